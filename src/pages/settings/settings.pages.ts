// The settings pages' chunk (routes.tsx loads it when one of them is first shown).
export { GeneralSettingsPage } from './GeneralSettingsPage/GeneralSettingsPage';
export { PlaceholderPage } from './PlaceholderPage/PlaceholderPage';
export { ProfilePage } from './ProfilePage/ProfilePage';
export { UsersSettingsPage } from './UsersSettingsPage/UsersSettingsPage';
