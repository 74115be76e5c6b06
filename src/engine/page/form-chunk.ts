import { chunk, whenIdle } from '../chunk';
import { loadLineField } from '../lines/chunk';
import type { PageDefinition } from '../../../domain/pages/page.types';

// The form page's chunk and its fetching ahead, apart from the list and detail chunks (chunks.ts): the list page
// fetches the form's code, and must not import the module that loads the list page itself.
export const loadFormPage = chunk(() => import('../form/FormPage/FormPage'));

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
