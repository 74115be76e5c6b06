/** A small-business order table with every special field of the detail panel (stories and tests). */
import { column, demoTables, relation } from '../../../services/tables.fixtures';
import type { MemoryTable } from '../../../services/tables.memory';

/** A small-business order with every special field of the panel. */
const siparis = (): MemoryTable => ({
  display_name: 'Kobi Siparişleri',
  display_column: 'urun_adi',
  columns: [
    column('urun_adi', 'Ürün Adı*', 'string'),
    relation('cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
    column('tutar', 'Tutar*', 'money', { format: 'money', scale: 2 }),
    column('kobi_alinan_satilan', 'Alınan / Satılan', 'boolean'),
    column('kobi_odendi', 'Ödeme Durumu', 'boolean'),
    column('kasa_banka', 'Ödeme Yeri', 'boolean'),
    column('kdv_dahil_buton', 'KDV', 'boolean'),
    column('taksitli', 'Taksitli', 'boolean'),
    column('vade_tarihi', 'Vade Tarihi', 'date'),
    column('pozisyon_id', 'Pozisyon', 'select:static', {
      options: [
        { id: '1', text: 'Tahsil Edildi' },
        { id: '2', text: 'Beklemede' },
        { id: '3', text: 'İcrada' },
        { id: '4', text: 'Karşılıksız' },
      ],
    }),
    column('mal_hizmet_json', 'Mal / Hizmet', 'jsonb', { db_type_name: 'jsonb' }),
    column('fatura_dosyasi', 'Fatura Dosyası', 'files'),
    column('document', 'Belge', 'text'),
    column('images', 'Görsel', 'files'),
    column('gizli_not', 'Gizli Not', 'string', { visible: false }),
    column('yasak', 'Yasaklı', 'string', { banned: true }),
  ],
  records: [
    {
      id: 7,
      urun_adi: 'Endüstriyel Mikser',
      cari_hesap_id: 1,
      tutar: '12500.00',
      kobi_alinan_satilan: '1',
      kobi_odendi: '1',
      kasa_banka: '0',
      kdv_dahil_buton: '1',
      taksitli: '0',
      vade_tarihi: '2026-01-15',
      pozisyon_id: '3',
      mal_hizmet_json: JSON.stringify([{ mal_hizmet_tutari: '1000' }, { mal_hizmet_tutari: '250.5' }]),
      fatura_dosyasi: JSON.stringify([
        {
          id: 41,
          file_name: 'fatura.pdf',
          mime: 'application/pdf',
          disk: 'database',
          destination_path: 'files/41',
        },
        // A file the server does not serve (no stored id): its name, without a link.
        { file_name: 'eski-arsiv.pdf', disk: 'local', destination_path: 'uploads/2026' },
      ]),
      document: '<p>Sayın müşterimiz</p><script>parent.hacked = true</script>',
      images: JSON.stringify([{ file_name: 'mikser.png' }]),
      gizli_not: 'görünmemeli',
      yasak: 'görünmemeli',
    },
    {
      id: 8,
      urun_adi: 'Yedek Parça',
      cari_hesap_id: 2,
      tutar: '99.90',
      kobi_alinan_satilan: '0',
      kobi_odendi: '0',
    },
  ],
});

/** Defter's memory fixtures plus `kobi_siparis` (records 7: sold, paid; 8: bought, unpaid). */
export const detailDemoTables = (): Record<string, MemoryTable> => ({
  ...demoTables(),
  kobi_siparis: siparis(),
});
