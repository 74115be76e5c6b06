import type { ThemeProps } from '@rjsf/core';
import { ObjectField } from './fields/ObjectField/ObjectField';
import { templates } from './templates';
import { widgets } from './widgets';
import './theme.css';

const theme: ThemeProps = { widgets, templates, fields: { ObjectField } };

/** The Defter RJSF theme: the SAME object (and component instances) on every call, so forms never remount. */
export function createDefterTheme(): ThemeProps {
  return theme;
}
