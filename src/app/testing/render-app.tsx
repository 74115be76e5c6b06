/** Renders the whole app at a path with a memory router (tests only). */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { PageDefinition } from '../../../domain/pages/page.types';
import { pages as registry } from '../../schemas';
import { App } from '../App';
import { loadPaymentPage } from '../../pages/billing/routes';
import { loadSettingsPages } from '../../pages/settings/routes';
import { loadShellDataPages } from '../../pages/shell/shell-data.routes';
import { loadLockScreen } from '../LockGate';
import { loadShell } from '../shell.chunk';

// The app's lazily loaded frame and pages are there before a test renders (as after their first load in the
// browser): a test waits for what the user waits for, not for a module's first transform.
await Promise.all([
  loadShell(),
  loadSettingsPages(),
  loadShellDataPages(),
  loadPaymentPage(),
  loadLockScreen(),
]);

/** Renders `<App/>` at `path`; returns the router to inspect or drive the location. */
export function renderApp(path: string, pages: readonly PageDefinition[] = registry) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const view = render(
    <App
      pages={pages}
      createRouter={(routes) => (router = createMemoryRouter(routes, { initialEntries: [path] }))}
    />,
  );
  return { ...view, router, location: () => router.state.location.pathname };
}
