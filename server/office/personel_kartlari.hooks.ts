import type { TableHooks } from '../tables/table.hooks';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** The hooks of `personel_kartlari`: the whole name a select shows, and a leaving date not before the start. */
export const personelKartlariHooks: TableHooks = {
  async validate(values, ctx): Promise<Record<string, string[]>> {
    const row = { ...ctx.old, ...values };
    const start = str(row.ise_giris_tarihi).slice(0, 10);
    const end = str(row.isten_cikis_tarihi).slice(0, 10);
    if (start && end && end < start)
      return { isten_cikis_tarihi: ['İşten çıkış tarihi işe giriş tarihinden önce olamaz.'] };
    return {};
  },
  async beforeWrite(values, ctx) {
    const row = { ...ctx.old, ...values };
    return { ...values, adi_soyadi: `${str(row.personel_adi)} ${str(row.personel_soyadi)}`.trim() };
  },
};
