import type { RouteObject } from 'react-router-dom';
import { ui } from '../../../domain/messages';
import { chunk, chunkComponent } from '../../engine/chunk';
import { settingsPageTexts as t } from './settings.texts';

// The settings pages are a chunk of their own, loaded when one is first shown (docs/web-delivery.md).
/** The settings pages' chunk. */
export const loadSettingsPages = chunk(() => import('./settings.pages'));
const loading = (
  <p className="muted" role="status">
    {ui.loading}
  </p>
);
const ProfilePage = chunkComponent(loadSettingsPages, (m) => m.ProfilePage, loading);
const GeneralSettingsPage = chunkComponent(loadSettingsPages, (m) => m.GeneralSettingsPage, loading);
const UsersSettingsPage = chunkComponent(loadSettingsPages, (m) => m.UsersSettingsPage, loading);
const PlaceholderPage = chunkComponent(loadSettingsPages, (m) => m.PlaceholderPage, loading);

/**
 * Profile and settings routes (spec 000 §2): /firma, /ayarlar/genel, /ayarlar/kullanicilar, /building. /ayarlar/xslt
 * is the `xslt` table's page (src/schemas/xslt.ts).
 */
export function settingsRoutes(): RouteObject[] {
  return [
    { path: '/firma', element: <ProfilePage /> },
    { path: '/ayarlar/genel', element: <GeneralSettingsPage /> },
    { path: '/ayarlar/kullanicilar', element: <UsersSettingsPage /> },
    {
      path: '/building',
      element: <PlaceholderPage title={t.buildingTitle} text={t.buildingText} home={t.toHome} />,
    },
  ];
}
