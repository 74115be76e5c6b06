import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { TableClient } from '../../../services/tables';
import { EngineProvider, type EngineAuths } from '../../engine-context';
import { FormPage } from '../../form/FormPage/FormPage';
import { ListPage } from '../ListPage/ListPage';
import { routePatterns } from '../paths';
import type { PageDefinition } from '../../../../domain/pages/page.types';

/** Props of PagePreview. */
export interface PagePreviewProps {
  def: PageDefinition;
  tables: TableClient;
  /** The address opened first, e.g. `/kasa/duzenle/1`; earlier entries come before it in history. */
  path: string;
  history?: string[];
  auths?: EngineAuths;
  /** Rendered beside the page (the shell's toaster and confirm dialog in stories). */
  children?: ReactNode;
}

function EditRoute({ def }: { def: PageDefinition }) {
  return <FormPage def={def} id={useParams().id} />;
}

function Address() {
  return (
    <p className="df-preview__address" data-testid="address">
      {useLocation().pathname}
    </p>
  );
}

/**
 * A page definition's three routes in a memory router over a given table client (stories and tests); a
 * create-only page has its form at its route.
 */
export function PagePreview({ def, tables, path, history = [], auths, children }: PagePreviewProps) {
  const entries = [...history, path];
  return (
    <EngineProvider tables={tables} auths={auths}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Address />
        <Routes>
          {!def.createOnly && <Route path={def.route} element={<ListPage def={def} />} />}
          <Route path={routePatterns(def).add} element={<FormPage def={def} />} />
          <Route path={routePatterns(def).edit} element={<EditRoute def={def} />} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
      {children}
    </EngineProvider>
  );
}
