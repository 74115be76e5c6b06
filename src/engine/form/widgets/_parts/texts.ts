import type { DateShortcut } from '../../../schema/dates';

// Labels of the widgets' own controls. The spec does not word them (001 §5.1 names the shortcuts and buttons
// in English only): Defter's wording. Spec texts come from domain/messages.

/** The widgets' labels. */
export const widgetTexts = {
  showPassword: 'Şifreyi göster',
  hidePassword: 'Şifreyi gizle',
  dateMenu: 'Tarih kısayolları',
  calendar: 'Takvimden seç',
  shortcuts: {
    today: 'Bugün',
    yesterday: 'Dün',
    tomorrow: 'Yarın',
    weekBefore: 'Bir hafta önce',
    weekAfter: 'Bir hafta sonra',
  } satisfies Record<DateShortcut, string>,
  chooseMonth: 'Ay seçiniz',
  editRecord: 'Seçili kaydı düzenle',
  createRecord: 'Yeni kayıt ekle',
  payInFull: 'Tamamını Öde',
  exchangeRate: 'Güncel kuru getir',
  ratesMissing: 'Bu para birimi için güncel kur bulunamadı.',
  remove: (text: string) => `${text} kaldır`,
  moveUp: (text: string) => `${text} yukarı taşı`,
  moveDown: (text: string) => `${text} aşağı taşı`,
  moved: (text: string, position: number, total: number) => `${text}: ${position}. sıra (${total} seçim)`,
  reorderHelp: 'Sırayı sürükleyerek ya da Alt + yukarı / aşağı ok tuşlarıyla değiştirebilirsiniz.',
  chosen: (n: number) => `${n} seçim`,
  chooseFiles: 'Dosya seçiniz (.pdf, .png, .jpeg, .jpg; en fazla 5 MB)',
  chooseImage: 'Resim seçiniz (.png, .jpeg, .jpg; en fazla 5 MB; 300×300 kırpılır)',
  chooseXslt: 'XSLT şablonu seçiniz (.xslt, .xsl; en fazla 5 MB)',
  removeFile: (name: string) => `${name} dosyasını kaldır`,
  fileList: (label: string) => `${label}: dosyalar`,
  newFile: 'yeni',
  noFiles: 'Dosya yok',
  jsonFormat: 'Biçimlendir',
  jsonTree: 'Ağaç görünümü',
  jsonText: 'Metin görünümü',
  items: (n: number) => `${n} öğe`,
  empty: '—',
} as const;
