// The Turkish message catalogue: every text here is verbatim product copy from the spec.

/** Strips the trailing `*` (required marker) from a display name. */
export const labelOf = (displayName: string) => displayName.replace(/\*\s*$/, '').trim();

/** Field validation texts (002 §5). */
export const validation = {
  required: (displayName: string) => `${labelOf(displayName)} alanı zorunludur.`,
  requiredOnLine: 'Bu alan zorunludur.',
  minLength: (displayName: string, min: number) => `${labelOf(displayName)} en az ${min} karakter olmalıdır.`,
  maxLength: (displayName: string, max: number) =>
    `${labelOf(displayName)} en fazla ${max} karakter olmalıdır.`,
  minValue: (displayName: string, min: number | string) =>
    `${labelOf(displayName)} en az ${min} değerini almalıdır.`,
  /** Not in the spec's list; Defter's wording, built like the spec's minimum-value text. */
  maxValue: (displayName: string, max: number | string) =>
    `${labelOf(displayName)} en fazla ${max} değerini almalıdır.`,
  /** Defter's wording for a value of the wrong kind (a number field given letters, a bad date). */
  invalid: (displayName: string) => `${labelOf(displayName)} alanı geçerli değil.`,
  /** Defter's wording for a select value that names no record the caller may see. */
  invalidChoice: (displayName: string) => `${labelOf(displayName)} için geçerli bir seçim yapınız.`,
  fileFormat: 'Lütfen geçerli bir dosya formatı seçiniz.',
  fileSize: 'Dosya boyutu 5MB geçemez.',
  password: 'Şifre 8 ile 24 karakter arasında olmalıdır.',
} as const;

/** Toasts and dialogs of the shell and the generic pages (000 §5, §8; 002 §8). */
export const ui = {
  saved: 'Başarıyla kaydedildi.',
  deleteConfirm: 'Seçili veriyi silmek istediğinize emin misiniz!',
  deleteYes: 'Evet',
  deleteNo: 'Vazgeç',
  deleteSuccess: 'Silme işlemi başarıyla gerçekleşti.',
  deleteFailure: 'Silme işlemi başarısız.',
  deleteCancelled: 'Silmekten vazgeçildi.',
  loginFailed: 'Giriş başarısız. Lütfen giriş bilgilerinizi kontrol edin ve tekrar deneyin.',
  verified: 'Doğrulandı. Yönlendiriliyorsunuz...',
  otpFailed: 'Bir hata oluştu!',
  unknownError: 'Bilinmeyen bir hata oluştu.',
  errorTitle: 'Hata!',
  /** Title of error toasts (server messages, select load failures; 001 §8, 002 §8). */
  errorToastTitle: 'Hata',
  /** The form's save button (001 §2.2). */
  save: 'Kaydet',
  offline: 'İnternet bağlantınızı kontrol edip tekrar deneyiniz.',
  loading: 'Yükleniyor...',
  noData: 'Veri bulunamadı',
  chooseFirst: 'Lütfen öncelikle bir değer seçiniz.',
  homeTitle: 'Ana Sayfa',
} as const;

/** Machine codes of the contract and the Turkish text the browser shows for each. */
export const codeTexts: Record<string, string> = {
  'mail.or.password.incorrect': ui.loginFailed,
  'no.auth': 'Bu işlem için yetkiniz bulunmamaktadır.',
  'fail.id': 'Kayıt bulunamadı.',
  'fail.token': 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.',
  'otp.invalid': 'Doğrulama kodu hatalı.',
  'otp.expired': 'Doğrulama kodunun süresi doldu.',
  'otp.locked': 'Çok fazla hatalı deneme yapıldı. Lütfen yeni kod isteyiniz.',
  'otp.wait': 'Yeni kod istemek için lütfen bekleyiniz.',
};

/** The screen lock's PIN texts (000 §5; 002 §8). */
export const pinTexts = {
  checkTitle: 'Dikkat',
  check: 'Pin kodunuzu kontrol ediniz.',
  mismatch: 'Uyumsuz pin',
  wrong: 'Yanlış pin girdiniz!',
  removed: 'Pin Kodu Kaldırıldı',
} as const;
