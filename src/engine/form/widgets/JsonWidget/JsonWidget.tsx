import { useState } from 'react';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { parseJson } from '../../../schema/json';
import { widgetTexts } from '../_parts/texts';
import { JsonTree } from './JsonTree';

/**
 * jsonb / jsonviewer: a small JSON editor (the text, a "format" button, a tree view) and, read-only, a
 * viewer. The form value is the JSON text; a text that does not parse stops the save with a field error.
 */
export function JsonWidget(props: EngineWidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const text = value === undefined || value === null ? '' : String(value);
  const locked = disabled || readonly;
  const [tree, setTree] = useState(locked);
  const parsed = parseJson(text);
  return (
    <div className="df-json">
      {!locked && (
        <div className="df-json__tools">
          <button
            type="button"
            className="df-linkbtn"
            disabled={!parsed.ok || text === ''}
            onClick={() => parsed.ok && onChange(JSON.stringify(parsed.value, null, 2))}
          >
            {widgetTexts.jsonFormat}
          </button>
          <button type="button" className="df-linkbtn" aria-pressed={tree} onClick={() => setTree((t) => !t)}>
            {tree ? widgetTexts.jsonText : widgetTexts.jsonTree}
          </button>
        </div>
      )}
      {tree ? (
        <div id={id} className="df-json__tree" role="group" tabIndex={0} {...inputAria(props)}>
          {text === '' ? widgetTexts.empty : parsed.ok ? <JsonTree value={parsed.value} /> : text}
        </div>
      ) : (
        <textarea
          id={id}
          name={id}
          className="df-input df-json__text"
          rows={6}
          spellCheck={false}
          value={text}
          autoFocus={autofocus}
          {...inputAria(props)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      )}
    </div>
  );
}
