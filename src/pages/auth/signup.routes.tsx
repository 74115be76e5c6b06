import { ui } from '../../../domain/messages';
import { chunk, chunkComponent } from '../../engine/chunk';

// Registration and invite pages are a chunk of their own: /login does not load them (docs/web-delivery.md).
export const loadSignupPages = chunk(() => import('./SignupPages/SignupPages'));
const loading = (
  <p className="muted" role="status">
    {ui.loading}
  </p>
);
export const RegisterPage = chunkComponent(loadSignupPages, (m) => m.RegisterPage, loading);
export const ConfirmRegistrationPage = chunkComponent(
  loadSignupPages,
  (m) => m.ConfirmRegistrationPage,
  loading,
);
export const InviteAcceptPage = chunkComponent(loadSignupPages, (m) => m.InviteAcceptPage, loading);
