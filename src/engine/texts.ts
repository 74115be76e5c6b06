import { ui } from '../../domain/messages';

// Labels of the engine's own controls that the spec does not word (pager, filters, row buttons, select
// controls): Defter's wording, as the spec leaves those screens "not shown". Spec texts live in
// domain/messages and are re-exported here where the engine uses them.

/** Buttons and labels of the generic pages. */
export const texts = {
  save: ui.save,
  saving: 'Kaydediliyor...',
  add: 'Ekle',
  edit: 'Düzenle',
  remove: 'Sil',
  actions: 'İşlemler',
  /** The label of a list's totals row (issue 16). */
  totalRow: 'Toplam',
  tabs: 'Liste sekmeleri',
  backToList: 'Listeye dön',
  openAsPage: 'Sayfada aç',
  /** A list opened from a figure elsewhere (`?filters=`, the dashboard): its filters, and the way to every row. */
  linkedFilters: 'Gösterilen kayıtlar:',
  dropLinkedFilters: 'Tüm kayıtları göster',
  clear: 'Temizle',
  apply: 'Uygula',
  yes: 'Evet',
  no: 'Hayır',
  errorTitle: ui.errorToastTitle,
  /** The one toast of a save stopped by field errors (docs/design-system.md, "Feedback"). */
  fieldsMissing: (n: number) => `${n} alan eksik`,
  total: (n: number) => `Toplam ${n.toLocaleString('tr-TR')} kayıt`,
  pageOf: (page: number, pages: number) => `Sayfa ${page} / ${Math.max(pages, 1)}`,
  pageSize: 'Sayfa başına kayıt',
  firstPage: 'İlk sayfa',
  previousPage: 'Önceki sayfa',
  nextPage: 'Sonraki sayfa',
  lastPage: 'Son sayfa',
  filterFor: (label: string) => `${label} filtresi`,
  operator: 'Koşul',
  value: 'Değer',
  value2: 'İkinci değer',
  search: 'Ara',
  characters: (n: number, max: number) => `${n} / ${max}`,
  newTitle: (title: string) => `${title} - Yeni Kayıt`,
  editTitle: (title: string) => `${title} - Düzenle`,
} as const;

/** Filter operators per kind, with the contract's type numbers (api-contract.md, "Filters"). */
export const filterOperators = {
  text: [
    { type: 1, label: 'İçerir' },
    { type: 2, label: 'İle başlar' },
    { type: 3, label: 'İle biter' },
    { type: 4, label: 'Eşittir' },
    { type: 5, label: 'İçermez' },
    { type: 100, label: 'Boş' },
    { type: 101, label: 'Boş değil' },
  ],
  number: [
    { type: 1, label: 'Eşittir' },
    { type: 2, label: 'Eşit değil' },
    { type: 3, label: 'Küçüktür' },
    { type: 4, label: 'Büyüktür' },
    { type: 100, label: 'Boş' },
    { type: 101, label: 'Boş değil' },
  ],
  date: [
    { type: 1, label: 'Eşittir' },
    { type: 2, label: 'Öncesi' },
    { type: 3, label: 'Sonrası' },
    { type: 4, label: 'Arasında' },
    { type: 100, label: 'Boş' },
    { type: 101, label: 'Boş değil' },
  ],
  boolean: [
    { type: 1, label: 'Eşittir' },
    { type: 100, label: 'Boş' },
    { type: 101, label: 'Boş değil' },
  ],
  select: [
    { type: 1, label: 'Herhangi biri' },
    { type: 100, label: 'Boş' },
    { type: 101, label: 'Boş değil' },
  ],
} as const;
