import { useAtom } from 'jotai';
import { openToolAtom } from '../../../state/tools';
import { Calculator } from '../Calculator/Calculator';
import { FieldContextMenu } from '../FieldContextMenu/FieldContextMenu';
import { useAutoLock } from '../LockScreen/useAutoLock';
import { MobileAppsDialog } from '../MobileAppsDialog/MobileAppsDialog';
import { PinDialog } from '../PinDialog/PinDialog';
import { ShortcutsDialog } from '../ShortcutsDialog/ShortcutsDialog';
import { useShortcuts } from '../shortcuts/useShortcuts';

/** The logged-in shell's tools: the open tool dialog, the field menu, the shortcuts and the auto-lock. */
export function ToolsHost() {
  const [tool, setTool] = useAtom(openToolAtom);
  useShortcuts();
  useAutoLock();
  const close = () => setTool(null);
  return (
    <>
      {tool === 'calculator' && <Calculator onClose={close} />}
      {tool === 'shortcuts' && <ShortcutsDialog onClose={close} />}
      {tool === 'pin' && <PinDialog onClose={close} />}
      {tool === 'mobileApps' && <MobileAppsDialog onClose={close} />}
      <FieldContextMenu />
    </>
  );
}
