/**
 * Small test tables whose pages each show a few rule kinds in Storybook (RuleKinds.stories.tsx), beside the
 * document-like page of rules-demo.ts: a payment that requires the account it shows (a hidden account is never
 * required), a quote whose fields take defaults from the calendar, the signed-in user and the company, and a
 * small-business payment whose rules set values, enable the rate and warn (002 §4, §5).
 */
import type { LoggedInUserInfo } from '../../../services/auth';
import { column, demoTables, relation } from '../../../services/tables.fixtures';
import type { MemoryTable } from '../../../services/tables.memory';
import type { PageDefinition } from '../../../../domain/pages/page.types';

/** The spec's messages these pages' rules use (002 §5). */
export const kindMessages = {
  overpaid: 'Ürün fiyatından daha fazla ödeyemezsiniz!',
} as const;

/** The signed-in user and company the `{user}` / `{company}` defaults read (the shell's getLoggedInUserInfo). */
export const demoSession: LoggedInUserInfo = {
  user: {
    id: 1,
    email: 'ayse.yilmaz@ornek-ticaret.com.tr',
    tc: '10000000146',
    name_basic: 'Ayşe',
    surname: 'Yılmaz',
    phone: '+90 (532) 123 45 12',
    department_id: 1,
    firma_sube_adi: null,
    kullanici_ayarlari: null,
  },
  auths: { tables: {} },
  department: {
    id: 1,
    name_basic: 'Örnek Ticaret Ltd. Şti.',
    musteri_paketi_id: 1,
    paket_adi: 'Ön muhasebe',
    son_kullanma_tarihi: '2027-06-30',
    kalan_gun: 214,
    firma_adresi: 'Atatürk Cad. No: 12, Çankaya / Ankara',
  },
  is_admin: false,
  yetki_count: 1,
};

/** A payment from a till or a bank account: the account shown is required, the hidden one never. */
export const paymentPage: PageDefinition = {
  table: 'odeme_ornegi',
  route: '/odeme-ornegi',
  title: 'Ödeme Örneği',
  layout: 'special',
  groups: [
    { id: 'odeme', title: 'Ödeme', columns: ['kasa_banka', 'kasa_karti_id', 'banka_karti_id', 'tutar'] },
    { id: 'diger', title: 'Diğer', columns: ['aciklama'] },
  ],
  rules: [
    {
      id: 'hesap-zorunlu',
      note: 'Ödeme bir kasadan ya da bir banka hesabından yapılır: görünen hesap zorunludur.',
      then: [{ require: ['kasa_karti_id', 'banka_karti_id'] }],
    },
    {
      id: 'kasa-banka',
      note: 'Kasa seçilince banka kartı gizlenir ve temizlenir; Banka seçilince kasa kartı.',
      when: { field: 'kasa_banka', equals: '1' },
      then: [{ hide: ['banka_karti_id'] }, { clear: ['banka_karti_id'] }],
      otherwise: [{ hide: ['kasa_karti_id'] }, { clear: ['kasa_karti_id'] }],
    },
  ],
};

/** A quote: status, dates and times, who prepared it and for which company, as defaults. */
export const quotePage: PageDefinition = {
  table: 'teklif_ornegi',
  route: '/teklif-ornegi',
  title: 'Teklif Örneği',
  layout: 'page',
  groups: [
    {
      id: 'teklif',
      title: 'Teklif Bilgileri',
      columns: [
        'teklif_numarasi',
        'durum',
        'teklif_tarihi',
        'teklif_saati',
        'gecerlilik_tarihi',
        'duzenleme_tarihi',
        'para_birimi_id',
        'kur_tarihi',
      ],
    },
    {
      id: 'hazirlayan',
      title: 'Hazırlayan',
      columns: ['hazirlayan', 'hazirlayan_eposta', 'firma', 'firma_adresi'],
    },
  ],
  rules: [
    {
      id: 'teklif-varsayilanlar',
      note: 'Yeni teklif: taslak, bugün, yarına kadar geçerli, şimdi düzenlendi; hazırlayan ve firma oturumdan.',
      then: [
        {
          default: {
            durum: { static: '1' },
            teklif_tarihi: { date: 'today' },
            teklif_saati: { now: 'time' },
            gecerlilik_tarihi: { date: 'tomorrow' },
            duzenleme_tarihi: { now: 'datetime' },
            hazirlayan: { user: 'name_basic' },
            hazirlayan_eposta: { user: 'email' },
            firma: { company: 'name_basic' },
            firma_adresi: { company: 'firma_adresi' },
          },
        },
      ],
    },
    {
      id: 'doviz-kur-tarihi',
      note: 'Dolar, Euro ya da Sterlin seçilince kur tarihi görünür; varsayılanı dün (TCMB’nin son kuru).',
      when: { field: 'para_birimi_id', in: [2, 3, 6] },
      then: [{ show: ['kur_tarihi'] }, { default: { kur_tarihi: { date: 'yesterday' } } }],
      otherwise: [{ hide: ['kur_tarihi'] }, { clear: ['kur_tarihi'] }],
    },
  ],
};

