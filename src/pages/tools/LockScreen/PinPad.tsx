import { PIN_LENGTH } from './pin';
import { toolTexts } from '../texts';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The lock screen's PIN entry: four dots for the typed digits and a numeric keypad. */
export function PinPad({
  typed,
  message,
  onDigit,
  onDelete,
  onBack,
}: {
  typed: number;
  message: string;
  onDigit: (digit: string) => void;
  onDelete: () => void;
  onBack: () => void;
}) {
  return (
    <div className="lock__pad">
      <p className="lock__prompt">{toolTexts.enterPin}</p>
      <div className="lock__dots" role="img" aria-label={`${toolTexts.pinDigits}: ${typed} / ${PIN_LENGTH}`}>
        {Array.from({ length: PIN_LENGTH }, (_, i) => (
          <span key={i} className={i < typed ? 'lock__dot is-filled' : 'lock__dot'} />
        ))}
      </div>
      <p className="lock__message" role="alert">
        {message}
      </p>
      <div className="lock__keys" role="group" aria-label={toolTexts.pinKeypad}>
        {DIGITS.map((d) => (
          <button key={d} type="button" className="lock__key" onClick={() => onDigit(d)}>
            {d}
          </button>
        ))}
        <button type="button" className="lock__key lock__key--small" onClick={onBack}>
          {toolTexts.backToClock}
        </button>
        <button type="button" className="lock__key" onClick={() => onDigit('0')}>
          0
        </button>
        <button
          type="button"
          className="lock__key lock__key--small"
          aria-label={toolTexts.deleteDigit}
          onClick={onDelete}
        >
          ⌫
        </button>
      </div>
    </div>
  );
}
