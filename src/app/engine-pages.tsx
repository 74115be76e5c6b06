import { lazy, Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useParams, useSearchParams } from 'react-router-dom';
import { ui } from '../../domain/messages';
import { resolveListTab } from '../engine/page/list-tabs';
import type { PageDefinition } from '../engine/page/types';
import { NotFoundPage } from '../pages/shell/NotFoundPage/NotFoundPage';
import { pageInPackage, pagesAtom } from '../state/pages';
import { authsAtom, isAdminAtom, packageIdAtom } from '../state/session';

/** Script chunks that have not arrived after this long fail (spec 000 §9). */
const CHUNK_TIMEOUT_MS = 120_000;

// The engine (RJSF, AG Grid) is one lazily loaded chunk, so the login page does not carry it.
function loadEngine() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Sayfa yüklenemedi (zaman aşımı).')), CHUNK_TIMEOUT_MS);
  });
  return Promise.race([import('../engine/page/index'), timeout]).finally(() => clearTimeout(timer));
}
const ListPage = lazy(() => loadEngine().then((m) => ({ default: m.ListPage })));
const FormPage = lazy(() => loadEngine().then((m) => ({ default: m.FormPage })));
const DetailPage = lazy(() => loadEngine().then((m) => ({ default: m.DetailPage })));

function Loading() {
  return (
    <p className="muted" role="status">
      {ui.loading}
    </p>
  );
}

/** Renders `children` when the company's package includes the page, else the 404 page. */
export function PageGate({ def, children }: { def: PageDefinition; children: ReactNode }) {
  const packageId = useAtomValue(packageIdAtom);
  if (!pageInPackage(def, packageId)) return <NotFoundPage />;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/**
 * `route`: the generic list page; with tabs (`?tab=`), the chosen tab's list — this table with the tab's
 * fixed filters, or the page the tab shows — under the route's title.
 */
export function ListRoute({ def }: { def: PageDefinition }) {
  const [search] = useSearchParams();
  const pages = useAtomValue(pagesAtom);
  const packageId = useAtomValue(packageIdAtom);
  const auths = useAtomValue(authsAtom);
  const { tabs, current, shown } = resolveListTab(
    def,
    search.get('tab'),
    pages,
    (p) => pageInPackage(p, packageId) && (auths.tables[p.table]?.lists?.length ?? 0) > 0,
  );
  return (
    <PageGate def={def}>
      <ListPage
        key={`${shown.table}:${current?.id ?? ''}`}
        def={shown}
        title={def.title}
        tabs={current ? { items: tabs, current: current.id } : undefined}
        filters={current?.page ? undefined : current?.filters}
      />
    </PageGate>
  );
}

/** `route/ekle` and `route/duzenle/:id`: the generic form page. */
export function FormRoute({ def }: { def: PageDefinition }) {
  const { id } = useParams();
  return (
    <PageGate def={def}>
      <FormPage key={`${def.table}:${id ?? 'new'}`} def={def} id={id} />
    </PageGate>
  );
}

/** `route/detay/:id`: the record's detail panel as a page. */
export function DetailRoute({ def }: { def: PageDefinition }) {
  const { id = '' } = useParams();
  return (
    <PageGate def={def}>
      <DetailPage key={`${def.table}:${id}`} def={def} id={id} />
    </PageGate>
  );
}

/** Admin-only routes: the 404 page for everyone else. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useAtomValue(isAdminAtom) ? children : <NotFoundPage />;
}
