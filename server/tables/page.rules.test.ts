import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRules } from '../../domain/rules';
import { kasa_karti } from '../catalog/kasa_karti.table';
import { createTestContext, type TestContext } from '../test/harness';
import { localParts } from '../../domain/rules';
import { pageRulesOf, runPageRules } from './page.rules';
import { DEMO_ADMIN, departmentOf, newCari, tablesApi } from './table.test-kit';

// The page rules of src/schemas/ run on every store and update (docs/rules.md): fields they make required
// must be filled, fields they hide are never required, values they clear are not stored.

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let vd: number;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  vd = (await sql<{ id: number }>`select id from vergi_daireleri where kod = '34272'`.execute(t.database.db))
    .rows[0].id;
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (await sql<Record<string, unknown>>`select * from cari_hesap where id = ${id}`.execute(t.database.db))
    .rows[0];

describe('cari_hesap: tc decides company or person', () => {
  it('finds the rules of the page definition', () => {
    expect(pageRulesOf('cari_hesap')?.rules?.map((r) => r.id)).toEqual(['tc-sirket-sahis', 'ulke-adres']);
    expect(pageRulesOf('bankalar')).toBeUndefined();
  });

  it('refuses a company (VKN, 10 digits) without a title, with the field’s Turkish error', async () => {
    const r = await api.store('cari_hesap', newCari(vd, { unvan: '' }));
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ message: 'error', errors: { unvan: ['Ünvan alanı zorunludur.'] } });
    const missing = await api.store('cari_hesap', { ...newCari(vd), unvan: undefined });
    expect(missing.json.data.errors).toEqual({ unvan: ['Ünvan alanı zorunludur.'] });
  });

  it('refuses a person (TCKN, 11 digits) without first and last name, and never stores their title', async () => {
    const bad = await api.store('cari_hesap', newCari(vd, { tc: '10000000146' }));
    expect(bad.json.data.errors).toEqual({
      name_basic: ['Adı alanı zorunludur.'],
      surname: ['Soyadı alanı zorunludur.'],
    });
    const ok = await api.store(
      'cari_hesap',
      newCari(vd, { tc: '10000000146', name_basic: 'Elif', surname: 'Şahin' }),
    );
    expect(ok.json.data.message).toBe('success');
    expect(await stored(ok.json.data.id)).toMatchObject({
      name_basic: 'Elif',
      surname: 'Şahin',
      unvan: null,
    });
  });

  it('checks the row an update leaves: switching a company to a TCKN needs the names', async () => {
    const id = (await api.store('cari_hesap', newCari(vd))).json.data.id;
    const bad = await api.update('cari_hesap', id, { tc: '10000000146' });
    expect(bad.json.data).toEqual({
      message: 'error',
      errors: { name_basic: ['Adı alanı zorunludur.'], surname: ['Soyadı alanı zorunludur.'] },
    });
    expect((await stored(id)).tc).toBe('4540536920');
    const ok = await api.update('cari_hesap', id, {
      tc: '10000000146',
      name_basic: 'Can',
      surname: 'Öztürk',
    });
    expect(ok.json.data.message).toBe('success');
    expect(await stored(id)).toMatchObject({ tc: '10000000146', unvan: null, name_basic: 'Can' });
    // An update that names nothing the rules read still gets the whole row checked.
    expect((await api.update('cari_hesap', id, { description: 'Not' })).json.data.message).toBe('success');
  });
});

describe('cari_hesap: the country decides selects or free text', () => {
  it('in Türkiye requires province and district', async () => {
    const r = await api.store('cari_hesap', newCari(vd, { sehirler_id: '', ilceler_id: '' }));
    expect(r.json.data.errors).toEqual({
      sehirler_id: ['İl alanı zorunludur.'],
      ilceler_id: ['İlçe alanı zorunludur.'],
    });
    // No country at all counts as Türkiye.
    const none = await api.store('cari_hesap', newCari(vd, { ulkeler_id: '', ilceler_id: '' }));
    expect(none.json.data.errors).toEqual({ ilceler_id: ['İlçe alanı zorunludur.'] });
  });

  it('abroad requires the free-text city and district, hides the selects and does not store them', async () => {
    const germany = (
      await sql<{ id: number }>`select id from ulkeler where kod = 'DE'`.execute(t.database.db)
    ).rows[0].id;
    const bad = await api.store('cari_hesap', newCari(vd, { ulkeler_id: germany }));
    expect(bad.json.data.errors).toEqual({
      sehir_adi: ['Şehir alanı zorunludur.'],
      ilce_adi: ['İlçe / Bölge alanı zorunludur.'],
    });
    const ok = await api.store(
      'cari_hesap',
      newCari(vd, { ulkeler_id: germany, sehir_adi: 'Köln', ilce_adi: 'Ehrenfeld' }),
    );
    expect(ok.json.data.message).toBe('success');
    expect(await stored(ok.json.data.id)).toMatchObject({
      sehir_adi: 'Köln',
      ilce_adi: 'Ehrenfeld',
      sehirler_id: null,
      ilceler_id: null,
    });
    // Back to Türkiye: the free text goes, the selects are required again.
    const back = await api.update('cari_hesap', ok.json.data.id, { ulkeler_id: 1 });
    expect(back.json.data.errors).toEqual({
      sehirler_id: ['İl alanı zorunludur.'],
      ilceler_id: ['İlçe alanı zorunludur.'],
    });
  });
});

