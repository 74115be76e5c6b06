import { ui } from '../../domain/messages';
import { chunk, chunkComponent } from '../engine/chunk';

/**
 * The logged-in frame — the layout (top bar, menu, history tabs, tools), the home page and the subscription gate —
 * is a chunk of its own, so that /login loads none of it (docs/web-delivery.md). RequireSession starts it as soon
 * as there is a token, beside the user info request.
 */
export const loadShell = chunk(() => import('./shell'));

export const Layout = chunkComponent(
  loadShell,
  (m) => m.Layout,
  <p className="center-box" role="status">
    {ui.loading}
  </p>,
);

const pageLoading = (
  <p className="muted" role="status">
    {ui.loading}
  </p>
);

export const SubscriptionGate = chunkComponent(loadShell, (m) => m.SubscriptionGate, pageLoading);
export const HomePage = chunkComponent(loadShell, (m) => m.HomePage, pageLoading);
