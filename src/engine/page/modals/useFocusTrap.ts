import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled):not([type="hidden"]):not([tabindex="-1"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in order. */
export const focusables = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
    .filter((el) => !el.closest('[hidden]'))
    // Document order, whatever order the selector engine returns a selector list in.
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

/**
 * Keeps the keyboard inside a modal: on open the focus goes to the first field of `body` (else the dialog),
 * Tab and Shift+Tab wrap around, and on close the focus returns where it was. Returns the Tab handler.
 */
export function useFocusTrap(dialog: RefObject<HTMLElement | null>, body: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first =
      focusables(body.current).find((el) => el.matches('input, select, textarea')) ??
      focusables(body.current)[0];
    (first ?? dialog.current)?.focus();
    return () => {
      if (before && document.contains(before)) before.focus();
    };
  }, [dialog, body]);

  return (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
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
