import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Filter } from '../../../../domain/api/contract';
import { detailTexts } from '../../../../domain/messages';
import { adminModeAtom } from '../../../state/admin';
import { ListAdminPanel } from '../../admin/ListAdminPanel/ListAdminPanel';
import { ListGrid } from '../../grid/ListGrid/ListGrid';
import { Pager } from '../../grid/Pager/Pager';
import { texts } from '../../texts';
import { prefetchForm } from '../form-chunk';
import { ConversionButtons } from '../conversions/ConversionButtons';
import { DetailPanel } from '../DetailPanel/DetailPanel';
import { ImportXml } from '../ImportXml/ImportXml';
import { openRightModal } from '../modals';
import { QuickForm } from '../QuickForm/QuickForm';
import { addLink, detailLink, editLink } from '../paths';
import type { ListTab, PageDefinition } from '../../../../domain/pages/page.types';
import { describeFilter } from '../filter-words';
import { withoutFilters } from '../url-filters';
import { useListController } from '../useListController';
import '../page.css';

/** Props of the list page. */
export interface ListPageProps {
  /** The page listed. */
  def: PageDefinition;
  /** Heading; absent = `def.title` (a tab that shows another page keeps the route's title). */
  title?: string;
  /** The route's tabs (links to `?tab=`) and the chosen one. */
  tabs?: { items: ListTab[]; current: string };
  /** Fixed filters of the chosen tab, sent on top of the user's. */
  filters?: Record<string, Filter>;
  /** The filters the address brought (`?filters=`, part of `filters`): named above the grid, with a way out. */
  linkedFilters?: Record<string, Filter>;
}

/**
 * The generic list page of a table: toolbar (Ekle), the route's tabs, the server-paged grid with Detay /
 * Düzenle / Sil (Detay only on a read-only list), the pager; in admin mode the list's admin panel under it.
 */
export function ListPage({ def, title = def.title, tabs, filters, linkedFilters }: ListPageProps) {
  const list = useListController(def, filters);
  const navigate = useNavigate();
  const location = useLocation();
  const writable = !def.readOnly;
  const admin = useAtomValue(adminModeAtom);
  // The form the rows and the add button open comes in once the rows are shown and the browser is idle.
  const shown = Boolean(list.data);
  useEffect(() => (writable && shown ? prefetchForm(def) : undefined), [def, writable, shown]);
  return (
    <section className="df-page" aria-label={title}>
      <header className="df-page__header">
        <h1 className="df-page__title">{title}</h1>
        <div className="df-toolbar">
          {writable && (
            <Link className="df-button df-button--primary" to={addLink(def)}>
              {texts.add}
            </Link>
          )}
          {def.eDocument?.importXml && <ImportXml table={def.table} onDone={list.refresh} />}
        </div>
      </header>
      {tabs && tabs.items.length > 1 && (
        <nav className="df-tabs" aria-label={texts.tabs}>
          {tabs.items.map((t) => (
            <Link
              key={t.id}
              to={`?tab=${encodeURIComponent(t.id)}`}
              className={t.id === tabs.current ? 'df-tab is-active' : 'df-tab'}
              aria-current={t.id === tabs.current ? 'page' : undefined}
            >
              {t.label}
            </Link>
          ))}
        </nav>
      )}
      {linkedFilters && (
        <p className="df-notice df-linked-filters" role="note">
          <span>{texts.linkedFilters}</span>{' '}
          {Object.entries(linkedFilters).map(([column, f]) => (
            <span key={column} className="df-linked-filters__item">
              {describeFilter(column, f, list.data?.columns[column], list.data?.records)}
            </span>
          ))}{' '}
          <Link to={withoutFilters(location.pathname, new URLSearchParams(location.search))}>
            {texts.dropLinkedFilters}
          </Link>
        </p>
      )}
      {def.addNotice && (
        <p className="df-notice" role="note">
          {def.addNotice}
        </p>
      )}
      {writable && def.quickForm && (
        <QuickForm def={def.quickForm} table={def.table} onSaved={list.refresh} />
      )}
      <ListGrid
        table={def.table}
        columns={list.columns}
        indent={def.listIndent}
        records={list.data?.records ?? []}
        totals={list.totals}
        loading={list.loading && !list.data}
        filters={list.state.filters}
        onSortsChange={list.setSorts}
        onFiltersChange={list.setFilters}
        onEdit={writable ? (id) => navigate(editLink(def, id)) : undefined}
        onDelete={writable ? (id) => void list.remove(id) : undefined}
        onDetail={(id) =>
          void openRightModal({
            title: detailTexts.detailTitle(def.title),
            // The panel, and the way to its own route (a favourite, a history tab, a link to share).
            content: (close) => (
              <>
                <p className="df-detail__page-link">
                  <Link to={detailLink(def, id)} onClick={close}>
                    {texts.openAsPage}
                  </Link>
                </p>
                {writable && <ConversionButtons def={def} id={id} onOpen={close} />}
                <DetailPanel table={def.table} id={id} onChanged={list.refresh} />
              </>
            ),
          })
        }
      />
      <Pager
        page={list.state.page}
        pages={list.data?.pages ?? 1}
        limit={list.state.limit}
        total={list.data?.all_records_count ?? 0}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
      {admin && <ListAdminPanel params={list.sent} data={list.data} />}
    </section>
  );
}
