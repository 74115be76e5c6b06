import { ADDITIONAL_PROPERTY_FLAG, errorId, getTemplate, type FieldTemplateProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { EngineFormContext } from '../../form-context';
import './FieldTemplate.css';

/**
 * (A `ui:widget: checkbox` draws its label itself, as in RJSF.)
 * Label (without the `*`, with a red `*` when required; in admin mode the technical name beside it), the
 * description, the widget, help, and the first error under it. An object draws its own title (the object
 * template); a property of `additionalProperties` gets its key input and remove button around it.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, rawErrors, hidden, displayLabel, help, schema, classNames } = props;
  const additional = ADDITIONAL_PROPERTY_FLAG in schema;
  if (schema.type === 'object')
    return additional
      ? wrap(
          props,
          <>
            {displayLabel !== false && (
              <div className="df-field__label">
                <label htmlFor={id}>{label}</label>
              </div>
            )}
            {children}
          </>,
        )
      : children;
  if (hidden) return <div hidden>{children}</div>;
  const error = rawErrors?.[0];
  const admin = (props.registry.formContext as EngineFormContext | undefined)?.admin;
  const column =
    (props.uiSchema?.['ui:options'] as { column?: string } | undefined)?.column ?? id.replace(/^root_/, '');
  const field = (
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
      {displayLabel !== false && props.uiSchema?.['ui:widget'] !== 'checkbox' && (
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
      {displayLabel !== false && props.rawDescription ? props.description : null}
      {children}
      {help}
      {error && (
        <div id={errorId(id)} className="df-field__error">
          {error}
        </div>
      )}
    </div>
  );
  return additional ? wrap(props, field) : field;
}

function wrap(props: FieldTemplateProps, content: ReactNode) {
  const Wrap = getTemplate('WrapIfAdditionalTemplate', props.registry, props.uiSchema?.['ui:options']);
  return <Wrap {...props}>{content}</Wrap>;
}
