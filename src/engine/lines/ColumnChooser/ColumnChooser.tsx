import { useEffect, useId, useRef, useState } from 'react';
import { linesTexts } from '../texts';

/** A column the user may show or hide. */
export interface ChoosableColumn {
  name: string;
  label: string;
}

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  /** The columns the user's choice shows. */
  chosen: readonly string[];
  /** Whether a line needs the column in view now (required, or with an error): shown and not to be hidden. */
  needed: (name: string) => boolean;
  onToggle: (name: string, on: boolean) => void;
  onAll: () => void;
  onDefault: () => void;
}

/**
 * The line grid's "Sütunlar" button and its panel (issue 16): a check box per column, "Tümünü göster" and
 * "Varsayılan sütunlar". Keyboard: the button opens the panel with the focus on the first box, Tab walks the
 * boxes and buttons, Esc (or "Kapat") closes it and gives the focus back to the button.
 */
export function ColumnChooser(props: ColumnChooserProps) {
  const { columns, chosen, needed, onToggle, onAll, onDefault } = props;
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const shown = new Set(chosen);
  const checked = columns.filter((c) => shown.has(c.name) || needed(c.name)).length;

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
    const away = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="df-columns" ref={box}>
      <button
        ref={button}
        type="button"
        className="df-button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {linesTexts.columnsOf(checked, columns.length)}
      </button>
      {open && (
        <div
          id={id}
          ref={panel}
          className="df-columns__panel"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              close();
            }
          }}
        >
          <fieldset className="df-columns__list">
            <legend className="df-columns__title">{linesTexts.columnsTitle}</legend>
            {columns.map((c) => {
              const must = needed(c.name);
              return (
                <label key={c.name} className="df-columns__item" data-column={c.name}>
                  <input
                    type="checkbox"
                    checked={must || shown.has(c.name)}
                    disabled={must}
                    onChange={(e) => onToggle(c.name, e.target.checked)}
                  />
                  <span>{c.label}</span>
                  {must && <span className="df-columns__note">({linesTexts.columnsNeeded})</span>}
                </label>
              );
            })}
          </fieldset>
          <div className="df-columns__actions">
            <button type="button" className="df-button" onClick={onAll}>
              {linesTexts.columnsAll}
            </button>
            <button type="button" className="df-button" onClick={onDefault}>
              {linesTexts.columnsDefault}
            </button>
            <button type="button" className="df-button" onClick={close}>
              {linesTexts.columnsClose}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
