import { useEffect, useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribe, type Toast } from '../../../services/notify';

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
