import type { ReactNode } from 'react';
import type { Breakpoint } from './breakpoints';

/** The three containers of 002 §2: a draggable centre modal, a right-side panel, a non-blocking window. */
export type ModalKind = 'centre' | 'right' | 'window';

/** A table's record in the centre modal (the select's edit / create buttons, related records). */
export interface RecordModalRequest {
  table: string;
  /** The record (edit, show); absent for create. */
  id?: string | number;
  mode: 'create' | 'edit' | 'show';
  /** After a successful save, with the record's id (the modal then closes). */
  onSaved?: (id: number) => void;
}

/** One open modal. */
export interface ModalEntry {
  id: number;
  kind: ModalKind;
  title: string;
  /** The widest it may grow (a breakpoint). */
  size: Breakpoint;
  /** What it shows; a function receives `close`. */
  content?: ReactNode | ((close: () => void) => ReactNode);
  record?: RecordModalRequest;
  /** Starts in full screen (centre and window modals). */
  fullscreen?: boolean;
  onClose?: () => void;
}

type Listener = () => void;
let seq = 0;
let modals: readonly ModalEntry[] = [];
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

/** Subscribes to the open modals (for useSyncExternalStore). */
export function subscribeModals(l: Listener) {
  listeners.add(l);
  return () => void listeners.delete(l);
}
/** The open modals, oldest first. */
export const getModals = () => modals;

/** Opens a modal; returns its id. */
export function openModal(entry: Omit<ModalEntry, 'id'>): number {
  const m: ModalEntry = { ...entry, id: ++seq };
  modals = [...modals, m];
  emit();
  return m.id;
}

/** Closes a modal (its onClose runs once). */
export function closeModal(id: number): void {
  const m = modals.find((x) => x.id === id);
  if (!m) return;
  modals = modals.filter((x) => x.id !== id);
  emit();
  m.onClose?.();
}

/** Closes every modal (logout, tests). */
export function closeAllModals(): void {
  [...modals].reverse().forEach((m) => closeModal(m.id));
}
