import { errorId, type FieldTemplateProps } from '@rjsf/utils';

/** Label (without the `*`, with a red `*` when required), the widget, help, and the first error under it. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, rawErrors, hidden, displayLabel, help, schema, classNames } = props;
  if (schema.type === 'object') return children;
  if (hidden) return <div hidden>{children}</div>;
  const error = rawErrors?.[0];
  return (
    <div className={['df-field', error ? 'has-error' : '', classNames ?? ''].filter(Boolean).join(' ')}>
      {displayLabel !== false && (
        <div className="df-field__label">
          <label htmlFor={id}>{label}</label>
          {required && (
            <span className="df-required" aria-hidden="true">
              *
            </span>
          )}
        </div>
      )}
      {children}
      {help}
      {error && (
        <div id={errorId(id)} className="df-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
