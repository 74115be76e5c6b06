/**
 * The dashboard call (docs/dashboard.md).
 *
 *   loadDashboard()   POST /api/v1/{token}/dashboard   {params: {tarih?}} → DashboardData
 */
import type { DashboardData } from '../../domain/api/dashboard';
import { call } from './http';

/** The dashboard of the session's company, as of today in Türkiye (or `tarih`, YYYY-MM-DD). */
export const loadDashboard = (tarih?: string) =>
  call<DashboardData>('dashboard', { params: tarih ? { tarih } : {} });
