import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { widgetTexts } from '../_parts/texts';
import { ChoicePicker } from '../MultiSelectWidget/ChoicePicker';
import { useChoices } from '../MultiSelectWidget/useChoices';

/**
 * multiselectdragdrop: an ORDERED multiselect. The chosen records form a numbered list that is reordered by
 * dragging, by Alt + ↑ / ↓ on an item, or with its move buttons; the order is the value's order.
 */
export function SortableSelectWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, placeholder, onBlur, onFocus } = props;
  const choices = useChoices(props);
  const locked = disabled || readonly;
  const helpId = useId();
  const [said, setSaid] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= choices.ids.length) return;
    choices.move(from, to);
    setSaid(widgetTexts.moved(choices.textOf(choices.ids[from]), to + 1, choices.ids.length));
    // The moved item keeps the keyboard focus at its new place.
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLElement>('.df-sortable__item')[to]?.focus(),
    );
  };
  const onItemKey = (e: KeyboardEvent, i: number) => {
    if (!e.altKey || locked) return;
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      moveTo(i, e.key === 'ArrowUp' ? i - 1 : i + 1);
    }
  };
  const onDrop = (e: DragEvent, i: number) => {
    e.preventDefault();
    if (dragged !== null) moveTo(dragged, i);
    setDragged(null);
  };

  return (
    <div className="df-multi df-sortable">
      {choices.ids.length > 0 && (
        <ol
          ref={list}
          className="df-sortable__list"
          aria-label={`${options.labelText}: ${widgetTexts.chosen(choices.ids.length)}`}
          aria-describedby={locked ? undefined : helpId}
        >
          {choices.ids.map((v, i) => {
            const text = choices.textOf(v);
            return (
              <li
                key={String(v)}
                className={`df-sortable__item${dragged === i ? ' is-dragged' : ''}`}
                tabIndex={locked ? undefined : 0}
                draggable={!locked}
                onKeyDown={(e) => onItemKey(e, i)}
                onDragStart={(e) => {
                  setDragged(i);
                  e.dataTransfer?.setData('text/plain', String(v));
                }}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => onDrop(e, i)}
                onDragEnd={() => setDragged(null)}
              >
                <span className="df-sortable__grip" aria-hidden="true">
                  ⠿
                </span>
                <span className="df-sortable__text">{text}</span>
                {!locked && (
                  <span className="df-sortable__tools">
                    <button
                      type="button"
                      aria-label={widgetTexts.moveUp(text)}
                      disabled={i === 0}
                      onClick={() => moveTo(i, i - 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      aria-label={widgetTexts.moveDown(text)}
                      disabled={i === choices.ids.length - 1}
                      onClick={() => moveTo(i, i + 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      aria-label={widgetTexts.remove(text)}
                      onClick={() => choices.remove(v)}
                    >
                      ×
                    </button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <span id={helpId} hidden>
        {widgetTexts.reorderHelp}
      </span>
      <span className="df-sr" aria-live="polite">
        {said}
      </span>
      <ChoicePicker
        id={id}
        options={options}
        chosen={choices.chosen}
        disabled={disabled}
        readonly={readonly}
        placeholder={placeholder}
        aria={inputAria(props)}
        onToggle={choices.toggle}
        onRemoveLast={() => choices.ids.length && choices.remove(choices.ids[choices.ids.length - 1])}
        onFocus={() => onFocus(id, value)}
        onBlur={() => onBlur(id, value)}
      />
    </div>
  );
}
