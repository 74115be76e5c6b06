/**
 * Toasts and confirmation dialogs, as a tiny store that any module may call and the shell renders
 * (`<Toaster/>`, `<ConfirmHost/>`). Texts come from domain/messages; this module only carries them.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  title?: string;
  text: string;
  /** Milliseconds before it disappears. */
  duration: number;
  /** A button in the toast that goes to an app route (e.g. "XSLT Oluştur" → /ayarlar/xslt/yeni?table=smm). */
  action?: ToastAction;
}
export interface ToastAction {
  label: string;
  to: string;
}
type ToastOptions = { title?: string; duration?: number; action?: ToastAction };
export interface ConfirmRequest {
  id: number;
  title?: string;
  text: string;
  yes: string;
  no: string;
  resolve: (answer: boolean) => void;
}

type Listener = () => void;
let seq = 0;
let toasts: Toast[] = [];
let confirms: ConfirmRequest[] = [];
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

/** Subscribes to changes (for useSyncExternalStore). */
export function subscribe(l: Listener) {
  listeners.add(l);
  return () => listeners.delete(l);
}
export const getToasts = () => toasts;
export const getConfirms = () => confirms;

/** Shows a toast; returns its id. */
export function showToast(kind: ToastKind, text: string, opts: ToastOptions = {}) {
  const t: Toast = { id: ++seq, kind, text, title: opts.title, duration: opts.duration ?? 4000 };
  if (opts.action) t.action = opts.action;
  toasts = [...toasts, t];
  emit();
  return t.id;
}
export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (text: string, opts?: ToastOptions) => showToast('success', text, opts),
  error: (text: string, opts?: ToastOptions) => showToast('error', text, opts),
  warning: (text: string, opts?: ToastOptions) => showToast('warning', text, opts),
  info: (text: string, opts?: ToastOptions) => showToast('info', text, opts),
};

/** Asks a yes/no question in a modal; resolves true for `yes`. */
export function confirmDialog(opts: {
  title?: string;
  text: string;
  yes: string;
  no: string;
}): Promise<boolean> {
  return new Promise((resolve) => {
    const req: ConfirmRequest = {
      id: ++seq,
      ...opts,
      resolve: (answer) => {
        confirms = confirms.filter((c) => c.id !== req.id);
        emit();
        resolve(answer);
      },
    };
    confirms = [...confirms, req];
    emit();
  });
}
