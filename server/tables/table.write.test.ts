import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { archiveActions, DEMO_ADMIN, newCari, tablesApi } from './table.test-kit';
import { makeTrIban } from './value.checks';

// create form, store, show, edit load, update, delete, deleted, history and restore over HTTP; validation
// texts; the liberal forms of the contract; the archive copy before every update and delete.

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let kadikoyVd: number;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  kadikoyVd = (
    await sql<{ id: number }>`select id from vergi_daireleri where kod = '34272'`.execute(t.database.db)
  ).rows[0].id;
});
afterAll(() => t.close());

describe('create form', () => {
  it('answers the column set and a record of defaults, Türkiye as the country', async () => {
    const r = await api.create('cari_hesap');
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(d.table_info).toEqual({ name: 'cari_hesap', display_name: 'Cari Hesaplar' });
    const cols = d.column_set.column_arrays[0].columns;
    expect(d.column_set.column_arrays[0]).toMatchObject({ id: 0, column_array_type: 'direct_data' });
    expect(cols.ilceler_id).toMatchObject({ up_column_name: 'sehirler_id', gui_type_name: 'select' });
    expect(typeof cols.cari_hesap_adi.id).toBe('number');
    // The common fields the server fills itself are not the form's (docs/table-service.md, "Answers").
    expect(cols).not.toHaveProperty('department_id');
    expect(cols).not.toHaveProperty('id');
    // Server-only settings never leave the server.
    expect(cols.tc).not.toHaveProperty('check');
    expect(d.record.ulkeler_id).toEqual([{ source: 1, display: 'Türkiye' }]);
    expect(d.record.cari_tipi).toBe('1');
    expect(d.record.cari_hesap_adi).toBeNull();
  });

  it('offers the password field of a user form but never a value', async () => {
    const r = await api.create('users');
    expect(r.json.data.column_set.column_arrays[0].columns.password.gui_type_name).toBe('password');
    expect(r.json.data.record.password).toBe('');
  });
});

