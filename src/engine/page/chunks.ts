import { chunk } from '../chunk';

// The engine's pages, each its own chunk: a list page does not carry the form (RJSF, ajv, masks), a form
// without lines does not carry AG Grid; what they share (AG Grid between the list and the line grid, the
// widgets between the form and the list filters) is split out by the bundler (vite.config.ts). The form's chunk
// and its fetching ahead are in form-chunk.ts.
export const loadListPage = chunk(() => import('./ListPage/ListPage'));
export const loadDetailPage = chunk(() => import('./DetailPage/DetailPage'));
export { loadFormPage, preloadForm, prefetchForm } from './form-chunk';
