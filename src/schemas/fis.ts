import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';

/**
 * Fişler: journal vouchers (mahsup, tahsil, tediye) with their lines (docs/ledger.md). The line rules are 002 §4
 * and §5 (docs/rules.md): a positive credit zeroes the debit and vice versa; belge tipi 8 (Diğer) requires the
 * document description. The server refuses a voucher whose debits and credits differ.
 */
export default definePage({
  table: 'fis',
  route: '/muhasebe/fisler',
  title: 'Fişler',
  menu: { label: 'Fişler', order: 301, group: 'muhasebe' },
  packages: [PACKAGES.muhasebe],
  layout: 'double',
  groups: [
    {
      id: 'fis',
      title: 'Fiş Bilgileri',
      columns: ['fis_turu_id', 'fis_tarihi', 'yevmiye_no', 'fis_no', 'description', 'donem_sonu_adimi'],
    },
    { id: 'satirlar', title: 'Fiş Satırları', columns: ['fis_satiri_json'] },
    { id: 'toplamlar', title: 'Toplamlar', columns: ['borc_toplami', 'alacak_toplami'] },
  ],
  listTotals: { columns: ['borc_toplami', 'alacak_toplami'] },
  listColumns: [
    'yevmiye_no',
    'fis_no',
    'fis_turu_id',
    'fis_tarihi',
    'description',
    'borc_toplami',
    'alacak_toplami',
  ],
  rules: [
    {
      id: 'fis-tarihi',
      note: 'Yeni fiş bugün tarihli.',
      then: [{ default: { fis_tarihi: { date: 'today' } } }],
    },
    {
      id: 'fis-alacak',
      scope: 'line',
      note: 'Pozitif alacak borcu sıfırlar. 002 §4',
      when: { field: 'alacak', number: { gt: 0 } },
      then: [{ set: { borc: '0' } }],
    },
    {
      id: 'fis-borc',
      scope: 'line',
      note: 'Pozitif borç alacağı sıfırlar. 002 §4',
      when: { field: 'borc', number: { gt: 0 } },
      then: [{ set: { alacak: '0' } }],
    },
    {
      id: 'fis-belge-aciklamasi',
      scope: 'line',
      note: 'Belge tipi 8 (Diğer) belge açıklamasını zorunlu kılar. 002 §5',
      when: { field: 'belge_tipi_id', equals: 8 },
      then: [{ require: ['belge_aciklamasi'] }],
    },
  ],
  lines: {
    columns: [
      'hesap_plani_id',
      'description',
      'borc',
      'alacak',
      'belge_tipi_id',
      'belge_aciklamasi',
      'belge_no',
      'belge_tarihi',
    ],
    totals: {},
    panel: [],
    scale: 2,
    firstColumn: 'hesap_plani_id',
  },
  redirect: '/muhasebe/fisler',
});
