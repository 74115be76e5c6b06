import { errorId, type FieldTemplateProps } from '@rjsf/utils';
import type { EngineFormContext } from '../../form-context';
import './FieldTemplate.css';

/**
 * Label (without the `*`, with a red `*` when required; in admin mode the technical name beside it), the
 * widget, help, and the first error under it.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, rawErrors, hidden, displayLabel, help, schema, classNames } = props;
  if (schema.type === 'object') return children;
  if (hidden) return <div hidden>{children}</div>;
  const error = rawErrors?.[0];
  const admin = (props.registry.formContext as EngineFormContext | undefined)?.admin;
  const column =
    (props.uiSchema?.['ui:options'] as { column?: string } | undefined)?.column ?? id.replace(/^root_/, '');
  return (
    <div
      className={[
        'df-field',
        error ? 'has-error' : '',
        // Disabled and read-only fields look different from editable ones and from each other (theme.css).
        props.disabled ? 'is-disabled' : props.readonly ? 'is-readonly' : '',
        classNames ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-field={column}
    >
      {displayLabel !== false && (
        <div className="df-field__label">
          <label htmlFor={id}>{label}</label>
          {required && (
            <span className="df-required" aria-hidden="true">
              *
            </span>
          )}
          {admin && <code className="df-field__tech">{column}</code>}
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
