import { TranslatableString, type IconButtonProps, type TemplatesType } from '@rjsf/utils';
import './ButtonTemplates.css';

type Kind = 'add' | 'remove' | 'moveUp' | 'moveDown' | 'copy' | 'clear';

/** What each button shows (its name is RJSF's string, in Turkish through DefterForm's `turkishStrings`). */
const ICONS: Record<Kind, string> = {
  add: '+',
  remove: '×',
  moveUp: '↑',
  moveDown: '↓',
  copy: '⧉',
  clear: '×',
};
const NAMES: Record<Kind, TranslatableString> = {
  add: TranslatableString.AddButton,
  remove: TranslatableString.RemoveButton,
  moveUp: TranslatableString.MoveUpButton,
  moveDown: TranslatableString.MoveDownButton,
  copy: TranslatableString.CopyButton,
  clear: TranslatableString.ClearButton,
};

function button(kind: Kind) {
  function Button(props: IconButtonProps) {
    const { id, className, disabled, onClick, style, registry, title } = props;
    const name = title ?? registry.translateString(NAMES[kind]);
    return (
      <button
        type="button"
        id={id}
        className={['df-arraybtn', `df-arraybtn--${kind}`, className ?? ''].filter(Boolean).join(' ')}
        title={name}
        aria-label={name}
        disabled={disabled}
        onClick={onClick}
        style={style}
      >
        <span aria-hidden="true">{ICONS[kind]}</span>
        {kind === 'add' && <span className="df-arraybtn__text">{name}</span>}
      </button>
    );
  }
  Button.displayName = `${kind}Button`;
  return Button;
}

/**
 * The buttons of arrays, additional properties and clearable inputs: plain buttons with a visible sign, named by
 * RJSF's string (title and aria-label); "add" also shows its name. RJSF's own are glyphicon icons without text.
 */
export const buttonTemplates: Partial<TemplatesType['ButtonTemplates']> = {
  AddButton: button('add'),
  RemoveButton: button('remove'),
  MoveUpButton: button('moveUp'),
  MoveDownButton: button('moveDown'),
  CopyButton: button('copy'),
  ClearButton: button('clear'),
};
