import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValueKind, PHONE_COUNTRY_COLUMN, phoneMaskOr, type ValueKind } from '../../domain/masks';
import { allTables } from '../../server/catalog';
import { allColumns, publicMeta } from '../../server/catalog/columns';
import type { CatalogColumn, TableDef } from '../../server/catalog/types';
import { kindOf } from '../../server/tables/column.kind';
import { coerceValue } from '../../server/tables/values.coerce';
import { createTestContext, type TestContext } from '../../server/test/harness';
import { translate, type FieldOptions } from '../../src/engine/schema/translate';

// Every mask the form enforces, the server enforces. Each column of every catalogue table goes through the
// browser's own translation (src/engine/schema/translate: the mask, digit limit, length and phone input the
// form applies while typing); the server's coercion must refuse a value that mask refuses. And every seeded
// row fits its masks, so that editing demo data is never refused for a value nobody typed.

const tables = allTables();

/** What the form applies to a column. */
function formOptions(table: TableDef, c: CatalogColumn): { widget: string; o: FieldOptions } | undefined {
  const out = translate([{ ...publicMeta(c), visible: true }], { table: table.name });
  const ui = out.uiSchema[c.name];
  return ui ? { widget: String(ui['ui:widget']), o: ui['ui:options'] as FieldOptions } : undefined;
}

/** A character each placeholder of a pattern accepts. */
const accepted = (placeholder: string) => (placeholder === '0' ? '1' : 'A');

/** Values the form's mask for this column would never let through. */
function refusedByForm(widget: string, o: FieldOptions): string[] {
  const out: string[] = [];
  if (o.mask) {
    const placeholders = [...o.mask.pattern].filter((ch) => '0a#'.includes(ch));
    out.push(placeholders.every((p) => p === '0') ? '1a' : '-');
    out.push(placeholders.map(accepted).join('') + accepted(placeholders.at(-1)!));
  }
  if (o.maxDigits) out.push('9'.repeat(o.maxDigits + 1), '-1');
  if (widget === 'NumericWidget' && !o.money && o.maxLength) out.push('1'.repeat(o.maxLength + 1));
  if (widget === 'PhoneWidget') out.push('abc', '+90 (532) 555', '12ab');
  return out;
}

describe.each(tables.map((tb) => [tb.name, tb] as const))('%s', (_name, table: TableDef) => {
  it('refuses on the server every value the form’s masks refuse', () => {
    for (const c of allColumns(table)) {
      const form = formOptions(table, c);
      if (!form) continue;
      for (const value of refusedByForm(form.widget, form.o)) {
        const r = coerceValue(c, value);
        expect(r.ok, `${table.name}.${c.name} = ${JSON.stringify(value)}`).toBe(false);
      }
    }
  });
});

/**
 * The columns 001 §5.1 and 002 §5 give a mask or hint, by the spec's names, and the kind each declares. Masks
 * are chosen by the declared kind only (domain/masks); this list checks that the catalogue keeps declaring it.
 */
const SPEC_KINDS: Record<string, ValueKind> = {
  tc: 'tc',
  firma_vkn: 'vkn',
  tasiyici_vkn: 'vkn',
  ticaret_sicil_no: 'trade_registry',
  personel_sicil_numarasi: 'personnel_no',
  iban_no: 'iban',
  hesap_numarasi: 'bank_account_no',
  musteri_numarasi: 'customer_no',
  kobi_taksit_sayisi: 'instalments',
  vade: 'term_days',
  on_ek_kodu: 'number_prefix',
  fatura_numarasi: 'document_no',
  irsaliye_numarasi: 'document_no',
  posta_kodu: 'postcode',
  t_posta_kodu: 'postcode',
  faydali_omur: 'useful_life',
  iskonto_orani: 'discount_rate',
  fire_orani: 'wastage_rate',
  temin_suresi: 'lead_time',
  digerVergi: 'other_tax',
  gonderilen_miktar: 'sent_quantity',
  askeri_stok: 'stock_level',
  azemi_stok: 'stock_level',
  mersis_no: 'mersis_no',
  miktar: 'quantity',
  döviz_kuru: 'exchange_rate',
};

it('declares the value kind of every column the spec masks, and only known kinds', () => {
  const wrong: string[] = [];
  for (const table of tables)
    for (const c of allColumns(table)) {
      if (c.value_kind != null && !isValueKind(c.value_kind))
        wrong.push(`${table.name}.${c.name}: ${c.value_kind}`);
      const want = SPEC_KINDS[c.name];
      if (want && c.value_kind !== want) wrong.push(`${table.name}.${c.name}: ${c.value_kind} ≠ ${want}`);
    }
  expect(wrong).toEqual([]);
});

it('sends the declared kind to the browser with the column', () => {
  const tc = allColumns(tables.find((tb) => tb.name === 'cari_hesap')!).find((c) => c.name === 'tc')!;
  expect(publicMeta(tc).value_kind).toBe('tc');
});

describe('seeded and demo rows', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('fit the masks of their columns (their edit is never refused for a stored value)', async () => {
    const masks = new Map(
      (
        await sql<{ id: number; phone_mask: string | null }>`select id, phone_mask from ulkeler`.execute(
          t.database.db,
        )
      ).rows.map((r) => [Number(r.id), phoneMaskOr(r.phone_mask)]),
    );
    let checked = 0;
    for (const table of tables) {
      const masked = allColumns(table).filter((c) => {
        const form = formOptions(table, c);
        return form && refusedByForm(form.widget, form.o).length > 0;
      });
      if (!masked.length) continue;
      const country = allColumns(table).some((c) => c.name === PHONE_COUNTRY_COLUMN);
      const names = [...masked.map((c) => c.name), ...(country ? [PHONE_COUNTRY_COLUMN] : [])];
      const rows = await sql<Record<string, unknown>>`select ${sql.join(names.map((n) => sql.ref(n)))}
        from ${sql.table(table.name)}`.execute(t.database.db);
      for (const row of rows.rows) {
        const phoneMask = country ? masks.get(Number(row[PHONE_COUNTRY_COLUMN])) : undefined;
        for (const c of masked) {
          const stored = row[c.name];
          if (stored === null || stored === undefined) continue;
          const r = coerceValue(c, String(stored), { phoneMask });
          const at = `${table.name}.${c.name} = ${JSON.stringify(stored)}`;
          expect(r, at).toMatchObject({ ok: true });
          if (kindOf(c) === 'text') expect(r.ok && r.value, at).toBe(stored);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
