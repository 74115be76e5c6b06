// The stored theme (src/state/theme.ts) before the first paint, so that a reload does not flash. A file, not an
// inline script: the app's Content-Security-Policy runs no inline script (server/web/security-headers.ts).
try {
  const theme = localStorage.getItem('defter.theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
} catch {
  // No storage (private mode, blocked): the default theme.
}
