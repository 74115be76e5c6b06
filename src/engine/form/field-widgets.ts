import type { RegistryWidgetsType } from '@rjsf/utils';
import { BooleanWidget } from './widgets/BooleanWidget/BooleanWidget';
import { DateTimeWidget } from './widgets/DateTimeWidget/DateTimeWidget';
import { DateWidget } from './widgets/DateWidget/DateWidget';
import { FilesWidget } from './widgets/FilesWidget/FilesWidget';
import { JsonWidget } from './widgets/JsonWidget/JsonWidget';
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

/**
 * The field widgets by the name translate() writes in `ui:widget`; one line per widget. The line grid's parts
 * (cell editor, tax dialog, totals) draw their cells with these; widgets.ts adds the line grid itself.
 */
export const fieldWidgets = {
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
} as unknown as RegistryWidgetsType;
