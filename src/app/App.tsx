import { useState } from 'react';
import { createStore, Provider } from 'jotai';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { PageDefinition } from '../../domain/pages/page.types';
import { pages as registry } from '../schemas';
import { pagesAtom } from '../state/pages';
import { setRecordPages } from '../engine/page/modals';
import { createAppRoutes } from './routes';
import './tokens.css';
import './theme.css';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser app: a jotai store and the router over `createAppRoutes` (browser history by default). */
export function App({
  pages = registry,
  createRouter = (routes) => createBrowserRouter(routes),
}: {
  /** The page registry (tests pass variants). */
  pages?: readonly PageDefinition[];
  /** Builds the router (tests pass a memory router). */
  createRouter?: (routes: RouteObject[]) => AppRouter;
}) {
  const [store] = useState(() => {
    setRecordPages(registry);
    const s = createStore();
    s.set(pagesAtom, pages);
    return s;
  });
  const [router] = useState(() => createRouter(createAppRoutes(pages)));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
