import type { LineError } from '../../../../domain/api/contract';
import type { IChangeEvent, ThemeProps } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FormValues } from '../../schema/values';
import type { EngineFormContext, FieldErrorMap } from '../form-context';
import { turkishStrings } from '../rjsf-strings';
import { createDefterTheme } from '../theme';
import { decimalLimits, turkishErrors, validator } from '../validation';
import { EngineForm } from './EngineForm';
import { applyFieldStates, fieldStatesKey, NO_RULES, type RuleView } from './field-states';

/** The form data as a store that widgets subscribe to; `emit` after each change. */
function createDataStore(get: () => FormValues) {
  const listeners = new Set<() => void>();
  return {
    get,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    emit: () => listeners.forEach((l) => l()),
  };
}

// The theme's parts as the form's props, the same objects on every render (RJSF's withTheme builds new ones each
// time, which makes every render of the form look like a change of props).
const { widgets, templates, fields } = createDefterTheme() as ThemeProps<
  FormValues,
  RJSFSchema,
  EngineFormContext
>;
type ChangeEvent = IChangeEvent<FormValues, RJSFSchema, EngineFormContext>;

/** Props of the engine's form: the translated schema, the data, the rules' decisions and the server's errors. */
export interface DefterFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: FormValues;
  displays?: Record<string, string>;
  /** What the page's rules decided (hidden, required, disabled fields; hidden groups). */
  rules?: RuleView;
  /** Admin mode: technical names beside the labels. */
  admin?: boolean;
  saving?: boolean;
  /** Kaydet is disabled (a check outside the rules refuses the record, e.g. the e-Fatura user check). */
  saveBlocked?: boolean;
  disabled?: boolean;
  /** Server field errors, `{col: {__errors: [text]}}`. */
  extraErrors?: FieldErrorMap;
  /** The server's line errors of a lines column (store/update's `line_errors`). */
  lineErrors?: Record<string, LineError[]>;
  onChange: (formData: FormValues, fieldId?: string) => void;
  onSubmit: (formData: FormValues) => void;
  /** Client validation stopped the submit (one entry per failing field). */
  onError?: (errors: RJSFValidationError[]) => void;
  /** A widget chose an option: its text under `column#id` (useRecordForm keeps it in the displays). */
  onDisplay?: (key: string, text: string) => void;
  /** Bumped when a save was stopped by field errors: the first invalid field gets the focus. */
  focusRequest?: number;
  /** Prefix of the fields' ids ('root' unless told): a form in a modal over another form needs its own. */
  idPrefix?: string;
}

/** The property an RJSF error is about: `.tc` or `tc` → tc. */
const propertyOf = (e: RJSFValidationError) =>
  (e.property ?? '').replace(/^\./, '').split('.')[0] ||
  (e.name === 'required' ? String(e.params?.missingProperty ?? '') : '');

/**
 * RJSF with the Defter theme, ajv, Turkish messages, no HTML5 validation and no error list on top. The rules
 * make fields required, disabled or hidden; a hidden field is neither drawn nor validated.
 */
export function DefterForm(props: DefterFormProps) {
  const { formData, displays, saving, disabled, extraErrors, onChange, onSubmit, onError } = props;
  const rules = props.rules ?? NO_RULES;
  const key = fieldStatesKey(rules.fields);
  // The schema changes only when what the rules require or disable changes, not on every keystroke.
  const fieldsRef = useRef(rules.fields);
  fieldsRef.current = rules.fields;
  const { schema, uiSchema } = useMemo(
    () => applyFieldStates(props.schema, props.uiSchema, fieldsRef.current),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for rules.fields
    [props.schema, props.uiSchema, key],
  );
  const hidden = useMemo(
    () => new Set(Object.keys(fieldsRef.current).filter((f) => fieldsRef.current[f].hidden)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for rules.fields
    [key],
  );
  const groupsKey = rules.hiddenGroups.join('|');
  const hiddenGroups = useMemo(() => new Set(groupsKey ? groupsKey.split('|') : []), [groupsKey]);
  const transformErrors = useMemo(() => {
    const turkish = turkishErrors(schema);
    return (errors: RJSFValidationError[]) => turkish(errors.filter((e) => !hidden.has(propertyOf(e))));
  }, [schema, hidden]);
  // The formContext stays the same object while the user types, so that RJSF re-renders only the changed
  // field (a new context re-rendered all 500 fields of a form on each keystroke: issue 3's bench). Widgets
  // that read other fields subscribe to the store (useFormValue / useFormData in form-context.ts).
  const latest = useRef({ formData, onChange, onSubmit, onDisplay: props.onDisplay });
  latest.current = { formData, onChange, onSubmit, onDisplay: props.onDisplay };
  // Stable handlers: a keystroke then changes no prop of the form but its data (EngineForm's echo shortcut).
  const handlers = useMemo(
    () => ({
      change: (e: ChangeEvent, id?: string) => latest.current.onChange(e.formData ?? {}, id),
      submit: (e: ChangeEvent) => latest.current.onSubmit(e.formData ?? {}),
    }),
    [],
  );
  const [store] = useState(() => createDataStore(() => latest.current.formData));
  useLayoutEffect(() => store.emit(), [formData, store]);
  const formContext = useMemo(
    () => ({
      get formData() {
        return latest.current.formData;
      },
      store,
      displays: displays ?? {},
      saving,
      saveBlocked: props.saveBlocked,
      hidden,
      hiddenGroups,
      admin: props.admin,
      setValues: (patch: FormValues) => latest.current.onChange({ ...latest.current.formData, ...patch }),
      remember: (key: string, text: string) => latest.current.onDisplay?.(key, text),
      lineErrors: props.lineErrors,
    }),
    [props.lineErrors, props.saveBlocked, displays, saving, hidden, hiddenGroups, props.admin, store],
  );
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!props.focusRequest) return;
    const timer = setTimeout(() => {
      const box = boxRef.current;
      const first =
        box?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        box?.querySelector<HTMLElement>('.has-error :is(input, select, textarea, button, [tabindex="0"])');
      first?.focus();
    });
    return () => clearTimeout(timer);
  }, [props.focusRequest]);
  return (
    <div ref={boxRef} className="df-form-box">
      <EngineForm
        schema={schema}
        uiSchema={uiSchema as UiSchema<FormValues, RJSFSchema, EngineFormContext>}
        formData={formData}
        formContext={formContext}
        widgets={widgets}
        templates={templates}
        fields={fields}
        idPrefix={props.idPrefix}
        disabled={disabled}
        validator={validator}
        noHtml5Validate
        translateString={turkishStrings}
        showErrorList={false}
        transformErrors={transformErrors}
        customValidate={decimalLimits}
        extraErrors={extraErrors as ErrorSchema<FormValues> | undefined}
        onChange={handlers.change}
        onSubmit={handlers.submit}
        onError={onError}
      />
    </div>
  );
}
