import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useSyncExternalStore } from 'react';
import type { LineError } from '../../../domain/api/contract';
import type { FormValues } from '../schema/values';
import type { FieldOptions } from '../schema/translate';

/** The form data as a store: widgets that read OTHER fields subscribe to it (useFormValue, useFormData). */
export interface FormDataStore {
  get(): FormValues;
  subscribe(listener: () => void): () => void;
}

/** What the engine puts in RJSF's formContext: the whole form data and the known relation texts. */
export interface EngineFormContext {
  /**
   * The data at the time of reading. DefterForm keeps its formContext the same object while the user types
   * (so RJSF re-renders only the changed field): read other fields with useFormValue / useFormData.
   */
  formData: FormValues;
  /** The data as a store (DefterForm); absent in hand-made contexts (line cells), which re-render instead. */
  store?: FormDataStore;
  /**
   * Display texts of chosen relations: by column (from the edit load) and by `column#id` (options the user
   * chose, multiselect items).
   */
  displays: Record<string, string>;
  /** Keeps a chosen option's text in the form's displays (`column#id`), so drafts and save-tests keep it. */
  remember?: (key: string, text: string) => void;
  saving?: boolean;
  /** Kaydet disabled by a check outside the rules (DefterForm's `saveBlocked`). */
  saveBlocked?: boolean;
  /** What the page's rules decided: fields and groups not to draw (DefterForm fills it). */
  hidden?: ReadonlySet<string>;
  hiddenGroups?: ReadonlySet<string>;
  /** Admin mode: technical names beside the labels. */
  admin?: boolean;
  /** Sets other fields as if the user typed them (a select's pay-in-full and exchange-rate buttons). */
  setValues?: (patch: FormValues) => void;
  /** The server's errors of the lines sent in a lines column, by column (the line grid shows them on cells). */
  lineErrors?: Record<string, LineError[]>;
}

const noSubscribe = () => () => {};

/** Another field's current value, re-rendering when it changes (undefined `name`: nothing). */
export function useFormValue(ctx: Partial<EngineFormContext> | undefined, name: string | undefined) {
  const store = ctx?.store;
  return useSyncExternalStore(store?.subscribe ?? noSubscribe, () =>
    name === undefined ? undefined : store ? store.get()[name] : ctx?.formData?.[name],
  );
}

/** The whole form data, re-rendering on every change (the line grid follows its header). */
export function useFormData(ctx: Partial<EngineFormContext> | undefined): FormValues {
  const store = ctx?.store;
  return useSyncExternalStore(store?.subscribe ?? noSubscribe, () =>
    store ? store.get() : (ctx?.formData ?? EMPTY),
  );
}
const EMPTY: FormValues = {};

/** The engine's widget props: RJSF's, with our `ui:options`. */
export type EngineWidgetProps = WidgetProps<FormValues, any, EngineFormContext> & { options: FieldOptions };

/** Server field errors as the form shows them: the first message of each field. */
export type FieldErrorMap = Record<string, { __errors?: string[] }>;

/** ARIA attributes every input of the theme carries (required, invalid, described by help and error). */
export function inputAria(props: { id: string; required?: boolean; rawErrors?: string[] }, extra?: string) {
  return {
    'aria-required': props.required || undefined,
    'aria-invalid': props.rawErrors?.length ? true : undefined,
    'aria-describedby': [ariaDescribedByIds(props.id), extra].filter(Boolean).join(' '),
  };
}
