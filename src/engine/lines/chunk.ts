import { chunk } from '../chunk';

/**
 * The line grid's code (LineField: AG Grid, the line store, the totals panel): a chunk of its own, loaded only
 * by a form whose page has lines (the form route starts it with the form's own chunk, a list page fetches it
 * when idle).
 */
export const loadLineField = chunk(() => import('./LineField/LineField'));
