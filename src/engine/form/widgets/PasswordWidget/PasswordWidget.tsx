import { useState } from 'react';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { IconButton } from '../_parts/IconButton';
import { widgetTexts } from '../_parts/texts';

/** Password input with a show / hide button; the value is sent as typed (never trimmed). */
export function PasswordWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const [visible, setVisible] = useState(false);
  return (
    <span className="df-affix">
      <input
        id={id}
        name={id}
        className="df-input"
        type={visible ? 'text' : 'password'}
        value={value ?? ''}
        maxLength={options.maxLength}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        autoComplete="new-password"
        spellCheck={false}
        {...inputAria(props)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <IconButton
        label={visible ? widgetTexts.hidePassword : widgetTexts.showPassword}
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? '◡' : '👁'}
      </IconButton>
    </span>
  );
}
