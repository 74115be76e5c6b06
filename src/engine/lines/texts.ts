import { formTexts, lineTexts } from '../../../domain/messages';

// Labels of the line grid, the totals panel and the add-tax dialog. The spec names these controls (002 §2:
// add line, remove line, add-tax dialog, totals panel; §8: Onayla / Vazgeç) but words only the title and the
// confirm buttons; the rest is Defter's wording.

/** The line grid's own labels. */
export const linesTexts = {
  title: lineTexts.title,
  addLine: 'Satır Ekle',
  removeLine: 'Satırı Sil',
  removeLineOf: (n: number) => `${n}. satırı sil`,
  rowNumber: 'Sıra',
  moveHelp:
    'Hücreler arasında Tab / Shift+Tab ile geçilir; Enter aşağı iner, Esc düzenlemeyi iptal eder. Son hücrede Tab yeni satır ekler. Alt+↑ / Alt+↓ satırı taşır, Ctrl+Delete satırı siler, Esc ile tablodan çıkılır.',
  lineCount: (n: number) => `${n.toLocaleString('tr-TR')} satır`,
  addTax: 'Vergi Ekle',
  taxesOf: (n: number) => `${n}. satırın diğer vergileri`,
  taxDialogTitle: (n: number) => `Diğer Vergiler (${n}. satır)`,
  tax: 'Vergi',
  rate: 'Oran (%)',
  withholdingRate: 'Oran (/10)',
  withholdingHint: 'Tevkifat oranı onda bir olarak girilir: 7, 7/10 demektir.',
  otvExemptionHint: 'Oranı 0 olan ÖTV için satırda ÖTV istisna sebebi seçilmelidir.',
  removeTax: 'Vergiyi kaldır',
  noTaxes: 'Bu satırda diğer vergi yok.',
  apply: 'Tamam',
  cancel: lineTexts.totalsCancel,
  totals: 'Toplamlar',
  editTotals: 'Toplamları Düzenle',
  computedTotals: 'Hesaplanan Tutarlara Dön',
  overridden: 'Toplamlar elle düzenlendi.',
  inWords: 'Yazıyla',
  warningTitle: formTexts.warningTitle,
  loadingGrid: 'Satırlar yükleniyor...',
  columns: 'Sütunlar',
  columnsOf: (shown: number, all: number) => `Sütunlar (${shown}/${all})`,
  columnsTitle: 'Gösterilecek sütunlar',
  columnsNeeded: 'satırlarda gerekli',
  columnsAll: 'Tümünü göster',
  columnsDefault: 'Varsayılan sütunlar',
  columnsClose: 'Kapat',
  columnsNotSaved: 'Sütun seçimi kaydedilemedi; bu oturumda geçerli.',
} as const;