describe('store and validation', () => {
  it("answers the spec's Turkish messages per field (HTTP 200, message error)", async () => {
    const r = await api.store('cari_hesap', { cari_hesap_adi: '', tc: '123456789', vergi_daireleri_id: '' });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({
      message: 'error',
      errors: {
        cari_hesap_adi: ['Cari Hesap Adı alanı zorunludur.'],
        tc: ['TC / VKN en az 10 karakter olmalıdır.'],
        vergi_daireleri_id: ['Vergi Dairesi alanı zorunludur.'],
        // Made required by the page rules of cari_hesap: a company's title, the province and district in Türkiye.
        unvan: ['Ünvan alanı zorunludur.'],
        sehirler_id: ['İl alanı zorunludur.'],
        ilceler_id: ['İlçe alanı zorunludur.'],
      },
    });
  });

  it('checks maximum length, digits, e-mail, postal code, IBAN and select ids', async () => {
    const r = await api.store('cari_hesap', {
      ...newCari(kadikoyVd),
      cari_hesap_adi: 'A'.repeat(201),
      tc: '123456789012',
      email: 'not-an-address',
      posta_kodu: '3471',
      sehirler_id: 99,
      cari_tipi: '7',
    });
    expect(r.json.data.errors).toEqual({
      cari_hesap_adi: ['Cari Hesap Adı en fazla 200 karakter olmalıdır.'],
      tc: ['TC / VKN en fazla 11 karakter olmalıdır.'],
      email: ['E-posta alanı geçerli değil.'],
      posta_kodu: ['Posta Kodu en az 5 karakter olmalıdır.'],
      sehirler_id: ['İl için geçerli bir seçim yapınız.'],
      ilceler_id: ['İlçe seçimi İl seçimiyle uyumlu değil.'],
      cari_tipi: ['Cari Tipi için geçerli bir seçim yapınız.'],
    });
    const letters = await api.store('cari_hesap', { ...newCari(kadikoyVd), tc: '45405369AB' });
    expect(letters.json.data.errors).toEqual({ tc: ['TC / VKN yalnızca rakamlardan oluşmalıdır.'] });
  });

  it('requires the district to belong to the chosen province', async () => {
    const kadikoy = (
      await sql<{ id: number }>`select id from ilceler where name_basic = 'Kadıköy'`.execute(t.database.db)
    ).rows[0].id;
    const wrong = await api.store('cari_hesap', {
      ...newCari(kadikoyVd),
      sehirler_id: 6,
      ilceler_id: kadikoy,
    });
    expect(wrong.json.data.errors).toEqual({ ilceler_id: ['İlçe seçimi İl seçimiyle uyumlu değil.'] });
    const orphan = await api.store('cari_hesap', {
      ...newCari(kadikoyVd),
      sehirler_id: '',
      ilceler_id: kadikoy,
    });
    expect(orphan.json.data.errors).toEqual({
      sehirler_id: ['İl alanı zorunludur.'],
      ilceler_id: ['İlçe seçimi İl seçimiyle uyumlu değil.'],
    });
    const right = await api.store('cari_hesap', {
      ...newCari(kadikoyVd),
      sehirler_id: 34,
      ilceler_id: kadikoy,
    });
    expect(right.json.data.message).toBe('success');
  });

  it('stores, then show gives display values and edit raw values with relations as [{source, display}]', async () => {
    const r = await api.store('cari_hesap', {
      ...newCari(kadikoyVd),
      cari_hesap_adi: '  Güneş Ambalaj  ',
      email: 'Satis@GunesAmbalaj.Example',
      cari_tipi: 2,
    });
    expect(r.json.data).toEqual({ message: 'success', id: expect.any(Number) });
    const id = r.json.data.id;
    const shown = (await api.show('cari_hesap', id)).json.data;
    expect(shown.table_info.name).toBe('cari_hesap');
    expect(shown.record).toMatchObject({
      id,
      cari_hesap_adi: 'Güneş Ambalaj',
      email: 'satis@gunesambalaj.example',
      cari_tipi: 'Tedarikçi',
      cari_tipi__id: 2,
      vergi_daireleri_id: 'Kadıköy Vergi Dairesi Müdürlüğü',
      vergi_daireleri_id__id: kadikoyVd,
      ulkeler_id: 'Türkiye',
      ulkeler_id__id: 1,
      sehirler_id: 'İstanbul',
      sehirler_id__id: 34,
      ilceler_id: 'Adalar',
      ilceler_id__id: 3401,
    });
    const edit = (await api.edit('cari_hesap', id)).json.data;
    expect(edit.record.cari_tipi).toBe('2');
    expect(edit.record.vergi_daireleri_id).toEqual([
      { source: kadikoyVd, display: 'Kadıköy Vergi Dairesi Müdürlüğü' },
    ]);
    expect(edit.column_set.column_arrays[0].columns.cari_hesap_adi.display_name).toBe('Cari Hesap Adı*');
  });

  it('sets own_id, user_id and department_id itself and ignores them (and unknown keys) in the body', async () => {
    const r = await api.store('cari_hesap', {
      ...newCari(kadikoyVd),
      id: 999999,
      own_id: 5,
      user_id: 777,
      department_id: 2,
      table_name: 'cari_hesap',
      bilinmeyen: 'x',
    });
    const row = (
      await sql<any>`select id, own_id, user_id, department_id from cari_hesap where id = ${r.json.data.id}`.execute(
        t.database.db,
      )
    ).rows[0];
    const admin = (
      await sql<any>`select id, department_id from users where email = ${DEMO_ADMIN}`.execute(t.database.db)
    ).rows[0];
    expect(row.id).not.toBe(999999);
    expect(row).toEqual({
      id: row.id,
      own_id: row.id,
      user_id: admin.id,
      department_id: admin.department_id,
    });
  });
});

describe('the liberal forms of the contract', () => {
  it('takes multipart/form-data with "1"/"0" booleans and column_set_id "0"', async () => {
    const r = await api.multipart('store', 'cari_hesap', {
      column_set_id: '0',
      cari_hesap_adi: 'Form Verisi Ltd',
      tc: '4540536920',
      vergi_daireleri_id: String(kadikoyVd),
      ulkeler_id: '1',
      sehirler_id: '34',
      ilceler_id: '3401',
      unvan: 'Form Verisi Ltd. Şti.',
    });
    expect(r.json.data.message).toBe('success');
    const upd = await api.multipart(`${r.json.data.id}/update`, 'cari_hesap', {
      column_set_id: '0',
      kapi_no: '3',
    });
    expect(upd.json.data.message).toBe('success');
    expect((await api.show('cari_hesap', r.json.data.id)).json.data.record.kapi_no).toBe('3');
    const user = await api.multipart('store', 'users', {
      email: 'muhasebe2@demoticaret.example',
      password: 'Gizli1234',
      telefon_dogrulama: '1',
    });
    expect(user.json.data.message).toBe('success');
    const shown = (await api.show('users', user.json.data.id)).json.data.record;
    expect(shown.telefon_dogrulama).toBe('1');
    expect(shown).not.toHaveProperty('password');
  });

  it('takes JSON with numbers and true/false, column_set_id as a number', async () => {
    const user = await t.post(`/${await t.login(DEMO_ADMIN)}/tables/users/store`, {
      column_set_id: 0,
      email: 'kasa@demoticaret.example',
      password: 'Gizli1234',
      telefon_dogrulama: true,
    });
    expect(user.json.data.message).toBe('success');
    const upd = await api.update('users', user.json.data.id, { telefon_dogrulama: false });
    expect(upd.json.data.message).toBe('success');
    expect((await api.show('users', user.json.data.id)).json.data.record.telefon_dogrulama).toBe('0');
  });

  it('takes a relation as [{source, display}] the way edit load gave it', async () => {
    const r = await api.store('cari_hesap', {
      ...newCari(kadikoyVd),
      vergi_daireleri_id: [{ source: kadikoyVd, display: 'Kadıköy Vergi Dairesi Müdürlüğü' }],
    });
    expect(r.json.data.message).toBe('success');
  });
});

