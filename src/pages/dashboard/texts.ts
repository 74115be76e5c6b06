import type { AgeingBucket, EDocWaiting } from '../../../domain/api/dashboard';

// The dashboard's wording (issue 28; the spec has no dashboard: Defter's Turkish, docs/dashboard.md).

export const dashboardTexts = {
  title: 'Gösterge Paneli',
  loading: 'Gösterge paneli yükleniyor...',
  failed: 'Gösterge paneli yüklenemedi.',
  receivables: 'Alacaklar',
  payables: 'Borçlar',
  ageingCaption: (what: string) => `${what}: açık faturalar, vadesinden bu yana geçen güne göre`,
  noOpen: 'Açık fatura yok.',
  currency: 'Para Birimi',
  total: 'Toplam',
  cashAndBank: 'Kasa ve Banka',
  cash: 'Kasa',
  bank: 'Banka',
  noCards: 'Tanımlı kart yok.',
  months: 'Satışlar ve Alışlar',
  monthsNote: 'Vergiler dahil, TL',
  thisMonth: 'Bu ay',
  lastYear: 'Geçen yıl aynı ay',
  sales: 'Satışlar',
  purchases: 'Alışlar',
  due: (days: number) => `Önümüzdeki ${days} Gün`,
  dueNote: (from: string, to: string) => `${from} – ${to} arasında vadesi gelenler`,
  collections: 'Tahsilatlar',
  payments: 'Ödemeler',
  nothingDue: 'Bu günlerde vadesi gelen yok.',
  date: 'Tarih',
  document: 'Belge',
  party: 'Cari',
  amount: 'Tutar',
  edocs: 'Bekleyen e-Belgeler',
  noEdocs: 'Bekleyen e-belge yok.',
  kdv: 'Bu Ayın KDV’si',
  kdvNote: (from: string, to: string) => `${from} – ${to}, KDV 1 çalışma tablosundan`,
  kdvCalculated: 'Hesaplanan KDV',
  kdvWithheld: 'Alıcının Tevkif Ettiği KDV',
  kdvDeductible: 'İndirilecek KDV',
  kdvCarriedIn: 'Önceki Dönemden Devreden KDV',
  kdvPayable: 'Ödenecek KDV',
  kdvCarriedOut: 'Sonraki Döneme Devreden KDV',
  kdvReport: 'KDV 1 çalışma tablosunu aç',
  chartLabel: 'Bu ay ve geçen yılın aynı ayı: satışlar ve alışlar',
  otherWidgets: 'Kurlar ve kısayollar',
} as const;

export const BUCKET_LABELS: Record<AgeingBucket, string> = {
  not_due: 'Vadesi gelmemiş',
  d1_30: '1–30 gün',
  d31_60: '31–60 gün',
  d61_90: '61–90 gün',
  d90_plus: '90 gün üzeri',
};

export const EDOC_KIND_LABELS: Record<EDocWaiting['kind'], string> = {
  draft: 'Taslak',
  unanswered: 'Yanıt bekleyen',
  failed: 'Gönderilemeyen',
};
