import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { resultForField } from '../../../../domain/calculator';
import { toast } from '../../../services/notify';
import { calculatorLastAtom } from '../../../state/calculator';
import { requestLockAtom } from '../../../state/lock';
import { resolveListTab } from '../../../engine/page/list-tabs';
import { addLink, matchPageRoute } from '../../../engine/page/paths';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { pageListable, pagesAtom } from '../../../state/pages';
import { authsAtom, packageIdAtom } from '../../../state/session';
import { userSettingsAtom } from '../../../state/settings';
import { openToolAtom } from '../../../state/tools';
import { toolTexts } from '../texts';
import { canPaste, clearField, editableField, pasteIntoField } from './fields';
import { builtInAction, SHORTCUT_ROUTES, userShortcutFor } from './shortcuts';

/**
 * F2 on a page's list route: the add route of the list shown (with tabs, the `tab` one's page, as its Ekle
 * button), or null — not a list route, or a read-only list without a notice (`addNotice`) on its add route.
 */
export function addRouteFor(
  pathname: string,
  tab: string | null,
  pages: readonly PageDefinition[],
  visible: (page: PageDefinition) => boolean = () => true,
): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const at = matchPageRoute(path, pages);
  if (at?.kind !== 'list') return null;
  const { shown } = resolveListTab(at.def, tab, pages, visible);
  return shown.readOnly && !shown.addNotice ? null : addLink(shown);
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
  const { pathname, search } = useLocation();

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
          const packageId = store.get(packageIdAtom);
          const auths = store.get(authsAtom);
          const to = addRouteFor(
            pathname,
            new URLSearchParams(search).get('tab'),
            store.get(pagesAtom),
            (p) => pageListable(p, packageId, auths),
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
  }, [store, navigate, pathname, search]);
}
