import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { mutabakatRows } from './mutabakat.report';

// Issue 24 item 4 "Done when": for every demo company every cash, bank, customer and supplier card's balance equals
// its sub-account's balance (docs/ledger.md "Sub-ledgers and the ledger"; the Mutabakat report).

type Row = Record<string, any>;

let t: TestContext;
const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('Mutabakat: every card equals its sub-account (issue 24)', () => {
  it('every demo company: no cash, bank, customer or supplier card differs from its sub-accounts', async () => {
    const companies = await rows(sql<Row>`select d.id from departments d
      where exists (select 1 from fis f where f.department_id = d.id) order by d.id`);
    expect(companies.length).toBeGreaterThanOrEqual(2);
    let cards = 0;
    const differing: string[] = [];
    for (const c of companies) {
      const all = await mutabakatRows(t.database.db, Number(c.id));
      cards += all.length;
      for (const r of all)
        if (r.fark !== '0.00')
          differing.push(
            `${c.id} ${r.kart_turu} ${r.kart_adi} (${r.hesap_kodu}): kart ${r.kart_bakiyesi}, muhasebe ${r.muhasebe_bakiyesi}`,
          );
    }
    expect(differing).toEqual([]);
    expect(cards).toBeGreaterThan(10);
  });
});
