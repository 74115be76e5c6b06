import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { column } from '../../../../services/tables.fixtures';
import { EngineProvider } from '../../../engine-context';
import { translate, type Layout } from '../../../schema/translate';
import { DefterForm } from '../../DefterForm/DefterForm';
import type { RuleView } from '../../DefterForm/field-states';

// Layouts and groups of 002 §2 (page, special, stacked, double) and what the rules hide.

const columns = [
  column('fatura_numarasi', 'Fatura Numarası*', 'string'),
  column('fatura_tarihi', 'Fatura Tarihi', 'date'),
  column('iade_fatura_numarasi', 'İade Fatura Numarası', 'string'),
  column('description', 'Açıklama', 'text'),
];
const groups = [
  { id: 'fatura', title: 'Fatura Bilgileri', columns: ['fatura_numarasi', 'fatura_tarihi'] },
  { id: 'iade', title: 'İade Bilgileri', columns: ['iade_fatura_numarasi'] },
  { id: 'diger', title: 'Diğer', columns: ['description'] },
];

function draw(layout: Layout, rules?: RuleView, wide?: string, onSubmit: (d: object) => void = () => {}) {
  const { schema, uiSchema } = translate(columns, { table: 'fatura', layout, groups });
  if (wide)
    uiSchema[wide] = { ...uiSchema[wide], 'ui:options': { ...uiSchema[wide]['ui:options'], span: 'full' } };
  return render(
    <EngineProvider>
      <DefterForm
        schema={schema}
        uiSchema={uiSchema}
        formData={{}}
        rules={rules}
        onChange={() => {}}
        onSubmit={onSubmit}
      />
    </EngineProvider>,
  );
}

describe('ObjectFieldTemplate', () => {
  it.each(['page', 'special', 'stacked', 'double'] as const)(
    'lays out the %s layout by the page’s groups',
    (layout) => {
      const { container } = draw(layout);
      expect(container.querySelector(`.df-form--${layout}`)).not.toBeNull();
      const legends = screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
      expect(legends).toEqual(['Fatura Bilgileri', 'İade Bilgileri', 'Diğer']);
      expect(
        within(screen.getByRole('group', { name: 'Fatura Bilgileri' })).getByLabelText('Fatura Tarihi'),
      ).toBeInTheDocument();
      expect(container.querySelectorAll(`.df-grid--${layout}`)).toHaveLength(3);
    },
  );

  it('draws no group and no field the rules hide, and drops a group left empty', () => {
    draw('page', {
      fields: { fatura_tarihi: { hidden: true }, description: { hidden: true } },
      hiddenGroups: ['iade'],
      invalid: {},
    });
    expect(screen.queryByRole('group', { name: 'İade Bilgileri' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Diğer' })).toBeNull();
    expect(screen.queryByLabelText('Fatura Tarihi')).toBeNull();
    expect(screen.getByLabelText('Fatura Numarası')).toBeInTheDocument();
  });

  it('puts the groups of a double form in two columns (side by side on a wide form), a full-row group below', () => {
    const { container } = draw('double', undefined, 'description');
    const run = container.querySelector('.df-run--split');
    const columnsOf = [...run!.querySelectorAll(':scope > .df-run__column')].map((c) =>
      [...c.querySelectorAll('fieldset')].map((f) => f.getAttribute('data-group')),
    );
    expect(columnsOf).toEqual([['fatura'], ['iade']]);
    // The full-row group is no column's: it spans the form under the run.
    expect(container.querySelector('[data-group="diger"]')?.parentElement).toHaveClass('df-form--double');
  });

  it('keeps a group the rules hide in its column: the others stay where they were', () => {
    const { container } = draw(
      'double',
      { fields: {}, hiddenGroups: ['fatura'], invalid: {} },
      'description',
    );
    const columns = container.querySelectorAll('.df-run--split > .df-run__column');
    expect(columns).toHaveLength(2);
    expect(columns[0].querySelector('fieldset')).toBeNull();
    expect(columns[1].querySelector('[data-group="iade"]')).not.toBeNull();
  });

  it('lets a field span the whole row (the line table of the double layout)', () => {
    const { container } = draw('double', undefined, 'description');
    const cell = screen.getByLabelText('Açıklama').closest('.df-cell');
    expect(cell).toHaveClass('df-cell--wide');
    expect(container.querySelector('[data-group="diger"]')).toHaveClass('df-group--wide');
    expect(container.querySelector('[data-group="fatura"]')).not.toHaveClass('df-group--wide');
  });

  it('requires and disables what the rules say, and never requires a hidden field', () => {
    draw('page', {
      fields: { iade_fatura_numarasi: { required: true, disabled: true }, fatura_numarasi: { hidden: true } },
      hiddenGroups: [],
      invalid: {},
    });
    expect(screen.getByLabelText('İade Fatura Numarası')).toBeRequired();
    expect(screen.getByLabelText('İade Fatura Numarası')).toBeDisabled();
    expect(screen.queryByLabelText('Fatura Numarası')).toBeNull();
  });

  it('does not validate a hidden field: a required one the rules hide lets the form submit', async () => {
    const onSubmit = vi.fn();
    draw(
      'page',
      { fields: { fatura_numarasi: { hidden: true } }, hiddenGroups: [], invalid: {} },
      undefined,
      onSubmit,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Fatura Numarası alanı zorunludur.')).toBeNull();
  });
});