describe('update, archive and restore', () => {
  it('archives the old row, changes only the fields sent, keeps the rest', async () => {
    const id = (await api.store('cari_hesap', { ...newCari(kadikoyVd), phone: '+90 (216) 111 22 33' })).json
      .data.id;
    const r = await api.update('cari_hesap', id, { cari_hesap_adi: 'Yeni Işık Tekstil (Merkez)' });
    expect(r.json.data).toEqual({ message: 'success', id });
    const rec = (await api.show('cari_hesap', id)).json.data.record;
    expect(rec.cari_hesap_adi).toBe('Yeni Işık Tekstil (Merkez)');
    expect(rec.phone).toBe('+90 (216) 111 22 33');
    expect(await archiveActions(t, 'cari_hesap', id)).toEqual(['update']);
    const hist = (await api.history('cari_hesap', id)).json.data;
    expect(hist.records).toHaveLength(1);
    expect(hist.records[0]).toMatchObject({
      record_id: id,
      cari_hesap_adi: 'Yeni Işık Tekstil',
      archive_action: 'update',
    });
  });

  it('empties a field with an empty string, and refuses to empty a required one', async () => {
    const id = (await api.store('cari_hesap', { ...newCari(kadikoyVd), phone: '+90 (216) 111 22 33' })).json
      .data.id;
    expect((await api.update('cari_hesap', id, { phone: '' })).json.data.message).toBe('success');
    expect((await api.show('cari_hesap', id)).json.data.record.phone).toBeNull();
    const r = await api.update('cari_hesap', id, { tc: '' });
    expect(r.json.data).toEqual({ message: 'error', errors: { tc: ['TC / VKN alanı zorunludur.'] } });
    expect(await archiveActions(t, 'cari_hesap', id)).toEqual(['update']);
  });

  it('restores an older version of a live record, archiving the current one first', async () => {
    const id = (await api.store('cari_hesap', newCari(kadikoyVd))).json.data.id;
    await api.update('cari_hesap', id, { cari_hesap_adi: 'İkinci Ad' });
    const [version] = (await api.history('cari_hesap', id)).json.data.records;
    const r = await api.restore('cari_hesap', version.id);
    expect(r.json.data).toEqual({ message: 'success', id });
    expect((await api.show('cari_hesap', id)).json.data.record.cari_hesap_adi).toBe('Yeni Işık Tekstil');
    expect(await archiveActions(t, 'cari_hesap', id)).toEqual(['update', 'restore']);
  });

  it('deletes (archived first), lists it as deleted, restores it under its old id', async () => {
    const id = (await api.store('cari_hesap', { ...newCari(kadikoyVd), cari_hesap_adi: 'Silinecek Cari' }))
      .json.data.id;
    expect((await api.remove('cari_hesap', id)).json.data).toEqual({ message: 'success' });
    expect((await api.show('cari_hesap', id)).json).toEqual({
      status: 'error',
      code: 400,
      data: { message: 'fail.id' },
    });
    expect(await archiveActions(t, 'cari_hesap', id)).toEqual(['delete']);
    const del = (
      await api.deleted('cari_hesap', { filters: { cari_hesap_adi: { type: 1, filter: 'silinecek' } } })
    ).json.data;
    expect(del.records).toHaveLength(1);
    const sorted = await api.deleted('cari_hesap', {
      sorts: { cari_hesap_adi: false, vergi_daireleri_id: true },
    });
    expect(sorted.json.data.records.map((x: any) => x.record_id)).toContain(id);
    expect(del.records[0]).toMatchObject({
      record_id: id,
      cari_hesap_adi: 'Silinecek Cari',
      vergi_daireleri_id: 'Kadıköy Vergi Dairesi Müdürlüğü',
    });
    expect((await api.restore('cari_hesap', del.records[0].id)).json.data).toEqual({
      message: 'success',
      id,
    });
    expect((await api.show('cari_hesap', id)).json.data.record.cari_hesap_adi).toBe('Silinecek Cari');
    const after = (
      await api.deleted('cari_hesap', { filters: { cari_hesap_adi: { type: 1, filter: 'silinecek' } } })
    ).json.data;
    expect(after.records).toHaveLength(0);
  });

  it('refuses to delete a branch still used by a bank card, and keeps it', async () => {
    const [card] = (await api.list('banka_karti', { limit: 1 })).json.data.records;
    const r = await api.remove('banka_subeleri', card.banka_sube_id__id);
    expect(r.json).toEqual({
      status: 'error',
      code: 400,
      data: { message: 'fail.in.use' },
    });
    expect((await api.show('banka_subeleri', card.banka_sube_id__id)).status).toBe(200);
    expect(await archiveActions(t, 'banka_subeleri', card.banka_sube_id__id)).toEqual([]);
  });
});

