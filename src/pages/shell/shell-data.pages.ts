// The shell's data pages' chunk (shell-data.routes.tsx loads it when one of them is first shown).
export { HelpPage } from './HelpPage/HelpPage';
export { NotificationsPage } from './Notifications/NotificationsPage';
