import { Suspense, useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { ui } from '../../domain/messages';
import { preloadForm } from '../engine/page/chunks';
import { DetailPage, FormPage, ListPage } from '../engine/page/index';
import { resolveListTab } from '../engine/page/list-tabs';
import { listLink } from '../engine/page/paths';
import { queryPresetsOf } from '../engine/page/presets';
import { filtersFromSearch } from '../engine/page/url-filters';
import type { PageDefinition } from '../../domain/pages/page.types';
import { NotFoundPage } from '../pages/shell/NotFoundPage/NotFoundPage';
import { pageInPackage, pageListable, pagesAtom } from '../state/pages';
import { authsAtom, isAdminAtom, packageIdAtom } from '../state/session';

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
  const { tabs, current, shown } = resolveListTab(def, search.get('tab'), pages, (p) =>
    pageListable(p, packageId, auths),
  );
  // `?filters=`: the rows of a figure elsewhere (the dashboard), on top of the tab's own (a column both name: the
  // address's).
  const linked = filtersFromSearch(search);
  const tabFilters = current?.page ? undefined : current?.filters;
  const fixed = linked ? { ...tabFilters, ...linked } : tabFilters;
  return (
    <PageGate def={def}>
      <ListPage
        key={`${shown.table}:${current?.id ?? ''}:${search.get('filters') ?? ''}`}
        def={shown}
        title={def.listTitle ?? def.title}
        tabs={current ? { items: tabs, current: current.id } : undefined}
        filters={fixed}
        linkedFilters={linked}
      />
    </PageGate>
  );
}

/** `route/ekle` and `route/duzenle/:id` (or the page's own segments): the generic form page. */
export function FormRoute({ def }: { def: PageDefinition }) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const list = listLink(def, useAtomValue(pagesAtom));
  // `?param=value` presets of a create form (the page's queryPresets; e.g. yeni?table=smm).
  const presets = id ? undefined : queryPresetsOf(def, search);
  // The line grid's chunk loads beside the form's, not after the form has drawn its lines field.
  useEffect(() => preloadForm(def), [def]);
  return (
    <PageGate def={def}>
      <FormPage key={`${def.table}:${id ?? 'new'}`} def={def} id={id} list={list} presets={presets} />
    </PageGate>
  );
}

/** `route/detay/:id` (or the page's own segment): the record's detail panel as a page. */
export function DetailRoute({ def }: { def: PageDefinition }) {
  const { id = '' } = useParams();
  const pages = useAtomValue(pagesAtom);
  const packageId = useAtomValue(packageIdAtom);
  const auths = useAtomValue(authsAtom);
  const list = listLink(def, pages);
  const related = (def.related ?? []).flatMap((r) => {
    const page = pages.find((p) => p.table === r.page && !p.createOnly);
    return page && pageListable(page, packageId, auths)
      ? [
          {
            def: page,
            title: r.title,
            filters: { [r.column]: { type: 1, guiType: 'select', filter: [Number(id)] } },
          },
        ]
      : [];
  });
  return (
    <PageGate def={def}>
      <DetailPage key={`${def.table}:${id}`} def={def} id={id} list={list} />
      {related.map((r) => (
        <ListPage key={`${r.def.table}:${id}`} def={r.def} title={r.title} filters={r.filters} />
      ))}
    </PageGate>
  );
}

/** A moved route with a record id (`formerRoute/duzenle/:id`): replaced by the address `to` builds. */
export function MovedRoute({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
}

/** Admin-only routes: the 404 page for everyone else. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useAtomValue(isAdminAtom) ? children : <NotFoundPage />;
}
