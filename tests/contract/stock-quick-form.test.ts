import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '../../domain/money';
import { stockQuickForm } from '../../src/schemas/stock-quick-form';
import { DEMO_ADMIN, tablesApi } from '../../server/tables/table.test-kit';
import { createTestContext, type TestContext } from '../../server/test/harness';

// The stock-card quick form (001 §2.2 item 6, src/schemas/stock-quick-form.ts) sends what the real server stores:
// every test sample with the form's defaults is a valid stok_kartlari record.

let t: TestContext;
let api: ReturnType<typeof tablesApi>;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
});
afterAll(() => t.close());

/** A tr-TR amount of the samples as the form sends it. */
const decimal = (tr: string) => tr.replace(/\./g, '').replace(',', '.');

describe('stock-card quick form', () => {
  it('stores each test sample with the defaults', async () => {
    for (const sample of stockQuickForm.samples) {
      const fields: Record<string, string> = { ...stockQuickForm.defaults };
      for (const f of stockQuickForm.fields) {
        const v = sample.values[f.name];
        if (v) fields[f.name] = f.money ? decimal(v) : v;
      }
      const r = await api.store('stok_kartlari', fields);
      expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
      const shown = (await api.show('stok_kartlari', r.json.data.id)).json.data.record;
      expect(shown.stok_adi).toBe(sample.values.stok_adi);
      expect(D(shown.satis_fiyati).eq(D(decimal(sample.values.satis_fiyati)))).toBe(true);
    }
  });
});
