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

/** The KDV Mahsup Fişi page (issue 24), in the same chunk family. */
export const loadKdvMahsupPage = chunk(() => import('./KdvMahsupPage/KdvMahsupPage'));
const KdvMahsupPage = chunkComponent(
  loadKdvMahsupPage,
  (m) => m.KdvMahsupPage,
  <p className="muted" role="status">
    {ui.loading}
  </p>,
);

/** One route per report page of `REPORT_PAGES`, each the one generic page with its definition (or its own page). */
export function reportRoutes(): RouteObject[] {
  return REPORT_PAGES.map((def) => ({
    path: def.route,
    element:
      def.page === 'kdvMahsup' ? (
        <KdvMahsupPage key={def.name} def={def} />
      ) : (
        <ReportPage key={def.name} def={def} />
      ),
  }));
}