describe('defaults, sets and invalid effects on save', () => {
  const def = (rules: PageRules['rules']): PageRules => ({ route: '/test', rules });
  const run = async (
    rules: PageRules['rules'],
    body: Record<string, unknown>,
    old?: Record<string, unknown>,
  ) => {
    const departmentId = await departmentOf(t, DEMO_ADMIN);
    const userId = Number(
      (await sql<{ id: number }>`select id from users where email = ${DEMO_ADMIN}`.execute(t.database.db))
        .rows[0].id,
    );
    const values: Record<string, unknown> = { ...body };
    const errors: Record<string, string[]> = {};
    await runPageRules(
      t.database.db,
      def(rules),
      { table: kasa_karti, body, values, errors },
      {
        departmentId,
        userId,
        old,
      },
    );
    return { values, errors };
  };

  it('fills the columns a store leaves out from the user, the company and the calendar', async () => {
    const company = (
      await sql<{
        name_basic: string;
      }>`select name_basic from departments where id = ${await departmentOf(t, DEMO_ADMIN)}`.execute(
        t.database.db,
      )
    ).rows[0].name_basic;
    const user = (
      await sql<{ email: string }>`select email from users where email = ${DEMO_ADMIN}`.execute(t.database.db)
    ).rows[0].email;
    const rules = [
      {
        id: 'd',
        then: [{ default: { kasa_tanımı: { company: 'name_basic' }, description: { user: 'email' } } }],
      },
    ];
    expect((await run(rules, {})).values).toEqual({ kasa_tanımı: company, description: user });
    // A value the body names, even empty, is the user's choice.
    expect((await run(rules, { kasa_tanımı: 'Şube Kasası', description: null })).values).toEqual({
      kasa_tanımı: 'Şube Kasası',
      description: null,
    });
    // Updates keep what is stored.
    expect((await run(rules, {}, { kasa_tanımı: 'Eski' })).values).toEqual({});
    const today = [{ id: 't', then: [{ default: { description: { date: 'today' as const } } }] }];
    expect((await run(today, { kasa_tanımı: 'K' })).values.description).toBe(localParts(new Date()).date);
    // A password hash is never a value source.
    const secret = [{ id: 's', then: [{ default: { description: { user: 'password' } } }] }];
    expect((await run(secret, { kasa_tanımı: 'K' })).values).toEqual({ kasa_tanımı: 'K' });
  });

  it('writes what a set decides and answers the message of an invalid effect', async () => {
    const rules = [
      {
        id: 'tl',
        when: { field: 'kasa_tanımı', equals: 'TL Kasası' },
        then: [{ set: { para_birimi_id: 1 } }],
      },
      {
        id: 'uzun',
        when: { field: 'description', length: { gt: 5 } },
        then: [{ invalid: 'description', message: 'Açıklama kısa olmalıdır.' }],
      },
    ];
    expect(await run(rules, { kasa_tanımı: 'TL Kasası', para_birimi_id: 3, description: 'Kısa' })).toEqual({
      values: { kasa_tanımı: 'TL Kasası', para_birimi_id: 1, description: 'Kısa' },
      errors: {},
    });
    expect((await run(rules, { kasa_tanımı: 'X', description: 'Çok uzun' })).errors).toEqual({
      description: ['Açıklama kısa olmalıdır.'],
    });
  });

  it('lifts a catalogue requirement from a field the rules hide', async () => {
    const rules = [{ id: 'gizle', then: [{ hide: ['kasa_tanımı'] }] }];
    const departmentId = await departmentOf(t, DEMO_ADMIN);
    const errors = { kasa_tanımı: ['Kasa Tanımı alanı zorunludur.'] };
    await runPageRules(
      t.database.db,
      def(rules),
      { table: kasa_karti, body: {}, values: {}, errors },
      {
        departmentId,
        userId: 1,
      },
    );
    expect(errors).toEqual({});
  });
});
