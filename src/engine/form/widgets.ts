import type { RegistryWidgetsType } from '@rjsf/utils';
import { BooleanWidget } from './widgets/BooleanWidget/BooleanWidget';
import { DateTimeWidget } from './widgets/DateTimeWidget/DateTimeWidget';
import { DateWidget } from './widgets/DateWidget/DateWidget';
import { FilesWidget } from './widgets/FilesWidget/FilesWidget';
import { JsonWidget } from './widgets/JsonWidget/JsonWidget';
import { LineTableWidget } from '../lines/LineTableWidget/LineTableWidget';
import { MaskedWidget } from './widgets/MaskedWidget/MaskedWidget';
import { MonthWidget } from './widgets/MonthWidget/MonthWidget';
import { MultiSelectWidget } from './widgets/MultiSelectWidget/MultiSelectWidget';
import { NumericWidget } from './widgets/NumericWidget/NumericWidget';
import { PasswordWidget } from './widgets/PasswordWidget/PasswordWidget';
import { PhoneWidget } from './widgets/PhoneWidget/PhoneWidget';
import { PlainWidget } from './widgets/PlainWidget/PlainWidget';
import { withLocalOptions } from './widgets/SelectWidget/local-options';
import { SelectWidget } from './widgets/SelectWidget/SelectWidget';
import { SortableSelectWidget } from './widgets/SortableSelectWidget/SortableSelectWidget';
import { TextareaWidget } from './widgets/TextareaWidget/TextareaWidget';
import { TextWidget } from './widgets/TextWidget/TextWidget';
import { TimeWidget } from './widgets/TimeWidget/TimeWidget';
import { ToggleWidget } from './widgets/ToggleWidget/ToggleWidget';
import './widgets/widgets.css';

/** The theme's widgets by the name translate() writes in `ui:widget`; one line per widget. */
export const widgets = {
  TextWidget,
  MaskedWidget,
  PasswordWidget,
  PhoneWidget,
  TextareaWidget,
  NumericWidget,
  DateWidget,
  DateTimeWidget,
  TimeWidget,
  MonthWidget,
  BooleanWidget,
  ToggleWidget,
  // A relation or select:static column: the engine's select; any other enum / oneOf: the same over local options.
  SelectWidget: withLocalOptions(SelectWidget, MultiSelectWidget),
  MultiSelectWidget,
  SortableSelectWidget,
  FilesWidget,
  PlainWidget,
  JsonWidget,
  LineTableWidget,
} as unknown as RegistryWidgetsType;

/** The registered widget names (the contract test walks them). */
export const widgetNames = Object.keys(widgets);
