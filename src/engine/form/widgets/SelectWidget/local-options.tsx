import {
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  SelectedOptionDescription,
  type EnumOptionsType,
  type RJSFSchema,
} from '@rjsf/utils';
import { useMemo, type ComponentType } from 'react';
import type { FormValues } from '../../../schema/values';
import type { EngineWidgetProps } from '../../form-context';
import type { SelectOption } from './useSelectOptions';

type Options = EnumOptionsType<RJSFSchema>[];
/** A local option: its id is the option's index. */
type LocalOption = SelectOption & { id: string };

/**
 * The local options source of a standard JSON Schema choice (`enum`, `oneOf` / `anyOf` of `const`s, a boolean
 * shown as a select, an array of unique enum items): RJSF's `enumOptions` as the select's static options. An
 * option's id is its index, as in RJSF's own select, so values of any type (numbers, booleans, null, objects) keep
 * their type; `enumDisabled` options are offered but cannot be chosen.
 */
export function localOptions(enumOptions: Options, enumDisabled?: unknown[]): LocalOption[] {
  return enumOptions.map((o, i) => ({
    id: String(i),
    text: o.label,
    ...(enumDisabled?.includes(o.value) ? { disabled: true } : {}),
  }));
}

/**
 * The theme's `SelectWidget`: a column of the engine (its options name a `table`: a relation searched through
 * getSelectColumnData, or a select:static column) goes to the engine's select unchanged; any other choice — a
 * hand-written schema's enum or oneOf — gets the same widget over its local options, no server call (the
 * multiselect when RJSF asks for `multiple`), with the chosen oneOf option's description above it as RJSF shows
 * it. The value is mapped between the schema's values and the option ids.
 */
export function withLocalOptions(
  Select: ComponentType<EngineWidgetProps>,
  MultiSelect: ComponentType<EngineWidgetProps>,
): ComponentType<EngineWidgetProps> {
  function LocalSelect(props: EngineWidgetProps) {
    const { id, label, value, multiple, onChange, onBlur, onFocus } = props;
    const {
      enumOptions = [],
      enumDisabled,
      emptyValue,
    } = props.options as EngineWidgetProps['options'] & {
      enumOptions?: Options;
      enumDisabled?: unknown[];
      emptyValue?: unknown;
    };
    const staticOptions = useMemo(() => localOptions(enumOptions, enumDisabled), [enumOptions, enumDisabled]);
    const options = useMemo(
      () => ({ ...props.options, table: '', column: id, labelText: label, staticOptions }),
      [props.options, id, label, staticOptions],
    );
    const index = enumOptionsIndexForValue(value, enumOptions, Boolean(multiple));
    const Widget = multiple ? MultiSelect : Select;
    return (
      <>
        <SelectedOptionDescription
          id={id}
          multiple={multiple}
          options={props.options}
          registry={props.registry}
          uiSchema={props.uiSchema}
          value={value}
          hideLabel={props.hideLabel}
        />
        <Widget
          {...props}
          options={options}
          value={index}
          onChange={(next: string | string[] | undefined) =>
            onChange(
              next === undefined
                ? multiple
                  ? []
                  : emptyValue
                : (enumOptionsValueForIndex(next, enumOptions, emptyValue) as FormValues[string]),
            )
          }
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      </>
    );
  }
  function SelectWidget(props: EngineWidgetProps) {
    return typeof props.options.table === 'string' ? <Select {...props} /> : <LocalSelect {...props} />;
  }
  return SelectWidget;
}
