// The modal containers of 002 §2 and their small API (docs/form-fields.md, "Modals").
import type { ReactNode } from 'react';
import { texts } from '../../texts';
import type { Breakpoint } from './breakpoints';
import { openModal, type RecordModalRequest } from './modal-store';
import { recordPageFor } from './record-pages';

export { BREAKPOINTS, modalWidth, type Breakpoint } from './breakpoints';
export {
  closeAllModals,
  closeModal,
  getModals,
  type ModalEntry,
  type RecordModalRequest,
} from './modal-store';
export { pageOf, registerRecordPage, recordPageFor, setRecordPages } from './record-pages';

/** What a modal shows: content, or a function of `close`. */
export type ModalContent = ReactNode | ((close: () => void) => ReactNode);

/**
 * Opens a table's record form in the draggable centre modal: `create` a new record, `edit` or `show` one.
 * `onSaved` gets the saved record's id; the modal then closes. Returns the modal's id.
 */
export function openRecordModal(request: RecordModalRequest & { title?: string; size?: Breakpoint }): number {
  const title = recordPageFor(request.table)?.title ?? request.table;
  return openModal({
    kind: 'centre',
    title:
      request.title ??
      (request.mode === 'create'
        ? texts.newTitle(title)
        : request.mode === 'edit'
          ? texts.editTitle(title)
          : title),
    size: request.size ?? 1200,
    record: request,
  });
}

/** Opens the right-side modal (title + close) with any content, e.g. a record's detail panel. */
export function openRightModal(opts: {
  title: string;
  content: ModalContent;
  size?: Breakpoint;
  onClose?: () => void;
}): number {
  return openModal({ kind: 'right', size: opts.size ?? 768, ...opts });
}

/** Opens the draggable centre modal with any content. */
export function openCentreModal(opts: {
  title: string;
  content: ModalContent;
  size?: Breakpoint;
  fullscreen?: boolean;
  onClose?: () => void;
}): number {
  return openModal({ kind: 'centre', size: opts.size ?? 992, ...opts });
}

/** Opens a window that does not block the page (several may stay open side by side). */
export function openWindowModal(opts: {
  title: string;
  content: ModalContent;
  size?: Breakpoint;
  onClose?: () => void;
}): number {
  return openModal({ kind: 'window', size: opts.size ?? 768, ...opts });
}
