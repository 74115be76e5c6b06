import { PACKAGES } from '../../domain/packages';
import { sharedColumns, type ColumnOf } from '../../domain/pages/page.types';

/** The cash and bank transaction tables these groups serve. */
type Transaction =
  'tahsilat_islem' | 'odeme_islemi' | 'banka_gelen_havale_islemi' | 'banka_giden_havale_islem';
/** The cheque and note tables. */
type Paper = 'musteri_cek' | 'firma_cek' | 'musteri_senet' | 'firma_senet';

// Field groups and list columns of the finance pages (cash and bank transactions, cheques and notes).

/** The groups of a cash (`kasa_karti2_id`) or bank (`banka_karti2_id`) transaction form. */
export function transactionGroups(card: 'kasa_karti2_id' | 'banka_karti2_id', direction: 'in' | 'out') {
  const targets: ColumnOf<Transaction>[] =
    direction === 'in'
      ? [
          'satis_fatura_id',
          'musteri_cek_id',
          'firma_senet_id',
          'sabit_isletme_giderleri_id',
          'kobi_satis_fatura_id',
        ]
      : [
          'alis_fatura_id',
          'firma_cek_id',
          'musteri_senet_id',
          'sabit_isletme_giderleri_id',
          'kobi_alis_fatura_id',
        ];
  return [
    {
      id: 'islem',
      title: 'İşlem Bilgileri',
      columns: sharedColumns<Transaction>([
        card,
        'islem_tipi_id',
        'islem_tarihi',
        'belge_no',
        'belge_tarihi',
      ]),
    },
    {
      id: 'karsi',
      title: 'Karşı Hesap',
      columns: sharedColumns<Transaction>([
        'kasa_karti_id',
        'banka_karti_id',
        'hizmet_ve_masraf_kartlari_id',
        'cari_hesap_id',
        'tip_id',
        ...targets,
      ]),
    },
    {
      id: 'tutar',
      title: 'Tutar',
      columns: sharedColumns<Transaction>([
        'para_birimi_id',
        'döviz_kuru',
        'tutar',
        'kdv_id',
        'kdv_dahil_buton',
        'kdv_tutari',
        'vergi_tutar',
        'dovizli_tutar',
      ]),
    },
    { id: 'aciklama', title: 'Açıklama', columns: sharedColumns<Transaction>(['aciklama']) },
  ];
}

/** The list columns of a transaction. */
export const transactionListColumns = (card: 'kasa_karti2_id' | 'banka_karti2_id') =>
  sharedColumns<Transaction>([
    'islem_tarihi',
    card,
    'islem_tipi_id',
    'belge_no',
    'cari_hesap_id',
    'tutar',
    'para_birimi_id',
    'vergi_tutar',
    'aciklama',
  ]);

/** The groups of a cheque (`cek_numarasi`) or note (`senet_no`) form. */
export function paperGroups(cheque: boolean) {
  return [
    {
      id: 'evrak',
      title: cheque ? 'Çek Bilgileri' : 'Senet Bilgileri',
      columns: sharedColumns<Paper>([
        'cari_hesap_id',
        cheque ? 'cek_numarasi' : 'senet_no',
        'pozisyon_id',
        'islem_tarihi',
        'vade_tarihi',
        ...(cheque ? (['bankalar_id', 'hesap_no'] as const) : []),
        'borclu',
        'sehirler_id',
      ]),
    },
    {
      id: 'tutar',
      title: 'Tutar',
      columns: sharedColumns<Paper>([
        'tutar',
        'para_birimi_id',
        'döviz_kuru',
        'kur_tarihi',
        'doviz_kuru_kaynagi',
        'doviz_kuru_aciklamasi',
        'dovizli_tutar',
      ]),
    },
    { id: 'aciklama', title: 'Açıklama', columns: sharedColumns<Paper>(['description']) },
  ];
}

/** The list columns of a cheque or note. */
export const paperListColumns = (cheque: boolean) =>
  sharedColumns<Paper>([
    cheque ? 'cek_numarasi' : 'senet_no',
    'cari_hesap_id',
    'pozisyon_id',
    'vade_tarihi',
    'tutar',
    'para_birimi_id',
    'borclu',
  ]);

/** The packages whose menus and routes have the finance pages: every one but Kısıtlı Kobi (as their tables). */
export const FINANCE_PAGE_PACKAGES = [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube];
