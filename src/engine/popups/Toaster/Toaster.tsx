import { useEffect, useSyncExternalStore } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { dismissToast, getToasts, subscribe, type Toast, type ToastAction } from '../../../services/notify';

/** A toast's button to an app route: the router's navigation inside the app, a page load outside a router. */
function RoutedAction({ id, action }: { id: number; action: ToastAction }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="toast__action"
      onClick={() => {
        dismissToast(id);
        void navigate(action.to);
      }}
    >
      {action.label}
    </button>
  );
}

function ToastActionButton({ id, action }: { id: number; action: ToastAction }) {
  const routed = useInRouterContext();
  if (routed) return <RoutedAction id={id} action={action} />;
  return (
    <button type="button" className="toast__action" onClick={() => window.location.assign(action.to)}>
      {action.label}
    </button>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration]);
  const urgent = toast.kind === 'error' || toast.kind === 'warning';
  return (
    <div className={`toast toast--${toast.kind}`}>
      <div className="toast__body" role={urgent ? 'alert' : 'status'}>
        {toast.title && <strong className="toast__title">{toast.title}</strong>}
        <span className="toast__text">{toast.text}</span>
        {toast.action && <ToastActionButton id={toast.id} action={toast.action} />}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Bildirimi kapat"
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/** Renders the toasts of services/notify.ts, stacked top-left; each disappears after its `duration`. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  return (
    <div className="toaster">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
