import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { pinTexts } from '../../../../domain/messages';
import { signOut } from '../../../services/auth';
import { lockedAtom, pinRecordAtom, writeLockCookie } from '../../../state/lock';
import { toolTexts } from '../texts';
import { pickLockBackground } from './backgrounds';
import { LockClock } from './LockClock';
import { LockTickers, LockWeather } from './LockInfo';
import { acceptsDigit, PIN_LENGTH, verifyPin } from './pin';
import { PinPad } from './PinPad';

/** The keypad goes back to the locked clock view this long after the last click or key (spec: 15 s). */
export const RELOCK_MS = 15_000;

/**
 * The lock screen: the clock, date, weather and tickers on one of 23 backgrounds. A click or a key
 * opens the PIN keypad; Esc, or 15 s without input, returns to the clock. The right PIN unlocks.
 */
export function LockScreen() {
  const record = useAtomValue(pinRecordAtom);
  const setLocked = useSetAtom(lockedAtom);
  const [background] = useState(() => pickLockBackground());
  const [keypad, setKeypad] = useState(false);
  const [digits, setDigits] = useState('');
  const [message, setMessage] = useState('');
  const [leaving, setLeaving] = useState(false);
  const [touched, setTouched] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  const toClock = useCallback(() => {
    setKeypad(false);
    setDigits('');
    setMessage('');
  }, []);

  const touch = useCallback(() => {
    setKeypad(true);
    setTouched((n) => n + 1);
  }, []);

  const typeDigit = useCallback(
    (digit: string) => {
      touch();
      if (!acceptsDigit(digits, digit)) {
        setMessage(pinTexts.mismatch);
        return;
      }
      const next = digits + digit;
      if (next.length < PIN_LENGTH) {
        setDigits(next);
        setMessage('');
        return;
      }
      setDigits('');
      if (record && verifyPin(next, record)) setLocked(false);
      else setMessage(pinTexts.wrong);
    },
    [digits, record, setLocked, touch],
  );

  const deleteDigit = useCallback(() => {
    touch();
    setDigits((d) => d.slice(0, -1));
  }, [touch]);

  useEffect(() => {
    if (!keypad) return;
    const timer = setTimeout(toClock, RELOCK_MS);
    return () => clearTimeout(timer);
  }, [keypad, touched, toClock]);

  useEffect(() => root.current?.focus(), []);

  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (/^\d$/.test(e.key)) {
        e.preventDefault();
        typeDigit(e.key);
      } else if (e.key === 'Backspace' && keypad) {
        e.preventDefault();
        deleteDigit();
      } else if (e.key === 'Escape' && keypad) {
        e.preventDefault();
        toClock();
      } else if (
        (e.key === 'Enter' || e.key === ' ') &&
        !keypad &&
        !(e.target instanceof HTMLButtonElement)
      ) {
        e.preventDefault();
        touch();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [keypad, typeDigit, deleteDigit, toClock, touch]);

  return (
    <div
      ref={root}
      className="lock"
      role="dialog"
      aria-modal="true"
      aria-label={toolTexts.lockScreen}
      tabIndex={-1}
      style={{ backgroundImage: `linear-gradient(rgb(0 0 0 / 0.2), rgb(0 0 0 / 0.35)), url(${background})` }}
      onClick={(e) => {
        if (e.target === e.currentTarget || !keypad) touch();
      }}
    >
      <div className="lock__top">
        <LockWeather />
      </div>
      <div className="lock__center">
        <LockClock />
        {keypad ? (
          <PinPad
            typed={digits.length}
            message={message}
            onDigit={typeDigit}
            onDelete={deleteDigit}
            onBack={toClock}
          />
        ) : (
          <button type="button" className="lock__open" onClick={touch}>
            {toolTexts.lockHint}
          </button>
        )}
      </div>
      <div className="lock__bottom">
        <LockTickers />
        <button
          type="button"
          className="btn lock__logout"
          disabled={leaving}
          onClick={(e) => {
            e.stopPropagation();
            setLeaving(true);
            // Only the cookie: the lock screen stays up until the reload that signOut makes.
            writeLockCookie(false);
            void signOut();
          }}
        >
          {toolTexts.logout}
        </button>
      </div>
    </div>
  );
}
