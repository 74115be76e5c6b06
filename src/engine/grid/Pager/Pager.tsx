import { texts } from '../../texts';
import { PAGE_SIZES } from '../list-params';

/** Props of the list's pager. */
export interface PagerProps {
  page: number;
  pages: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Server paging under a list: the total count, the page size (25/50/100) and page buttons. */
export function Pager({ page, pages, limit, total, onPage, onLimit }: PagerProps) {
  const last = Math.max(pages, 1);
  return (
    <nav className="df-pager" aria-label={texts.pageOf(page, last)}>
      <span className="df-pager__total" role="status">
        {texts.total(total)}
      </span>
      <label className="df-pager__size">
        {texts.pageSize}
        <select className="df-input" value={limit} onChange={(e) => onLimit(Number(e.target.value))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <span className="df-pager__buttons">
        <button
          type="button"
          className="df-button"
          aria-label={texts.firstPage}
          disabled={page <= 1}
          onClick={() => onPage(1)}
        >
          «
        </button>
        <button
          type="button"
          className="df-button"
          aria-label={texts.previousPage}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          ‹
        </button>
        <span className="df-pager__page">{texts.pageOf(page, last)}</span>
        <button
          type="button"
          className="df-button"
          aria-label={texts.nextPage}
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
        >
          ›
        </button>
        <button
          type="button"
          className="df-button"
          aria-label={texts.lastPage}
          disabled={page >= last}
          onClick={() => onPage(last)}
        >
          »
        </button>
      </span>
    </nav>
  );
}
