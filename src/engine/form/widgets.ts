import type { RegistryWidgetsType } from '@rjsf/utils';
import { LineTableWidget } from '../lines/LineTableWidget/LineTableWidget';
import { fieldWidgets } from './field-widgets';

/**
 * The theme's widgets by the name translate() writes in `ui:widget`: the field widgets (field-widgets.ts, one line
 * per widget) and the line grid of a document's lines column.
 */
export const widgets = { ...fieldWidgets, LineTableWidget } as unknown as RegistryWidgetsType;

/** The registered widget names (the contract test walks them). */
export const widgetNames = Object.keys(widgets);
