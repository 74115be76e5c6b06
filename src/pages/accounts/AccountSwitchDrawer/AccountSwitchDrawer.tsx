import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { ui } from '../../../../domain/messages';
import { switchCompany } from '../../../services/accounts';
import { toast } from '../../../services/notify';
import { httpTables, type TableClient, type TableRecord } from '../../../services/tables';
import { userInfoAtom } from '../../../state/session';
import { Dialog } from '../../tools/Dialog/Dialog';
import { toastFailure } from '../errors';
import { accountToolTexts as texts } from '../texts';

/** The user list limit of the spec (000 §9). */
export const ACCOUNTS_LIMIT = 100000;

interface Company {
  id: number;
  name: string;
}

const companyOf = (r: TableRecord): Company => ({
  id: Number(r.department_id__id),
  name: String(r.department_id ?? ''),
});

/** The admin's tools shown under the accounts (000 §6). */
export interface AdminTools {
  impersonate: () => void;
  clearCache: () => void;
}

/**
 * The user-switch drawer (000 §2, §4): the user's authority records (yetki_ver, limit 100000) through the
 * table service, sorted and filtered by department_id there; choosing one gets a new token for that company
 * and reloads after 500 ms. Admins also find impersonation and clear cache here.
 */
export function AccountSwitchDrawer({
  onClose,
  adminTools,
  tables = httpTables,
}: {
  onClose: () => void;
  adminTools?: AdminTools;
  tables?: TableClient;
}) {
  const info = useAtomValue(userInfoAtom);
  const currentDepartment = info?.department.id;
  const [ascending, setAscending] = useState(true);
  const [company, setCompany] = useState('');
  const [records, setRecords] = useState<TableRecord[] | null>(null);
  const [companies, setCompanies] = useState<Company[]>([]);
  const [switching, setSwitching] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    tables
      .list('yetki_ver', {
        page: 1,
        limit: ACCOUNTS_LIMIT,
        sorts: { department_id: ascending },
        filters: company ? { department_id: { type: 1, guiType: 'select', filter: [Number(company)] } } : {},
      })
      .then(
        (data) => {
          if (!live) return;
          setRecords(data.records);
          // The filter offers the companies of the unfiltered list.
          if (!company) setCompanies(data.records.map(companyOf));
        },
        (err: unknown) => {
          if (!live) return;
          setRecords([]);
          toastFailure(err);
        },
      );
    return () => {
      live = false;
    };
  }, [tables, ascending, company]);

  async function choose(id: number) {
    setSwitching(id);
    toast.info(texts.switching);
    try {
      await switchCompany(id);
    } catch (err) {
      setSwitching(null);
      toastFailure(err);
    }
  }

  return (
    <Dialog title={texts.drawerTitle} onClose={onClose} className="accounts-drawer">
      <div className="accounts-controls">
        <label>
          {texts.company}
          <select value={company} onChange={(e) => setCompany(e.target.value)}>
            <option value="">{texts.allCompanies}</option>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn"
          aria-label={ascending ? texts.sortDesc : texts.sortAsc}
          onClick={() => setAscending((a) => !a)}
        >
          {ascending ? 'A → Z' : 'Z → A'}
        </button>
      </div>
      {records === null ? (
        <p role="status">{ui.loading}</p>
      ) : (
        <ul className="accounts-list" aria-label={texts.drawerTitle}>
          {records.map((r) => {
            const c = companyOf(r);
            const current = c.id === currentDepartment;
            return (
              <li key={String(r.id)} className="accounts-item" aria-current={current}>
                <span className="accounts-item__name">
                  <strong>{c.name}</strong>
                  <span className="muted">{r.is_admin === '1' ? texts.admin : texts.user}</span>
                </span>
                {current ? (
                  <span className="badge">{texts.current}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={switching !== null}
                    aria-label={`${c.name}: ${texts.switch}`}
                    onClick={() => void choose(Number(r.id))}
                  >
                    {texts.switch}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {adminTools && (
        <section className="accounts-admin" aria-label={texts.adminTools}>
          <h3>{texts.adminTools}</h3>
          <button type="button" className="btn" onClick={adminTools.impersonate}>
            {texts.impersonate}
          </button>
          <button type="button" className="btn" onClick={adminTools.clearCache}>
            {texts.clearCache}
          </button>
        </section>
      )}
    </Dialog>
  );
}