describe('bank cards and users', () => {
  it('checks the IBAN format, checksum and bank, and stores it without spaces', async () => {
    const [card] = (
      await api.list('banka_karti', { limit: 1, filters: { bankalar_id: { type: 1, filter: [64] } } })
    ).json.data.records;
    const update = (iban: string) => api.update('banka_karti', card.id, { iban_no: iban });
    expect((await update('TR12 3456')).json.data.errors).toEqual({
      iban_no: ['IBAN TR ile başlayan 26 karakter olmalıdır.'],
    });
    expect((await update('TR72 0006 4000 0104 2000 3187 65')).json.data.errors).toEqual({
      iban_no: ['IBAN doğrulanamadı; lütfen kontrol ediniz.'],
    });
    // A valid Ziraat IBAN on an İş Bankası card.
    expect((await update(makeTrIban('0010', '1234567'))).json.data.errors).toEqual({
      iban_no: ['IBAN seçilen bankaya ait değil.'],
    });
    expect((await update('tr71 0006 4000 0104 2000 3187 65')).json.data.message).toBe('success');
    expect((await api.show('banka_karti', card.id)).json.data.record.iban_no).toBe(
      'TR710006400001042000318765',
    );
  });

  it('keeps the password hash on update with an empty password and never shows it', async () => {
    const id = (await api.store('users', { email: 'yeni@demoticaret.example', password: 'Baslangic1' })).json
      .data.id;
    const hash = async () =>
      (await sql<{ password: string }>`select password from users where id = ${id}`.execute(t.database.db))
        .rows[0].password;
    const before = await hash();
    expect(before).toMatch(/^scrypt\$/);
    expect((await api.update('users', id, { password: '', name_basic: 'Selin' })).json.data.message).toBe(
      'success',
    );
    expect(await hash()).toBe(before);
    expect((await api.edit('users', id)).json.data.record.password).toBe('');
    const short = await api.update('users', id, { password: 'kısa' });
    expect(short.json.data.errors).toEqual({ password: ['Şifre 8 ile 24 karakter arasında olmalıdır.'] });
    const missing = await api.store('users', { email: 'sifresiz@demoticaret.example' });
    expect(missing.json.data.errors).toEqual({ password: ['Şifre alanı zorunludur.'] });
    const upper = await api.store('users', {
      email: 'BILGI.ISLEM@DEMOTICARET.EXAMPLE',
      password: 'Baslangic1',
    });
    expect((await api.show('users', upper.json.data.id)).json.data.record.email).toBe(
      'bilgi.islem@demoticaret.example',
    );
    const taken = await api.store('users', { email: 'ORNEK@defter.local', password: 'Baslangic1' });
    expect(taken.json.data.errors).toEqual({ email: ['Bu e-posta adresi başka bir kullanıcıya ait.'] });
  });

  it('never lets a company admin change its own package through the table service', async () => {
    const dept = (
      await sql<any>`select department_id from users where email = ${DEMO_ADMIN}`.execute(t.database.db)
    ).rows[0].department_id;
    const r = await api.update('departments', dept, { musteri_paketi_id: 1, phone: '+90 (212) 231 45 68' });
    expect(r.json.data.message).toBe('success');
    const row = (
      await sql<any>`select musteri_paketi_id, phone from departments where id = ${dept}`.execute(
        t.database.db,
      )
    ).rows[0];
    expect(row).toEqual({ musteri_paketi_id: 4, phone: '+90 (212) 231 45 68' });
    expect((await api.store('departments', { name_basic: 'Yeni Firma' })).json.data).toEqual({
      message: 'no.auth',
    });
  });
});
