import { describe, expect, it } from 'vitest';
import type { LineTableMeta } from '../../domain/api/contract';
import { LineStore } from '../engine/lines/line-store';
import { column, relation } from '../services/tables.fixtures';
import fis from './fis';

// The voucher's line grid, headless (docs/ledger.md): the page's line rules of 002 §4–§5 run per row.

const money = (name: string, label: string) =>
  column(name, label, 'money', { scale: 2, precision: 18, format: 'money', min: 0, default: '0' });

const meta = (): LineTableMeta => ({
  table_name: 'fis_satiri',
  parent_column: 'fisler_id',
  order_column: 'sira_no',
  columns: Object.fromEntries(
    [
      relation('fisler_id', 'Fiş', 'fis', { visible: false }, 'fis_no'),
      column('sira_no', 'Sıra No', 'numeric', { db_type_name: 'integer', computed: true, visible: false }),
      relation('hesap_plani_id', 'Hesap*', 'hesap_plani', {}, 'tam_ad'),
      column('description', 'Açıklama', 'string'),
      money('borc', 'Borç'),
      money('alacak', 'Alacak'),
      column('belge_tipi_id', 'Belge Tipi', 'select:static', {
        options: [
          { id: '7', text: 'Makbuz' },
          { id: '8', text: 'Diğer' },
        ],
      }),
      column('belge_aciklamasi', 'Belge Açıklaması', 'string'),
    ].map((c) => [c.name, c]),
  ),
});

const store = () =>
  new LineStore({
    meta: meta(),
    rules: fis.rules ?? [],
    header: { fis_turu_id: 1 },
    calcHeader: { para_birimi_id: 1, döviz_kuru: '1' } as never,
    lines: [],
    phase: 'create',
  });

describe('voucher lines (fis_satiri)', () => {
  it('a positive credit zeroes the debit and vice versa', () => {
    const s = store();
    const id = s.rows[0].__id;
    s.change(id, { hesap_plani_id: 3, borc: '150.00' });
    expect(s.row(id)).toMatchObject({ borc: '150.00', alacak: '0' });
    s.change(id, { alacak: '40.00' });
    expect(s.row(id)).toMatchObject({ borc: '0', alacak: '40.00' });
  });

  it('removing the last line leaves one blank line', () => {
    const s = store();
    const only = s.rows[0].__id;
    s.change(only, { hesap_plani_id: 3, borc: '10' });
    const blank = s.remove(only);
    expect(blank).not.toBeNull();
    expect(s.rows).toHaveLength(1);
    expect(s.rows[0].__id).toBe(blank);
    expect(s.wire()).toEqual([]);
  });

  it('belge tipi 8 (Diğer) makes the document description required', () => {
    const s = store();
    const id = s.rows[0].__id;
    s.change(id, { hesap_plani_id: 3, borc: '10', belge_tipi_id: 8 });
    expect(s.cellState(id, 'belge_aciklamasi').required).toBe(true);
    s.change(id, { belge_tipi_id: 7 });
    expect(s.cellState(id, 'belge_aciklamasi').required).toBeFalsy();
  });
});
