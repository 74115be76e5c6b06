// Admin mode's own labels: the spec names the features (002 §2, 001 §2.1), the wording is Defter's.

/** Labels of admin mode. */
export const adminTexts = {
  mode: 'Yönetici modu',
  turnOn: 'Yönetici modunu aç',
  turnOff: 'Yönetici modunu kapat',
  panel: 'Yönetici görünümü',
  columns: 'Sütun bilgileri',
  schema: 'JSON Schema',
  uiSchema: 'uiSchema',
  rules: 'Kurallar',
  ruleState: 'Kuralların kararı',
  formData: 'Form verisi',
  record: 'Kayıt verisi',
  saveTest: 'Test kaydı',
  testName: 'Test adı',
  save: 'Testi kaydet',
  saved: 'Test kaydedildi.',
  savedTests: 'Kayıtlı testler',
  load: 'Testi yükle',
  noTests: 'Bu tablo için kayıtlı test yok.',
  nameRequired: 'Lütfen bir test adı giriniz.',
} as const;
