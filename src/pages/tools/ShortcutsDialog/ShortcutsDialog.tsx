import { useAtomValue } from 'jotai';
import { userSettingsAtom } from '../../../state/settings';
import { Dialog } from '../Dialog/Dialog';
import { BUILT_IN_SHORTCUTS } from '../shortcuts/shortcuts';
import { toolTexts } from '../texts';

function Keys({ keys }: { keys: string }) {
  return (
    <>
      {keys.split('+').map((k, i) => (
        <span key={i}>
          {i > 0 && '+'}
          <kbd>{k}</kbd>
        </span>
      ))}
    </>
  );
}

/** The shortcuts dialog: the built-in shortcuts and, read-only, the user's own list (`kisayol`). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const own = useAtomValue(userSettingsAtom).kisayol;
  return (
    <Dialog title={toolTexts.shortcuts} onClose={onClose} className="shortcuts-dialog">
      <table className="shortcut-table">
        <thead>
          <tr>
            <th scope="col">{toolTexts.shortcutKeys}</th>
            <th scope="col">{toolTexts.shortcutAction}</th>
          </tr>
        </thead>
        <tbody>
          {BUILT_IN_SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <td>
                <Keys keys={s.keys} />
              </td>
              <td>{s.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="user-shortcuts-title">
        <h3 id="user-shortcuts-title" className="shortcut-table__title">
          {toolTexts.userShortcuts}
        </h3>
        {own.length === 0 ? (
          <p className="muted">{toolTexts.userShortcutsEmpty}</p>
        ) : (
          <table className="shortcut-table" aria-labelledby="user-shortcuts-title">
            <tbody>
              {own.map((s) => (
                <tr key={`${s.tus}:${s.link}`}>
                  <td>
                    <Keys keys={s.tus} />
                  </td>
                  <td>{s.ad ?? s.link}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="muted">{toolTexts.userShortcutsNote}</p>
      </section>
    </Dialog>
  );
}
