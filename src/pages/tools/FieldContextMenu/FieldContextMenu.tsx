import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { calculatorLastAtom } from '../../../state/calculator';
import { canPaste, clearField, editableField, pageReload, type EditableField } from '../shortcuts/fields';
import { pasteLastResult } from '../shortcuts/useShortcuts';
import { toolTexts } from '../texts';

interface Open {
  field: EditableField;
  x: number;
  y: number;
}

const MENU_WIDTH = 320;
const MENU_HEIGHT = 120;

/**
 * The field context menu: a right-click (or the menu key, or Shift+F10) on a text field offers the last
 * calculator value, clearing the value and reloading the page. Shift+right-click keeps the browser's menu.
 */
export function FieldContextMenu() {
  const [open, setOpen] = useState<Open | null>(null);
  const last = useAtomValue(calculatorLastAtom);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    function onContextMenu(e: MouseEvent) {
      const field = editableField(e.target);
      if (!field || e.shiftKey) return;
      e.preventDefault();
      // A keyboard-opened menu has no pointer position: place it under the field.
      const rect = field.getBoundingClientRect();
      const fromKeyboard = e.clientX === 0 && e.clientY === 0;
      const x = fromKeyboard ? rect.left : e.clientX;
      const y = fromKeyboard ? rect.bottom : e.clientY;
      setOpen({
        field,
        x: Math.max(0, Math.min(x, window.innerWidth - MENU_WIDTH)),
        y: Math.max(0, Math.min(y, window.innerHeight - MENU_HEIGHT)),
      });
    }
    document.addEventListener('contextmenu', onContextMenu);
    return () => document.removeEventListener('contextmenu', onContextMenu);
  }, []);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const onPointer = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node)) setOpen(null);
    };
    const onClose = () => setOpen(null);
    document.addEventListener('mousedown', onPointer);
    window.addEventListener('resize', onClose);
    window.addEventListener('scroll', onClose, true);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      window.removeEventListener('resize', onClose);
      window.removeEventListener('scroll', onClose, true);
    };
  }, [open]);

  if (!open) return null;

  const close = (refocus = true) => {
    setOpen(null);
    if (refocus) open.field.focus();
  };
  const pastable = canPaste(open.field) && last !== null;

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(
      menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [],
    );
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (e.key in move) {
      e.preventDefault();
      items[(move[e.key] + items.length) % items.length]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'Tab') {
      e.preventDefault();
      close();
    }
  }

  return (
    <div
      ref={menu}
      className="context-menu"
      role="menu"
      aria-label={toolTexts.fieldMenu}
      style={{ left: open.x, top: open.y }}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        role="menuitem"
        className="context-menu__item"
        aria-disabled={!pastable}
        title={last === null ? toolTexts.noCalculatorValue : undefined}
        onClick={() => {
          if (!pastable) return;
          close();
          pasteLastResult(open.field, last);
        }}
      >
        {toolTexts.pasteCalculator}
      </button>
      <button
        type="button"
        role="menuitem"
        className="context-menu__item"
        onClick={() => {
          close();
          clearField(open.field);
        }}
      >
        {toolTexts.clearField}
      </button>
      <button
        type="button"
        role="menuitem"
        className="context-menu__item"
        onClick={() => {
          close(false);
          pageReload.reload();
        }}
      >
        {toolTexts.reloadPage}
      </button>
    </div>
  );
}
