import './JsonViewer.css';

/** A JSON value, pretty-printed (files picked in the browser shown by name), in a collapsible section. */
export function JsonViewer({ title, value, open }: { title: string; value: unknown; open?: boolean }) {
  const text = JSON.stringify(
    value,
    (_, v) => (typeof File !== 'undefined' && v instanceof File ? `[dosya: ${v.name}]` : v),
    2,
  );
  return (
    <details className="df-json" open={open}>
      <summary className="df-json__title">{title}</summary>
      <pre className="df-json__body" aria-label={title} tabIndex={0}>
        {text ?? 'undefined'}
      </pre>
    </details>
  );
}
