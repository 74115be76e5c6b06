import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  TranslatableString,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';

/**
 * A property of an object's `additionalProperties`: its key as a text input (renamed on blur, RJSF's
 * `onKeyRenameBlur`), the value, and a remove button. Any other property is drawn as it is.
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, displayLabel, disabled, readonly, schema, uiSchema, registry, children } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return children;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyLabel = registry.translateString(TranslatableString.KeyLabel, [label]);
  const keyId = `${id}-key`;
  return (
    <div className="df-additional" data-additional={label}>
      <div className="df-field">
        {displayLabel && (
          <div className="df-field__label">
            <label htmlFor={keyId}>{keyLabel}</label>
          </div>
        )}
        <input
          key={label}
          id={keyId}
          className="df-input"
          type="text"
          defaultValue={label}
          aria-label={displayLabel ? undefined : keyLabel}
          disabled={disabled || readonly}
          onBlur={props.onKeyRenameBlur}
        />
      </div>
      <div className="df-additional__value">{children}</div>
      <RemoveButton
        id={buttonId(id, 'remove')}
        className="df-additional__remove"
        disabled={disabled || readonly}
        onClick={props.onRemoveProperty}
        uiSchema={uiSchema}
        registry={registry}
      />
    </div>
  );
}
