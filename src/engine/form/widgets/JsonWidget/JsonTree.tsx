import { widgetTexts } from '../_parts/texts';

/** A JSON value as a collapsible tree: objects and arrays as <details>, scalars as text. */
export function JsonTree({ value, name }: { value: unknown; name?: string }) {
  const label = name !== undefined ? <span className="df-json__key">{name}: </span> : null;
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i + 1), v] as const)
      : Object.entries(value);
    return (
      <details open className="df-json__node">
        <summary>
          {label}
          <span className="df-json__meta">
            {Array.isArray(value) ? '[ ]' : '{ }'} {widgetTexts.items(entries.length)}
          </span>
        </summary>
        <ul className="df-json__children">
          {entries.map(([k, v]) => (
            <li key={k}>
              <JsonTree name={k} value={v} />
            </li>
          ))}
        </ul>
      </details>
    );
  }
  return (
    <span className="df-json__leaf">
      {label}
      <span className={`df-json__${value === null ? 'null' : typeof value}`}>{JSON.stringify(value)}</span>
    </span>
  );
}
