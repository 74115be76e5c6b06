import { chunk, whenIdle } from '../chunk';
import { loadLineField } from '../lines/chunk';
import type { PageDefinition } from '../../../domain/pages/page.types';

// The engine's pages, each its own chunk: a list page does not carry the form (RJSF, ajv, masks), a form
// without lines does not carry AG Grid; what they share (AG Grid between the list and the line grid, the
// widgets between the form and the list filters) is split out by the bundler (vite.config.ts).
export const loadListPage = chunk(() => import('./ListPage/ListPage'));
export const loadFormPage = chunk(() => import('../form/FormPage/FormPage'));
export const loadDetailPage = chunk(() => import('./DetailPage/DetailPage'));

// Fetching ahead is for the built app: in development and tests the modules are served one by one anyway.
const ahead = Boolean(import.meta.env?.PROD);

/**
 * A form route starts the line grid's chunk beside the form's own (which the page's lazy FormPage loads), so a
 * document's lines do not wait for the form to draw their field before their code is fetched.
 */
export function preloadForm(def: Pick<PageDefinition, 'lines'>): void {
  if (ahead && def.lines) loadLineField().catch(() => undefined);
}

/**
 * A list page fetches, once the browser is idle, the code of the form its rows and its add button open (and the
 * line grid when the page has lines), so opening a record does not wait for it. Returns the cancel.
 */
export function prefetchForm(def: Pick<PageDefinition, 'lines'>): () => void {
  if (!ahead) return () => undefined;
  return whenIdle(loadFormPage, ...(def.lines ? [loadLineField] : []));
}
