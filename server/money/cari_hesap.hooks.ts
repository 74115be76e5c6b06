import { insertRow } from '../tables/table.repository';
import { adres } from '../catalog/adres.table';
import type { TableHooks } from '../tables/table.hooks';

/** The address fields of a current account, as the columns of its address (`adres`) that receive them. */
const ADDRESS_COPY: Record<string, string> = {
  ulkeler_id: 'ulkeler_id',
  sehirler_id: 'sehirler_id',
  ilceler_id: 'ilceler_id',
  sehir_adi: 'sehir_adi',
  ilce_adi: 'ilce_adi',
  mahalle_adi: 'mahalle_adi',
  sokak_adi: 'sokak_adi',
  bina_no: 'bina_no',
  kapi_no: 'kapi_no',
  posta_kodu: 'posta_kodu',
  adres: 'acik_adres',
};

/**
 * A new current account gets its own address as its default "Merkez" address, so that it can be invoiced at
 * once (an invoice requires one of the customer's addresses); later addresses are added under Cari Hesap
 * Adresleri, and editing the account does not rewrite them (docs/line-tables.md, "Addresses").
 */
export const cariHesapHooks: TableHooks = {
  async afterWrite(values, ctx) {
    if (ctx.old) return;
    const address: Record<string, unknown> = {
      cari_hesap_id: ctx.id,
      adres_basligi: 'Merkez',
      varsayilan: true,
    };
    for (const [from, to] of Object.entries(ADDRESS_COPY)) address[to] = values[from] ?? null;
    address.ulkeler_id ??= 1;
    await insertRow(ctx.db, adres, address, { departmentId: ctx.departmentId, userId: ctx.userId });
  },
};
