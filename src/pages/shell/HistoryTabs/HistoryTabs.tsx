import { useAtom } from 'jotai';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { historyAtom, nextAfterClose } from '../../../state/history';

/**
 * The history tabs of visited routes: a click goes there; the × or a middle-click closes a tab; closing
 * the open tab goes to its neighbour, and closing the last one goes to `/`.
 */
export function HistoryTabs() {
  const [tabs, setTabs] = useAtom(historyAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  function close(path: string) {
    const rest = tabs.filter((t) => t.path !== path);
    if (path === pathname || rest.length === 0)
      void navigate(rest.length === 0 ? '/' : nextAfterClose(tabs, path));
    setTabs(rest);
  }

  if (tabs.length === 0) return null;
  return (
    <nav className="history-tabs" aria-label="Son ziyaret edilen sayfalar">
      <ul className="history-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.path} className="history-tab">
            <NavLink
              to={tab.path}
              end
              className="history-tab__link"
              title={tab.title}
              onMouseDown={(e) => e.button === 1 && e.preventDefault()}
              onAuxClick={(e) => {
                if (e.button !== 1) return;
                e.preventDefault();
                close(tab.path);
              }}
            >
              {tab.title}
            </NavLink>
            <button
              type="button"
              className="history-tab__close"
              aria-label={`${tab.title} sekmesini kapat`}
              onClick={() => close(tab.path)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
