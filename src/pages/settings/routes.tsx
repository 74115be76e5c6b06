import type { RouteObject } from 'react-router-dom';
import { GeneralSettingsPage } from './GeneralSettingsPage/GeneralSettingsPage';
import { PlaceholderPage } from './PlaceholderPage/PlaceholderPage';
import { ProfilePage } from './ProfilePage/ProfilePage';
import { settingsPageTexts as t } from './settings.texts';
import { UsersSettingsPage } from './UsersSettingsPage/UsersSettingsPage';

/** Profile and settings routes (spec 000 §2): /firma, /ayarlar/genel, /ayarlar/kullanicilar, /ayarlar/xslt, /building. */
export function settingsRoutes(): RouteObject[] {
  return [
    { path: '/firma', element: <ProfilePage /> },
    { path: '/ayarlar/genel', element: <GeneralSettingsPage /> },
    { path: '/ayarlar/kullanicilar', element: <UsersSettingsPage /> },
    {
      path: '/ayarlar/xslt',
      element: <PlaceholderPage title={t.xsltTitle} text={t.xsltText} home={t.toHome} />,
    },
    {
      path: '/building',
      element: <PlaceholderPage title={t.buildingTitle} text={t.buildingText} home={t.toHome} />,
    },
  ];
}
