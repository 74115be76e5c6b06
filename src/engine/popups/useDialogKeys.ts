import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled):not([type="hidden"]):not([tabindex="-1"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in document order. */
export const focusables = (root: Element | null | undefined) =>
  Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
    .filter((el) => !el.closest('[hidden]'))
    // Document order, whatever order the selector engine returns a selector list in.
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

/** The first field (input, select, textarea) inside `root`, else its first focusable element. */
export const firstField = (root: Element | null | undefined) =>
  focusables(root).find((el) => el.matches('input, select, textarea')) ?? focusables(root)[0];

/** What a dialog's keys do. */
export interface DialogKeysOptions {
  /** Escape (not already handled by a control inside, e.g. an open list) closes the dialog. */
  onClose: () => void;
  /** Where the focus goes on open (the dialog itself when this gives nothing). */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null | undefined;
  /** False: a window that does not block the page: the focus is not kept inside. */
  trap?: boolean;
}

/**
 * The keyboard of every modal dialog of the app, in one place (the engine's centre and right modals, the shell's
 * tool dialogs, drawers and confirmations): on open the focus goes inside, Escape closes, Tab and Shift+Tab
 * wrap around inside, and on close the focus returns where it was. Returns the dialog's keydown handler.
 *
 * Floating UI's FloatingFocusManager was tried for this and not taken: its modal mode marks everything outside
 * the dialog aria-hidden, which hides the toasts and confirmations that open over a modal from assistive
 * technology (docs/design-system.md, "Libraries").
 */
export function useDialogKeys(dialog: RefObject<HTMLElement | null>, options: DialogKeysOptions) {
  const { onClose, initialFocus, trap = true } = options;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const box = dialog.current;
    if (box) (initialFocus?.(box) ?? box).focus();
    return () => {
      if (before && document.contains(before)) before.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on open only
  }, [dialog]);

  return (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !trap) return;
    const items = focusables(dialog.current);
    if (!items.length) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const at = document.activeElement;
    if (e.shiftKey && (at === first || at === dialog.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && at === last) {
      e.preventDefault();
      first.focus();
    }
  };
}
