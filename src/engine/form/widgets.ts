import type { RegistryWidgetsType } from '@rjsf/utils';
import { BooleanWidget } from './widgets/BooleanWidget/BooleanWidget';
import { NumericWidget } from './widgets/NumericWidget/NumericWidget';
import { SelectWidget } from './widgets/SelectWidget/SelectWidget';
import { TextareaWidget } from './widgets/TextareaWidget/TextareaWidget';
import { TextWidget } from './widgets/TextWidget/TextWidget';

/** The theme's widgets by the name translate() writes in `ui:widget`; one line per widget. */
export const widgets = {
  TextWidget,
  TextareaWidget,
  NumericWidget,
  SelectWidget,
  BooleanWidget,
} as unknown as RegistryWidgetsType;
