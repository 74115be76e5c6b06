/** Renders the whole app at a path with a memory router (tests only). */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { PageDefinition } from '../../engine/page/types';
import { pages as registry } from '../../schemas';
import { App } from '../App';

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
