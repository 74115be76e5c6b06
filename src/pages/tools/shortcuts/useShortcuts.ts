import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { resultForField } from '../../../../domain/calculator';
import { toast } from '../../../services/notify';
import { calculatorLastAtom } from '../../../state/calculator';
import { requestLockAtom } from '../../../state/lock';
import { pagesAtom } from '../../../state/pages';
import { userSettingsAtom } from '../../../state/settings';
import { openToolAtom } from '../../../state/tools';
import { toolTexts } from '../texts';
import { canPaste, clearField, editableField, pasteIntoField } from './fields';
import { builtInAction, SHORTCUT_ROUTES, userShortcutFor } from './shortcuts';

/** The list route's add route when `pathname` is a registered page's list route, else null. */
export function addRouteFor(pathname: string, routes: readonly string[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.includes(path) ? `${path}/ekle` : null;
}

/** Pastes the last calculator result into the focused field (Ctrl+U and the field menu). */
export function pasteLastResult(field: Element | null, last: string | null) {
  const target = editableField(field);
  if (!target || !canPaste(target)) return;
  if (!last) toast.info(toolTexts.noCalculatorValue);
  else pasteIntoField(target, resultForField(last));
}

/**
 * The global keyboard shortcuts of the logged-in shell (F2, Ctrl+E, Ctrl+M, Ctrl+U, Ctrl+Backspace,
 * Ctrl/Cmd+Enter, Ctrl+Y) and the user's own shortcuts of `kullanici_ayarlari.kisayol`.
 */
export function useShortcuts() {
  const store = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const go = (to: string) => {
      store.set(openToolAtom, null);
      void navigate(to);
    };
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented) return;
      const field = editableField(document.activeElement);
      switch (builtInAction(e)) {
        case 'add': {
          // A read-only list has no add route, unless its creating is still to come (addNotice).
          const to = addRouteFor(
            pathname,
            store
              .get(pagesAtom)
              .filter((d) => !d.readOnly || d.addNotice)
              .map((d) => d.route),
          );
          if (!to) return;
          e.preventDefault();
          return go(to);
        }
        case 'newCustomer':
          e.preventDefault();
          return go(SHORTCUT_ROUTES.newCustomer);
        case 'newInvoice':
          e.preventDefault();
          return go(SHORTCUT_ROUTES.newInvoice);
        case 'paste':
          e.preventDefault();
          return pasteLastResult(field, store.get(calculatorLastAtom));
        case 'clear':
          if (!field) return;
          e.preventDefault();
          return clearField(field);
        case 'calculator':
          e.preventDefault();
          store.set(openToolAtom, store.get(openToolAtom) === 'calculator' ? null : 'calculator');
          return;
        case 'lock':
          e.preventDefault();
          store.set(requestLockAtom);
          return;
      }
      const own = userShortcutFor(e, store.get(userSettingsAtom).kisayol);
      if (own) {
        e.preventDefault();
        go(own.link);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, navigate, pathname]);
}