/** A small-business order's payment: the paid amount is capped at the price, instalments set the flag. */
export const smallBusinessPage: PageDefinition = {
  table: 'kobi_odeme_ornegi',
  route: '/kobi-odeme-ornegi',
  title: 'KOBİ Ödeme Örneği',
  layout: 'special',
  groups: [
    {
      id: 'odeme',
      title: 'Ödeme',
      columns: [
        'tutar',
        'kobi_odenen_tutar',
        'kobi_taksit_sayisi',
        'taksitli',
        'para_birimi_id',
        'döviz_kuru',
      ],
    },
  ],
  rules: [
    {
      id: 'kobi-fazla-odeme',
      note: 'Ödenen tutar ürün fiyatını geçemez: uyarı, ve ödenen tutar fiyata çekilir. 002 §5',
      when: { field: 'kobi_odenen_tutar', number: { gt: { field: 'tutar' } } },
      then: [{ warn: kindMessages.overpaid }, { set: { kobi_odenen_tutar: { field: 'tutar' } } }],
    },
    {
      id: 'kobi-taksitli',
      note: 'Birden çok taksit: taksitli.',
      when: { field: 'kobi_taksit_sayisi', number: { gt: 1 } },
      then: [{ set: { taksitli: '1' } }],
      otherwise: [{ set: { taksitli: '0' } }],
    },
    {
      id: 'doviz-tl',
      note: 'Türk lirası (ya da boş): kur 1 ve kilitli; döviz seçilince kur yazılır.',
      when: {
        any: [
          { field: 'para_birimi_id', equals: 1 },
          { field: 'para_birimi_id', empty: true },
        ],
      },
      then: [{ set: { döviz_kuru: '1' } }, { disable: ['döviz_kuru'] }],
      otherwise: [{ enable: ['döviz_kuru'] }],
    },
  ],
};

const money = (name: string, label: string) => column(name, label, 'money', { format: 'money', scale: 2 });

/** The demo database: Defter's memory fixtures plus the three pages' tables (empty). */
export function ruleKindsTables(): Record<string, MemoryTable> {
  const table = (def: PageDefinition, display_column: string, columns: MemoryTable['columns']) => ({
    [def.table]: { display_name: def.title, display_column, columns, records: [] },
  });
  return {
    ...demoTables(),
    ...table(paymentPage, 'tutar', [
      column('kasa_banka', 'Ödeme Yeri', 'boolean:fastchange', { default: '0' }),
      relation('kasa_karti_id', 'Kasa Kartı', 'kasa_karti', {}, 'kasa_tanımı'),
      relation('banka_karti_id', 'Banka Kartı', 'banka_karti', {}, 'banka_tanımı'),
      money('tutar', 'Tutar'),
      column('aciklama', 'Açıklama', 'text'),
    ]),
    ...table(quotePage, 'teklif_numarasi', [
      column('teklif_numarasi', 'Teklif Numarası', 'string', { max_length: 16 }),
      column('durum', 'Durum', 'select:static', {
        db_type_name: 'integer',
        options: [
          { id: '1', text: 'Taslak' },
          { id: '2', text: 'Gönderildi' },
          { id: '3', text: 'Onaylandı' },
        ],
      }),
      column('teklif_tarihi', 'Teklif Tarihi', 'date'),
      column('teklif_saati', 'Teklif Saati', 'time'),
      column('gecerlilik_tarihi', 'Geçerlilik Tarihi', 'date'),
      column('duzenleme_tarihi', 'Düzenleme Tarihi', 'datetime'),
      relation('para_birimi_id', 'Para Birimi', 'para_birimleri'),
      column('kur_tarihi', 'Kur Tarihi', 'date'),
      column('hazirlayan', 'Hazırlayan', 'string'),
      column('hazirlayan_eposta', 'Hazırlayanın E-postası', 'string'),
      column('firma', 'Firma', 'string'),
      column('firma_adresi', 'Firma Adresi', 'text'),
    ]),
    ...table(smallBusinessPage, 'tutar', [
      money('tutar', 'Ürün Tutarı'),
      money('kobi_odenen_tutar', 'Ödenen Tutar'),
      column('kobi_taksit_sayisi', 'Taksit Sayısı', 'numeric', {
        db_type_name: 'integer',
        scale: 0,
        value_kind: 'instalments',
      }),
      column('taksitli', 'Taksitli', 'boolean', { default: '0' }),
      relation('para_birimi_id', 'Para Birimi', 'para_birimleri'),
      column('döviz_kuru', 'Döviz Kuru', 'numeric', { scale: 4, value_kind: 'exchange_rate' }),
    ]),
  };
}
