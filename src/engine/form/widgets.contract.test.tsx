import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ColumnMeta } from '../../../domain/api/contract';
import { invoiceLines } from '../../../domain/pages/document-lines';
import { dismissToast, getToasts } from '../../services/notify';
import { frontTestTableColumns } from '../../services/tables.fixtures';
import { createMemoryTables } from '../../services/tables.memory';
import { invoiceHeaderColumns, invoiceTables } from '../lines/fixtures/invoice-fixtures';
import { translate } from '../schema/translate';
import { FieldPreview, type FieldPreviewProps } from './FieldPreview/FieldPreview';
import { storyTables } from './widgets/_parts/story-kit';
import { widgetNames } from './widgets';

// One suite for every registered widget (docs/style.md #15): a new widget is covered by adding its folder,
// its registry line and a sample column here — the first test fails until it has one.

/** The states every widget's stories show (issue 3, part 8). */
const STATES = ['Empty', 'Filled', 'Disabled', 'Error', 'Required', 'LongTurkishText'];

const col = (name: string) => frontTestTableColumns().find((c) => c.name === name)!;

/** A column of the Storybook test table that translate() gives each widget. */
const SAMPLES: Record<string, ColumnMeta> = {
  TextWidget: col('metin'),
  MaskedWidget: col('tc'),
  PasswordWidget: col('sifre'),
  PhoneWidget: col('phone'),
  TextareaWidget: col('aciklama'),
  NumericWidget: col('tutar'),
  DateWidget: col('islem_tarihi'),
  DateTimeWidget: col('duzenleme_tarihi'),
  TimeWidget: col('islem_saati'),
  MonthWidget: col('ay'),
  BooleanWidget: col('aktif'),
  ToggleWidget: col('kasa_banka'),
  SelectWidget: col('cari_hesap_id'),
  MultiSelectWidget: col('hizmet_illeri'),
  SortableSelectWidget: col('teslimat_sirasi'),
  FilesWidget: col('belgeler'),
  PlainWidget: col('durum'),
  JsonWidget: col('ayarlar'),
  LineTableWidget: invoiceHeaderColumns().find((c) => c.name === 'mal_hizmet_json')!,
};

/**
 * What differs for a widget, and why. The line grid (LineTableWidget, src/engine/lines) is not one input but a
 * group of cells, a line count and a totals panel: its field id is on the group (named by the label, described
 * by the error and the grid's key help), its cells are grid cells (a disabled grid opens no editor in them), and
 * the totals panel's open/close button stays usable when disabled (it changes no value). It renders over the
 * invoice fixtures (the lookups of its lines) with the invoice's lines definition, once its rows are drawn.
 */
const SETUP: Record<
  string,
  { props: () => Partial<FieldPreviewProps>; ready?: (field: HTMLElement) => void }
> = {
  LineTableWidget: {
    props: () => ({
      table: 'satis_fatura',
      tables: createMemoryTables(invoiceTables()),
      lines: invoiceLines,
    }),
    ready: (field) => expect(field.querySelector('.ag-row [col-id="miktar"]')).not.toBeNull(),
  },
};
const covered = widgetNames;

/** Widgets whose value is never empty ('1'/'0'): required adds no check. */
const ALWAYS_SET = new Set(['BooleanWidget', 'ToggleWidget']);

const storyModules = import.meta.glob(['./widgets/*/*.stories.tsx', '../lines/*/*.stories.tsx']);
const storiesOf = (name: string) =>
  Object.entries(storyModules).find(([path]) => path.endsWith(`/${name}/${name}.stories.tsx`))?.[1];
const labelOf = (c: ColumnMeta) => c.display_name.replace(/\*$/, '');

async function renderField(name: string, column: ColumnMeta, extra: Partial<FieldPreviewProps> = {}) {
  const onSubmit = vi.fn();
  const setup = SETUP[name];
  const view = render(
    <FieldPreview
      table="front_test_table"
      columns={[column]}
      tables={storyTables()}
      onSubmit={onSubmit}
      {...setup?.props()}
      {...extra}
    />,
  );
  const field = view.container.querySelector<HTMLElement>(`[data-field="${column.name}"]`)!;
  const control = view.container.querySelector<HTMLElement>(`#root_${column.name}`)!;
  if (setup?.ready) await waitFor(() => setup.ready!(field), { timeout: 15_000 });
  return { field, control, onSubmit };
}

