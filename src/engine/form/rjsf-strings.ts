import { replaceStringParameters, TranslatableString } from '@rjsf/utils';

// RJSF's own strings (its array, object and optional-data controls, labels of additional properties, the yes / no
// of a boolean select) in Turkish. The spec does not word them: Defter's wording. `%1`, `%2` are RJSF's
// parameters. DefterForm hands `turkishStrings` to RJSF; a string missing here stays RJSF's English.
const TURKISH: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Öğe',
  [TranslatableString.MissingItems]: 'Dizinin öğe tanımı yok',
  [TranslatableString.EmptyArray]: 'Henüz öğe yok. Eklemek için aşağıdaki düğmeyi kullanınız.',
  [TranslatableString.YesLabel]: 'Evet',
  [TranslatableString.NoLabel]: 'Hayır',
  [TranslatableString.CloseLabel]: 'Kapat',
  [TranslatableString.ErrorsLabel]: 'Hatalar',
  [TranslatableString.NewStringDefault]: 'Yeni değer',
  [TranslatableString.AddButton]: 'Ekle',
  [TranslatableString.AddItemButton]: 'Öğe ekle',
  [TranslatableString.CopyButton]: 'Kopyala',
  [TranslatableString.ExpandButton]: 'Döngüyü aç',
  [TranslatableString.MoveDownButton]: 'Aşağı taşı',
  [TranslatableString.MoveUpButton]: 'Yukarı taşı',
  [TranslatableString.RemoveButton]: 'Kaldır',
  [TranslatableString.NowLabel]: 'Şimdi',
  [TranslatableString.ClearLabel]: 'Temizle',
  [TranslatableString.AriaDateLabel]: 'Tarih seçiniz',
  [TranslatableString.PreviewLabel]: 'Önizleme',
  [TranslatableString.DecrementAriaLabel]: 'Değeri 1 azalt',
  [TranslatableString.IncrementAriaLabel]: 'Değeri 1 artır',
  [TranslatableString.OptionalObjectAdd]: 'İsteğe bağlı alana veri ekle',
  [TranslatableString.OptionalObjectRemove]: 'İsteğe bağlı alanın verisini kaldır',
  [TranslatableString.OptionalObjectEmptyMsg]: 'İsteğe bağlı alanda veri yok',
  [TranslatableString.Type]: 'Tür',
  [TranslatableString.Value]: 'Değer',
  [TranslatableString.ClearButton]: 'Girdiyi temizle',
  [TranslatableString.UnknownFieldType]: 'Bilinmeyen alan türü %1',
  [TranslatableString.OptionPrefix]: 'Seçenek %1',
  [TranslatableString.TitleOptionPrefix]: '%1 seçeneği %2',
  [TranslatableString.KeyLabel]: '%1 anahtarı',
  [TranslatableString.DeprecatedLabel]: '%1 (kullanımdan kalktı)',
  [TranslatableString.UnsupportedField]: 'Desteklenmeyen alan şeması.',
};

/** RJSF's `translateString` in Turkish (the form's `translateString` prop). */
export function turkishStrings(key: TranslatableString, params?: string[]): string {
  return replaceStringParameters(TURKISH[key] ?? key, params);
}
