import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { widgetTexts } from '../_parts/texts';
import { ChoicePicker } from '../MultiSelectWidget/ChoicePicker';
import { useChoices } from '../MultiSelectWidget/useChoices';

/** Pixels the pointer moves before a press becomes a drag (a click on an item's buttons stays a click). */
const DRAG_DISTANCE = 4;

/** Props of one item of the ordered list. */
interface ItemProps {
  id: string;
  index: number;
  text: string;
  last: boolean;
  locked: boolean;
  moveTo: (from: number, to: number) => void;
  remove: () => void;
}

function SortableItem({ id, index, text, last, locked, moveTo, remove }: ItemProps) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id, disabled: locked });
  // Alt + ↑ / ↓ moves the focused item at once (the keyboard way; dnd-kit serves the pointer and touch).
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey || locked || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    moveTo(index, e.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  return (
    <li
      ref={setNodeRef}
      className={`df-sortable__item${isDragging ? ' is-dragged' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      tabIndex={locked ? undefined : 0}
      {...(locked ? {} : listeners)}
      onKeyDown={onKeyDown}
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
            disabled={index === 0}
            onClick={() => moveTo(index, index - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={widgetTexts.moveDown(text)}
            disabled={last}
            onClick={() => moveTo(index, index + 1)}
          >
            ↓
          </button>
          <button type="button" aria-label={widgetTexts.remove(text)} onClick={remove}>
            ×
          </button>
        </span>
      )}
    </li>
  );
}

/**
 * multiselectdragdrop: an ORDERED multiselect. The chosen records form a numbered list that is reordered by
 * dragging (dnd-kit: mouse, pen and touch), by Alt + ↑ / ↓ on an item, or with its move buttons; the order is
 * the value's order. Each move is announced in a live region.
 */
export function SortableSelectWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, placeholder, onBlur, onFocus } = props;
  const choices = useChoices(props);
  const locked = Boolean(disabled || readonly);
  const helpId = useId();
  const [said, setSaid] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE } }));
  const keys = choices.ids.map(String);

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= choices.ids.length || from === to) return;
    choices.move(from, to);
    setSaid(widgetTexts.moved(choices.textOf(choices.ids[from]), to + 1, choices.ids.length));
    // The moved item keeps the keyboard focus at its new place.
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLElement>('.df-sortable__item')[to]?.focus(),
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) moveTo(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <div className="df-multi df-sortable">
      {choices.ids.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          // The move is announced by the widget's own live region below, in Turkish.
          accessibility={{
            screenReaderInstructions: { draggable: widgetTexts.reorderHelp },
            announcements: {
              onDragStart: () => undefined,
              onDragOver: () => undefined,
              onDragEnd: () => undefined,
              onDragCancel: () => undefined,
            },
          }}
        >
          <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={locked}>
            <ol
              ref={list}
              className="df-sortable__list"
              aria-label={`${options.labelText}: ${widgetTexts.chosen(choices.ids.length)}`}
              aria-describedby={locked ? undefined : helpId}
            >
              {choices.ids.map((v, i) => (
                <SortableItem
                  key={String(v)}
                  id={String(v)}
                  index={i}
                  text={choices.textOf(v)}
                  last={i === choices.ids.length - 1}
                  locked={locked}
                  moveTo={moveTo}
                  remove={() => choices.remove(v)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
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
