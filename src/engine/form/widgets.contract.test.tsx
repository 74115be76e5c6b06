import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColumnMeta } from '../../../domain/api/contract';
import { dismissToast, getToasts } from '../../services/notify';
import { frontTestTableColumns } from '../../services/tables.fixtures';
import { translate } from '../schema/translate';
import { FieldPreview } from './FieldPreview/FieldPreview';
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
};

/** Registered widgets that live and are tested elsewhere (their own suites), with where. */
const OWN_SUITE: Record<string, string> = {
  LineTableWidget: 'src/engine/lines (the document line grid, issue 4)',
};
const covered = widgetNames.filter((n) => !(n in OWN_SUITE));

/** Widgets whose value is never empty ('1'/'0'): required adds no check. */
const ALWAYS_SET = new Set(['BooleanWidget', 'ToggleWidget']);

const storyModules = import.meta.glob('./widgets/*/*.stories.tsx');
const labelOf = (c: ColumnMeta) => c.display_name.replace(/\*$/, '');

function renderField(column: ColumnMeta, extra: Partial<Parameters<typeof FieldPreview>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <FieldPreview
      table="front_test_table"
      columns={[column]}
      tables={storyTables()}
      onSubmit={onSubmit}
      {...extra}
    />,
  );
  const field = view.container.querySelector<HTMLElement>(`[data-field="${column.name}"]`)!;
  const control = view.container.querySelector<HTMLElement>(`#root_${column.name}`)!;
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
      const load = storyModules[`./widgets/${name}/${name}.stories.tsx`];
      expect(load, `${name}.stories.tsx`).toBeDefined();
      const stories = (await load()) as Record<string, unknown>;
      expect(Object.keys(stories), name).toEqual(expect.arrayContaining(STATES));
    }
  });
});

describe.each(covered.map((n) => [n, SAMPLES[n]] as const))('%s', (name, column) => {
  afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

  it('is labelled by its field label and marks a required field', () => {
    const { control, field } = renderField({ ...column, display_name: `${labelOf(column)}*` });
    expect(control, 'an element with the field id').not.toBeNull();
    const label = within(field).getByText(labelOf(column), { selector: 'label' });
    expect(label).toHaveAttribute('for', control.id);
    expect(within(field).getByText('*')).toHaveClass('df-required');
  });

  it('describes its error by aria-describedby', () => {
    const message = `${labelOf(column)} için sunucu hatası.`;
    const { control } = renderField(column, { extraErrors: { [column.name]: { __errors: [message] } } });
    expect(control.getAttribute('aria-describedby')).toContain(`root_${column.name}__error`);
    expect(document.getElementById(`root_${column.name}__error`)).toHaveTextContent(message);
  });

  it('leaves nothing to change when disabled', () => {
    const { field } = renderField(column, { disabled: true });
    const controls = field.querySelectorAll<HTMLInputElement>('input, select, textarea, button');
    for (const c of controls) expect(c.disabled || c.readOnly || c.type === 'hidden', c.outerHTML).toBe(true);
  });

  it(
    ALWAYS_SET.has(name)
      ? 'saves when required, holding 0'
      : 'stops an empty required save with the spec’s text',
    async () => {
      const required = { ...column, display_name: `${labelOf(column)}*` };
      const { onSubmit } = renderField(
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
