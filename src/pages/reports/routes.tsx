import type { RouteObject } from 'react-router-dom';
import { ui } from '../../../domain/messages';
import { chunk, chunkComponent } from '../../engine/chunk';
import { REPORT_PAGES } from './report-pages';

// The report page is a chunk of its own, loaded when a report is first shown (docs/web-delivery.md).
/** The report page's chunk. */
export const loadReportPage = chunk(() => import('./ReportPage/ReportPage'));
const ReportPage = chunkComponent(
  loadReportPage,
  (m) => m.ReportPage,
  <p className="muted" role="status">
    {ui.loading}
  </p>,
);

/** One route per report page of `REPORT_PAGES`, each the one generic page with its definition. */
export function reportRoutes(): RouteObject[] {
  return REPORT_PAGES.map((def) => ({ path: def.route, element: <ReportPage key={def.name} def={def} /> }));
}
