import { useId, useState, type FormEvent } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { pinTexts } from '../../../../domain/messages';
import { toast } from '../../../services/notify';
import { lockedAtom, pinRecordAtom } from '../../../state/lock';
import { Dialog } from '../Dialog/Dialog';
import { checkNewPin, makePinRecord, PIN_LENGTH, verifyPin } from '../LockScreen/pin';
import { toolTexts } from '../texts';

function PinInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="pin-input"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}

/**
 * The PIN dialog. Without a PIN: set one (exactly 4 digits, the first 1–9), which locks the screen.
 * With a PIN: remove it after typing the current one.
 */
export function PinDialog({ onClose }: { onClose: () => void }) {
  const [record, setRecord] = useAtom(pinRecordAtom);
  const setLocked = useSetAtom(lockedAtom);
  const [pin, setPin] = useState('');

  function setUp(e: FormEvent) {
    e.preventDefault();
    const problem = checkNewPin(pin);
    if (problem === 'check') toast.warning(pinTexts.check, { title: pinTexts.checkTitle });
    else if (problem === 'mismatch') toast.warning(pinTexts.mismatch, { title: pinTexts.checkTitle });
    if (problem) return;
    setRecord(makePinRecord(pin));
    onClose();
    setLocked(true);
  }

  function remove(e: FormEvent) {
    e.preventDefault();
    if (!record) return;
    if (pin.length !== PIN_LENGTH) {
      toast.warning(pinTexts.check, { title: pinTexts.checkTitle });
      return;
    }
    if (!verifyPin(pin, record)) {
      toast.error(pinTexts.wrong);
      setPin('');
      return;
    }
    setRecord(null);
    toast.success(pinTexts.removed);
    onClose();
  }

  return (
    <Dialog title={toolTexts.pinDialog} onClose={onClose}>
      {record ? (
        <form onSubmit={remove} noValidate>
          <p>{toolTexts.pinManageText}</p>
          <PinInput label={toolTexts.currentPin} value={pin} onChange={setPin} />
          <div className="modal__actions">
            <button type="submit" className="btn btn--danger">
              {toolTexts.removePin}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={setUp} noValidate>
          <p>{toolTexts.pinSetupText}</p>
          <PinInput label={toolTexts.newPin} value={pin} onChange={setPin} />
          <div className="modal__actions">
            <button type="submit" className="btn btn--primary">
              {toolTexts.savePinAndLock}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