describe('the widget registry', () => {
  it('has a sample column for every widget, and translate() names that widget for it', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...covered].sort());
    for (const [name, c] of Object.entries(SAMPLES)) {
      const { uiSchema } = translate([c], { table: 'front_test_table' });
      expect(uiSchema[c.name]['ui:widget'], c.name).toBe(name);
    }
  });

  it('has stories in every state for every widget', async () => {
    for (const name of covered) {
      const load = storiesOf(name);
      expect(load, `${name}.stories.tsx`).toBeDefined();
      const stories = (await load!()) as Record<string, unknown>;
      expect(Object.keys(stories), name).toEqual(expect.arrayContaining(STATES));
    }
  });
});

describe.each(covered.map((n) => [n, SAMPLES[n]] as const))('%s', (name, column) => {
  afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));
  // jsdom lays nothing out: AG Grid hides a popup editor whose cell has an empty rectangle, so cells get one.
  let rect: { mockRestore: () => void } | undefined;
  beforeAll(() => {
    if (name !== 'LineTableWidget') return;
    rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
      x: 10,
      y: 10,
      top: 10,
      left: 10,
      bottom: 50,
      right: 210,
      width: 200,
      height: 40,
      toJSON: () => ({}),
    }));
  });
  afterAll(() => rect?.mockRestore());

  it('is labelled by its field label and marks a required field', async () => {
    const { control, field } = await renderField(name, { ...column, display_name: `${labelOf(column)}*` });
    expect(control, 'an element with the field id').not.toBeNull();
    const label = within(field).getByText(labelOf(column), { selector: 'label' });
    expect(label).toHaveAttribute('for', control.id);
    expect(within(field).getByText('*')).toHaveClass('df-required');
  });

  it('describes its error by aria-describedby', async () => {
    const message = `${labelOf(column)} için sunucu hatası.`;
    const { control } = await renderField(name, column, {
      extraErrors: { [column.name]: { __errors: [message] } },
    });
    expect(control.getAttribute('aria-describedby')).toContain(`root_${column.name}__error`);
    expect(document.getElementById(`root_${column.name}__error`)).toHaveTextContent(message);
  });

  it('leaves nothing to change when disabled', async () => {
    const { field } = await renderField(name, column, { disabled: true });
    const controls = field.querySelectorAll<HTMLInputElement>('input, select, textarea, button');
    // A disclosure (aria-expanded) only shows or hides a part of the field; it changes no value.
    for (const c of controls)
      if (!c.hasAttribute('aria-expanded'))
        expect(c.disabled || c.readOnly || c.type === 'hidden', c.outerHTML).toBe(true);
    // Grid cells (the line grid): a key typed on any cell of a line opens no editor there.
    const row = field.querySelector('[role="row"][row-index="0"]');
    for (const cell of row?.querySelectorAll<HTMLElement>('[role="gridcell"][col-id]') ?? []) {
      await userEvent.click(cell);
      await userEvent.keyboard('5');
      expect(document.activeElement?.matches('input, textarea'), cell.getAttribute('col-id')!).toBe(false);
    }
  });

  it(
    ALWAYS_SET.has(name)
      ? 'saves when required, holding 0'
      : 'stops an empty required save with the spec’s text',
    async () => {
      const required = { ...column, display_name: `${labelOf(column)}*` };
      const { onSubmit } = await renderField(
        name,
        required,
        ALWAYS_SET.has(name) ? { formData: { [column.name]: '0' } } : {},
      );
      await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
      if (ALWAYS_SET.has(name)) expect(onSubmit).toHaveBeenCalledWith({ [column.name]: '0' });
      else {
        expect(await screen.findByText(`${labelOf(column)} alanı zorunludur.`)).toBeInTheDocument();
        expect(onSubmit).not.toHaveBeenCalled();
      }
    },
  );
});
