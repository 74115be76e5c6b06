import { themeQuartz } from 'ag-grid-community';

/**
 * AG Grid's colours taken from the design tokens (src/app/tokens.css), so the list and line grids follow the
 * light and dark themes with every other widget. AG Grid writes these values into CSS, so a `var(--token)`
 * is resolved by the browser and changes with `data-theme` without rebuilding the grid.
 */
export const gridColours = {
  backgroundColor: 'var(--surface)',
  foregroundColor: 'var(--text)',
  textColor: 'var(--text)',
  headerBackgroundColor: 'var(--surface-2)',
  headerTextColor: 'var(--text)',
  borderColor: 'var(--border)',
  rowBorder: { color: 'var(--divider)' },
  oddRowBackgroundColor: 'var(--surface)',
  rowHoverColor: 'var(--primary-soft)',
  selectedRowBackgroundColor: 'var(--primary-soft)',
  accentColor: 'var(--primary)',
  inputBackgroundColor: 'var(--input-bg)',
  inputTextColor: 'var(--input-text)',
  inputBorder: { color: 'var(--input-border)' },
  inputPlaceholderTextColor: 'var(--placeholder)',
  inputDisabledBackgroundColor: 'var(--input-disabled-bg)',
  inputDisabledTextColor: 'var(--input-disabled-text)',
  menuBackgroundColor: 'var(--surface)',
  menuTextColor: 'var(--text)',
  tooltipBackgroundColor: 'var(--tooltip-bg)',
  tooltipTextColor: 'var(--tooltip-text)',
  chromeBackgroundColor: 'var(--surface-2)',
  subtleTextColor: 'var(--muted)',
  invalidColor: 'var(--danger)',
  browserColorScheme: 'inherit',
  fontFamily: 'inherit',
  headerFontWeight: 600,
} as const;

/** The list grid's theme. */
export const listGridTheme = themeQuartz.withParams({ ...gridColours, spacing: 6 });

/** The line grid's theme (a little denser). */
export const lineGridTheme = themeQuartz.withParams({ ...gridColours, spacing: 5 });
