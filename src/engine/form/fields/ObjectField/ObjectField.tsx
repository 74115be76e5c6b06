import { getDefaultRegistry } from '@rjsf/core';
import {
  getTemplate,
  getUiOptions,
  orderProperties,
  shouldRenderOptionalField,
  toFieldPathId,
  type FieldPathId,
  type FieldProps,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
} from '@rjsf/utils';
import { memo, useMemo, useRef } from 'react';
import type { FormValues } from '../../../schema/values';
import type { EngineFormContext } from '../../form-context';

type Props = FieldProps<FormValues, RJSFSchema, EngineFormContext>;

const CoreObjectField = getDefaultRegistry<FormValues, RJSFSchema, EngineFormContext>().fields.ObjectField;

// Keywords that make a schema depend on its data (RJSF resolves them on every change).
const DYNAMIC = [
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  'dependencies',
  'additionalProperties',
  'patternProperties',
];
const flatCache = new WeakMap<object, boolean>();
/** True for an object of plain properties: what translate() makes of a table's columns. */
function isFlat(schema: RJSFSchema): boolean {
  let flat = flatCache.get(schema);
  if (flat === undefined) {
    const props = Object.values(schema.properties ?? {});
    flat =
      !DYNAMIC.some((k) => k in schema) &&
      props.every((p) => typeof p === 'object' && !DYNAMIC.some((k) => k in p) && p.type !== 'object');
    flatCache.set(schema, flat);
  }
  return flat;
}

interface PropertyProps extends Omit<Props, 'fieldPathId' | 'name' | 'schema'> {
  name: string;
  schema: RJSFSchema;
  parentPath: FieldPathId;
}

/** One property: memoised, so a keystroke re-renders the field it changed and no other. */
const Property = memo(function Property(props: PropertyProps) {
  const { name, parentPath, registry, ...rest } = props;
  const fieldPathId = useMemo(
    () => toFieldPathId(name, registry.globalFormOptions, parentPath.path),
    [name, registry.globalFormOptions, parentPath.path],
  );
  const { SchemaField } = registry.fields;
  return <SchemaField {...rest} name={name} fieldPathId={fieldPathId} registry={registry} />;
});

type TemplateProperty = ObjectFieldTemplateProps<
  FormValues,
  RJSFSchema,
  EngineFormContext
>['properties'][number];

/** A property's entry for the template, with what it was made from. */
interface Entry {
  data: unknown;
  errors: unknown;
  ui: unknown;
  property: TemplateProperty;
}

/**
 * The form's object field. The engine's forms are flat objects of plain fields; RJSF's own object field
 * re-resolves the whole schema and hands every property new props on each change. Here each property keeps
 * its schema object, and a property whose value and errors did not change keeps its very element and template
 * entry, so a keystroke renders the field it changed and React skips the others without comparing them.
 * Anything else goes to RJSF's field.
 */
export function ObjectField(props: Props) {
  const { schema, uiSchema = {}, formData, errorSchema, fieldPathId, registry } = props;
  const { disabled, readonly, hideError, onChange, onBlur, onFocus } = props;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  // An optional object under RJSF's optional-data controls (add / remove its data) is RJSF's to draw.
  const flat =
    isFlat(schema) &&
    !(
      uiOptions.enableOptionalDataFieldForType &&
      shouldRenderOptionalField(registry, schema, props.required ?? false, uiSchema)
    );
  const uiOrder = uiOptions.order;
  const names = useMemo(
    () => (flat ? orderProperties(Object.keys(schema.properties ?? {}), uiOrder) : []),
    [flat, schema, uiOrder],
  );
  // The entries made on the last render, valid while everything but the data and errors stays the same.
  const made = useRef<{ shared: unknown[]; entries: Map<string, Entry> }>({ shared: [], entries: new Map() });
  if (!flat) return <CoreObjectField {...props} />;
  // (RJSF hands a new copy of the uiSchema on every render: each property's own part is compared instead.)
  const shared = [schema, registry, fieldPathId, onChange, onBlur, onFocus, disabled, readonly, hideError];
  if (shared.length !== made.current.shared.length || shared.some((v, i) => v !== made.current.shared[i]))
    made.current = { shared, entries: new Map() };
  const entries = made.current.entries;
  const required = new Set(schema.required ?? []);
  const Template = getTemplate<'ObjectFieldTemplate', FormValues, RJSFSchema, EngineFormContext>(
    'ObjectFieldTemplate',
    registry,
    getUiOptions(uiSchema),
  );
  const data = (formData ?? {}) as Record<string, unknown>;
  const errors = errorSchema as Record<string, unknown> | undefined;
  const property = (name: string): TemplateProperty => {
    const value = data[name];
    const error = errors?.[name];
    const propertyUi = uiSchema[name];
    const last = entries.get(name);
    if (last && last.data === value && last.errors === error && last.ui === propertyUi) return last.property;
    const entry: Entry = {
      data: value,
      errors: error,
      ui: propertyUi,
      property: {
        name,
        readonly,
        disabled,
        hidden: getUiOptions(propertyUi).widget === 'hidden',
        content: (
          <Property
            key={name}
            name={name}
            parentPath={fieldPathId}
            schema={schema.properties![name] as RJSFSchema}
            uiSchema={propertyUi}
            required={required.has(name)}
            formData={value as FormValues}
            errorSchema={error as Props['errorSchema']}
            onChange={onChange}
            onBlur={onBlur}
            onFocus={onFocus}
            registry={registry}
            disabled={disabled}
            readonly={readonly}
            hideError={hideError}
          />
        ),
      },
    };
    entries.set(name, entry);
    return entry.property;
  };
  // Title and description as RJSF's object field gives them (the engine's root schema has neither).
  const ui = uiOptions;
  const templateProps: ObjectFieldTemplateProps<FormValues, RJSFSchema, EngineFormContext> = {
    title: ui.label === false ? '' : (ui.title ?? schema.title ?? props.title ?? props.name ?? ''),
    description: ui.label === false ? undefined : (ui.description ?? schema.description),
    properties: names.map(property),
    readonly,
    disabled,
    required: props.required,
    fieldPathId,
    uiSchema,
    errorSchema,
    schema,
    formData,
    registry,
    onAddProperty: () => undefined,
  };
  return <Template {...templateProps} />;
}
