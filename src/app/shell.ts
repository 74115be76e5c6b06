// The logged-in frame's chunk (src/app/shell.chunk.tsx): what every page after the login shows around itself.
export { Layout } from '../pages/shell/Layout/Layout';
export { HomePage } from '../pages/shell/HomePage/HomePage';
export { SubscriptionGate } from '../pages/billing/SubscriptionGate/SubscriptionGate';
