import { describe, expect, it, vi } from 'vitest';
import { GUI_TYPES, type ColumnMeta } from '../../../domain/api/contract';
import { column, relation } from '../../services/tables.fixtures';
import { translate } from './translate';

const T = { table: 'cari_hesap' };
const one = (c: ColumnMeta) => {
  const out = translate([c], T);
  return { prop: out.schema.properties![c.name] as Record<string, unknown>, ui: out.uiSchema[c.name], out };
};

describe('translate', () => {
  it('maps every gui type of the contract to a JSON Schema type and a widget', () => {
    const cases: [ColumnMeta, string, unknown][] = [
      [column('a', 'A', 'string'), 'TextWidget', 'string'],
      [column('b', 'B', 'text'), 'TextareaWidget', 'string'],
      [column('c', 'C', 'numeric'), 'NumericWidget', 'string'],
      [column('d', 'D', 'money'), 'NumericWidget', 'string'],
      [column('p', 'P', 'phone'), 'PhoneWidget', 'string'],
      [column('pw', 'Şifre', 'password'), 'PasswordWidget', 'string'],
      [column('i', 'I', 'date'), 'DateWidget', 'string'],
      [column('t', 'T', 'time'), 'TimeWidget', 'string'],
      [column('dt', 'DT', 'datetime'), 'DateTimeWidget', 'string'],
      [column('e', 'E', 'boolean'), 'BooleanWidget', 'string'],
      [column('f', 'F', 'boolean:fastchange'), 'ToggleWidget', 'string'],
      [relation('g_id', 'G', 'g'), 'SelectWidget', ['string', 'number']],
      [
        column('h', 'H', 'select:static', { options: [{ id: '1', text: 'Bir' }] }),
        'SelectWidget',
        ['string', 'number'],
      ],
      [
        column('h2', 'H2', 'select_static', { options: [{ id: '1', text: 'Bir' }] }),
        'SelectWidget',
        ['string', 'number'],
      ],
      [relation('m_id', 'M', 'm', { gui_type_name: 'multiselect' }), 'MultiSelectWidget', 'array'],
      [relation('s_id', 'S', 's', { gui_type_name: 'multiselectdragdrop' }), 'SortableSelectWidget', 'array'],
      [column('dosya', 'Dosya', 'files'), 'FilesWidget', 'array'],
      [column('pl', 'PL', 'plain text'), 'PlainWidget', 'string'],
      [column('j', 'J', 'jsonb'), 'JsonWidget', 'string'],
      [column('jv', 'JV', 'jsonviewer'), 'JsonWidget', 'string'],
      [column('r', 'R', 'richtext'), 'TextareaWidget', 'string'],
      [column('ay', 'Ay', 'numeric'), 'MonthWidget', 'string'],
      [column('tc', 'TC', 'string', { max_length: 11, value_kind: 'tc' }), 'MaskedWidget', 'string'],
    ];
    expect(new Set(cases.map(([c]) => c.gui_type_name))).toEqual(new Set(GUI_TYPES));
    for (const [c, widget, type] of cases) {
      const { prop, ui } = one(c);
      expect(ui['ui:widget'], c.name).toBe(widget);
      expect(prop.type, c.name).toEqual(type);
    }
  });

  it('makes plain text and jsonviewer read-only, and the month picker 1–12', () => {
    expect(one(column('pl', 'PL', 'plain text')).ui['ui:readonly']).toBe(true);
    expect(one(column('jv', 'JV', 'jsonviewer')).ui['ui:readonly']).toBe(true);
    expect(one(column('j', 'J', 'jsonb')).ui['ui:readonly']).toBeUndefined();
    expect(one(column('ay', 'Ay', 'numeric')).prop.enum).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
  });

  it('keeps numbers as decimal strings with the allowed scale and booleans as "0"/"1"', () => {
    const money = one(column('tutar', 'Tutar', 'money', { scale: 2 }));
    expect(money.prop.pattern).toBe('^-?\\d+(\\.\\d{1,2})?$');
    expect(money.ui['ui:options']).toMatchObject({ money: true, scale: 2, kind: 'money' });
    const qty = one(column('miktar', 'Miktar', 'numeric', { max_length: 14 }));
    expect(qty.prop).toMatchObject({ type: 'string', maxLength: 14 });
    expect(new RegExp(qty.prop.pattern as string).test('12.5')).toBe(true);
    expect(new RegExp(qty.prop.pattern as string).test('12,5')).toBe(false);
    expect(one(column('varsayilan', 'Varsayılan', 'boolean')).prop.enum).toEqual(['0', '1']);
  });

  it('takes required from the trailing * and drops it from the title', () => {
    const { schema } = translate(
      [column('cari_hesap_adi', 'Cari Hesap Adı*', 'string'), column('unvan', 'Ünvan', 'string')],
      T,
    );
    expect(schema.required).toEqual(['cari_hesap_adi']);
    expect((schema.properties!.cari_hesap_adi as { title: string }).title).toBe('Cari Hesap Adı');
  });

  it('applies length limits: text 200 and textarea 1000 by default, the column’s own otherwise', () => {
    expect(one(column('a', 'A', 'string', { max_length: null })).prop.maxLength).toBe(200);
    expect(one(column('b', 'B', 'text', { max_length: null })).prop.maxLength).toBe(1000);
    expect(one(column('tc', 'TC*', 'string', { max_length: 11, min_length: 10 })).prop).toMatchObject({
      maxLength: 11,
      minLength: 10,
    });
  });

  it('leaves out hidden, banned and server-filled columns', () => {
    const { schema } = translate(
      [
        column('a', 'A', 'string'),
        column('b', 'B', 'string', { visible: false }),
        column('c', 'C', 'string', { banned: true }),
        column('department_id', 'Şirket', 'numeric'),
      ],
      T,
    );
    expect(Object.keys(schema.properties!)).toEqual(['a']);
  });

  it('orders fields by the definition’s groups and puts the rest in a last group', () => {
    const cols = [column('a', 'A', 'string'), column('b', 'B', 'string'), column('c', 'C', 'string')];
    const { uiSchema } = translate(cols, {
      ...T,
      layout: 'special',
      groups: [{ id: 'g', title: 'Genel', columns: ['c', 'x', 'a'] }],
    });
    expect(uiSchema['ui:order']).toEqual(['c', 'a', 'b']);
    expect(uiSchema['ui:options']).toEqual({
      layout: 'special',
      groups: [
        { id: 'g', title: 'Genel', columns: ['c', 'a'] },
        { id: 'other', columns: ['b'] },
      ],
    });
  });

  it('passes the dependent select’s parent and the static options to the widget', () => {
    const { uiSchema } = translate(
      [
        relation('sehirler_id', 'İl', 'sehirler'),
        relation('ilceler_id', 'İlçe', 'ilceler', { up_column_name: 'sehirler_id' }),
      ],
      T,
    );
    expect(uiSchema.ilceler_id['ui:options']).toMatchObject({
      table: 'cari_hesap',
      column: 'ilceler_id',
      upColumn: 'sehirler_id',
      upColumnLabel: 'İl',
    });
  });

  it('falls back to text for a gui type outside the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { prop, ui } = one(column('x', 'X', 'unknown' as never));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown'));
    warn.mockRestore();
    expect(ui['ui:widget']).toBe('TextWidget');
    expect(prop.type).toBe('string');
  });
});
