// The Turkish message catalogue: every text here is verbatim product copy from the spec.
import { trAmount } from '../money/tr-amount';

/** A limit as Turkish text: 100000 → "100.000", "9999999999999999.99" → "9.999.999.999.999.999,99". */
const trNumber = (v: number | string) => trAmount(String(v));

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
    `${labelOf(displayName)} en az ${trNumber(min)} değerini almalıdır.`,
  /** Not in the spec's list; Defter's wording, built like the spec's minimum-value text. */
  maxValue: (displayName: string, max: number | string) =>
    `${labelOf(displayName)} en fazla ${trNumber(max)} değerini almalıdır.`,
  /** Defter's wording for a value of the wrong kind (a number field given letters, a bad date). */
  invalid: (displayName: string) => `${labelOf(displayName)} alanı geçerli değil.`,
  /** Defter's wording for a select value that names no record the caller may see. */
  invalidChoice: (displayName: string) => `${labelOf(displayName)} için geçerli bir seçim yapınız.`,
  fileFormat: 'Lütfen geçerli bir dosya formatı seçiniz.',
  fileSize: 'Dosya boyutu 5MB geçemez.',
  password: 'Şifre 8 ile 24 karakter arasında olmalıdır.',
  /** Defter's wording for gecerlilik_tarihi before now (001 §5.1 states the rule, not the text). */
  notBeforeNow: (displayName: string) => `${labelOf(displayName)} geçmiş bir tarih olamaz.`,
  /** Defter's wording for duzenleme_tarihi after now (001 §5.1 states the rule, not the text). */
  notAfterNow: (displayName: string) => `${labelOf(displayName)} ileri bir tarih olamaz.`,
  /** Defter's wording for a digits-only column (a mask of 001 §5.1, or TC / VKN) given something else. */
  digits: (displayName: string) => `${labelOf(displayName)} yalnızca rakamlardan oluşmalıdır.`,
  /** Defter's wording for a column whose mask takes letters and digits only (invoice numbers). */
  alphanumeric: (displayName: string) => `${labelOf(displayName)} yalnızca harf ve rakamlardan oluşmalıdır.`,
  /** Defter's wording for a whole number column given decimals. */
  integer: (displayName: string) => `${labelOf(displayName)} tam sayı olmalıdır.`,
  /** Defter's wording for a phone number that does not fit its country's mask (000 §9). */
  phone: (displayName: string, mask: string) => `${labelOf(displayName)} ${mask} biçiminde olmalıdır.`,
  /** Defter's wording for a JSON field that does not parse. */
  json: (displayName: string) => `${labelOf(displayName)} geçerli bir JSON olmalıdır.`,
} as const;

/** Hints under fields (001 §5.1 describes them; the wording is Defter's). */
export const hints = {
  tc: 'Şahıslar için 11 haneli T.C. kimlik numarası, şirketler için 10 haneli vergi numarası giriniz.',
  citizenId: '11 haneli numara T.C. kimlik numarasıdır: ad ve soyad girilir.',
  taxNumber: '10 haneli numara vergi numarasıdır: ünvan girilir.',
  iban: 'Türkiye IBAN numarası TR ile başlar.',
  localRate: '₺ için döviz kuru 1,00 olmalıdır.',
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
  'fail.subscription':
    'Paketinizin süresi dolmuştur. Kayıt eklemek, değiştirmek ve silmek için lütfen paketinizi yenileyiniz.',
  'otp.invalid': 'Doğrulama kodu hatalı.',
  'otp.expired': 'Doğrulama kodunun süresi doldu.',
  'otp.locked': 'Çok fazla hatalı deneme yapıldı. Lütfen yeni kod isteyiniz.',
  'otp.wait': 'Yeni kod istemek için lütfen bekleyiniz.',
  'login.throttled': 'Çok fazla başarısız giriş denemesi yapıldı. Lütfen daha sonra tekrar deneyiniz.',
  'otp.throttled': 'Çok fazla doğrulama denemesi yapıldı. Lütfen daha sonra tekrar deneyiniz.',
  'signup.throttled': 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyiniz.',
  // Defter's wording for the refusals of a request (docs/table-service.md, "Error codes").
  'fail.table.name': 'Böyle bir tablo bulunamadı.',
  'fail.column.name': 'Bu tabloda böyle bir sütun kullanılamaz.',
  'fail.json': 'Geçersiz istek: JSON okunamadı.',
  'fail.body': 'Geçersiz istek: istek gövdesi okunamadı.',
  'fail.idempotency.key':
    'Geçersiz istek: işlem anahtarı (Idempotency-Key) 1–200 yazdırılabilir ASCII karakter olmalıdır.',
  'fail.idempotency.reused': 'Bu işlem anahtarı başka bir istek için kullanıldı.',
  'fail.idempotency.pending': 'Aynı işlem şu anda yapılıyor. Lütfen biraz sonra tekrar deneyiniz.',
  'fail.json.depth': 'Geçersiz istek: JSON verisi çok fazla iç içe düzey içeriyor.',
  'fail.character':
    'Geçersiz istek: metinde geçersiz bir karakter (U+0000 ya da eşi olmayan bir vekil karakter) var.',
  'fail.body.size': 'İstek boyutu sınırı aştı.',
  'fail.params': 'Geçersiz istek: liste parametreleri okunamadı.',
  'fail.sort': 'Geçersiz sıralama.',
  'fail.filter': 'Geçersiz filtre.',
  'fail.filter.type': 'Filtre türü bu sütun için geçersiz.',
  'fail.filter.value': 'Filtre değeri geçersiz.',
  'fail.totals': 'Geçersiz istek: toplamı alınamayan bir sütun istendi.',
  'fail.search': 'Arama metni çok uzun.',
  'fail.in.use': 'Bu kayıt başka kayıtlarda kullanıldığı için silinemez.',
  'fail.reference': 'Seçilen kayıtlardan biri artık mevcut değil.',
  'fail.restore.reference': 'Kayıt geri yüklenemedi: bağlı olduğu bir kayıt artık mevcut değil.',
  'fail.duplicate': 'Aynı bilgilere sahip başka bir kayıt var.',
  'fail.required': 'Zorunlu bir alan boş.',
  'fail.restore.required': 'Kayıt geri yüklenemedi: zorunlu bir alan boş.',
  'fail.value': 'Geçersiz değer.',
  'fail.payment.imitation': 'Taklit edilen kullanıcı adına ödeme yapılamaz.',
  'fail.payment.package': 'Bu abonelik firmanızın paketine ait değil.',
  'fail.payment.provider': 'Ödeme sağlayıcısı yapılandırılmamış. Lütfen daha sonra tekrar deneyiniz.',
  'fail.error.log.rate': 'Çok fazla hata kaydı gönderildi; lütfen biraz sonra tekrar deneyiniz.',
  'fail.render.busy': 'Belge görüntüleme şu anda yoğun; lütfen biraz sonra tekrar deneyiniz.',
  'fail.settings': 'Geçersiz istek: kullanıcı ayarları bir JSON nesnesi olmalıdır.',
  'fail.not.found': 'İstenen adres bulunamadı.',
  'fail.request': 'Geçersiz istek.',
  'fail.period.closed': 'Kayıt kapanmış bir döneme ait olduğu için değiştirilemez.',
  'fail.server': ui.unknownError,
  'cors.refused': 'Bu adresten yapılan isteklere izin verilmiyor.',
  'fail.report.name': 'Böyle bir rapor bulunamadı.',
  'fail.report.params': 'Rapor parametreleri geçersiz.',
  'fail.closing': 'Dönem sonu işlemi yapılamadı.',
  'fail.payment.over':
    'Ürün fiyatından daha fazla ödeyemezsiniz! Bu belgeye yapılan ödemeler belgenin tutarını aşıyor.',
};

/** A wait in Turkish words, rounded up: 45 → '45 saniye', 61 → '2 dakika', 5400 → '1 saat 30 dakika'. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} saniye`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} dakika`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} saat ${rest} dakika` : `${hours} saat`;
}

/**
 * Defter's wording of a refused try that says when the next one is possible (the spec has no text for it): the
 * server's `retry_after` seconds, in words.
 */
const waitTexts: Record<string, (wait: string) => string> = {
  'login.throttled': (wait) =>
    `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${wait} sonra tekrar deneyiniz.`,
  'otp.throttled': (wait) => `Çok fazla doğrulama denemesi yapıldı. Lütfen ${wait} sonra tekrar deneyiniz.`,
  'signup.throttled': (wait) => `Çok fazla deneme yapıldı. Lütfen ${wait} sonra tekrar deneyiniz.`,
};

/**
 * The Turkish text of a machine code, with the wait when the answer carries `retry_after` and the code has a
 * wording for it; undefined for a code without a text.
 */
export function codeText(code: string, data: { retry_after?: unknown } = {}): string | undefined {
  const retry = Number(data.retry_after);
  const withWait = waitTexts[code];
  if (withWait && Number.isFinite(retry) && retry > 0) return withWait(waitText(retry));
  return codeTexts[code];
}

/** The screen lock's PIN texts (000 §5; 002 §8). */
export const pinTexts = {
  checkTitle: 'Dikkat',
  check: 'Pin kodunuzu kontrol ediniz.',
  mismatch: 'Uyumsuz pin',
  wrong: 'Yanlış pin girdiniz!',
  removed: 'Pin Kodu Kaldırıldı',
} as const;

/** Texts of documents with lines (invoices, quotes): the spec's line rules (002 §5) and Defter's total check. */
export const documentTexts = {
  withholdingNeedsType: "Fatura tipi 'Tevkifat' olmalıdır!",
  zeroKdvOnWithholding: "Fatura tipi tevkifat'dır. KDV '%0' olamaz!",
  /** 002 §4/§8: the invoice type left 5 (special base); the special-base cells are cleared. */
  specialBaseCancelled: 'Özel Matrah Hesaplaması İptal Edildi!',
  /** Defter's wording: a total sent with a document differs from the one its lines give. */
  totalMismatch: (displayName: string, expected: string) =>
    `${labelOf(displayName)} satırlardan hesaplanan tutarla uyuşmuyor (hesaplanan: ${expected}).`,
  /** Defter's wording: a confirmed override of a total outside the rounding band (docs/line-tables.md, "Totals"). */
  overrideBand: (displayName: string, tolerance: string, expected: string) =>
    `${labelOf(displayName)} hesaplanan tutardan en fazla ${trNumber(tolerance)} farklı olabilir (hesaplanan: ${trNumber(expected)}).`,
  /** Defter's wording: a number the calculation cannot use (a discount above 100 %, an unknown tax…). */
  notCalculable: (displayName: string, reason: string) => `${labelOf(displayName)}: ${reason}.`,
  /** Issue 11 item 10: a document is saved with at least one line (under the line table). */
  noLines: 'En az bir satır girilmelidir.',
} as const;

/** The line grid, totals panel and add-tax dialog of documents (002 §2, §5, §8). */
export const lineTexts = {
  /** The line table's title (002 §2). */
  title: 'Fiş-Kalem Ekleme',
  /** Title of the KDV 0 % warning on a withholding invoice (002 §5); its text is zeroKdvOnWithholding. */
  zeroKdvTitle: "KDV '%0' Girilemez!",
  /**
   * Defter's Turkish for 002 §8's totals-edit warning ("only the payable amount and the total including taxes
   * can be changed, all else is the user's responsibility").
   */
  totalsEditWarning:
    'Yalnızca Ödenecek Tutar ve Vergiler Dahil Toplam Tutar değiştirilebilir. Diğer tüm tutarların doğruluğu kullanıcının sorumluluğundadır.',
  totalsConfirm: 'Onayla',
  totalsCancel: 'Vazgeç',
} as const;

/** The generic add/edit form's texts (002 §2, §8); labels of its buttons are Defter's wording. */
export const formTexts = {
  warningTitle: 'Uyarı',
  noPreviousTitle: 'Bulunamadı',
  noPrevious: 'Daha önce eklenmiş kayıt bulunamadı',
  previousRecord: 'Önceki Kayıt',
  clear: 'Formu Temizle',
  pasteDraft: 'Taslağı Yapıştır',
  lastSaved: 'Son Kaydedileni Getir',
} as const;

/** The record detail panel's texts (001 §2.1). */
export const detailTexts = {
  /** Defter's words: the list's row action and the panel's title, the count of a document's lines. */
  detail: 'Detay',
  detailTitle: (title: string) => `${title} - Detay`,
  lineCount: (n: number) => `${n.toLocaleString('tr-TR')} kalem`,
  collectionDone: 'Tahsilat Tamamlandı',
  collectionNotDone: 'Tahsilat Yapılmadı',
  paymentDone: 'Ödeme Tamamlandı',
  paymentNotDone: 'Ödeme Yapılmadı',
  sold: 'Satılan',
  bought: 'Alınan',
  cash: 'Kasa',
  bank: 'Banka',
  vatIncluded: 'Dahil',
  vatExcluded: 'Hariç',
  isDefault: 'Varsayılan',
  notDefault: 'Varsayılan Değil',
  /** Cheque and note positions (pozisyon_id) and their tag colours. */
  positions: {
    'Tahsil Edildi': 'success',
    Beklemede: 'warning',
    İcrada: 'danger',
    Karşılıksız: 'info',
  },
} as const;

/** An e-document's files on its detail (002 §2 "Document viewers": PDF, XML, HTML indir; §8 success toasts). */
export const mediaTexts = {
  view: 'Görüntüle',
  download: { pdf: 'PDF indir', xml: 'XML indir', html: 'HTML indir' },
  created: { pdf: 'PDF oluşturuldu.', xml: 'XML oluşturuldu.', html: 'HTML oluşturuldu.' },
  actions: 'Belge',
  viewTitle: (name: string) => `${name} - Görüntüle`,
  /** The detail panel's preview frame (002 §2 "Document viewers"). */
  previewTitle: (name: string) => `${name} - Önizleme`,
  previewLoading: 'Belge yükleniyor…',
} as const;

/** The e-document viewers' integrator actions (002 §4 "Viewer actions", §8; docs/e-documents.md). */
/** Received documents: "XML Yükle" and "Alış Faturasına Aktar" (issue 26; docs/e-documents.md, "Received documents"). */
export const receivedTexts = {
  importButton: 'XML Yükle',
  importHint:
    'Başka entegratörden gelen e-Fatura, e-Arşiv ya da e-İrsaliye XML dosyalarını veya zip arşivini seçiniz.',
  uploading: (done: number, total: number, name: string) => `Yükleniyor: ${done + 1} / ${total} — ${name}`,
  tooBig: (name: string, mb: string) => `${name}: dosya çok büyük (${mb} MB); en fazla 25 MB yüklenebilir.`,
  tooMany: (limit: number) => `Bir seferde en fazla ${limit} dosya yüklenebilir.`,
  results: 'Yükleme sonuçları',
  stored: 'Yüklendi',
  duplicate: 'Zaten yüklü',
  refused: 'Reddedildi',
  imported: 'Bu belge XML dosyasından yüklendi; yanıtı göndericinin entegratörü üzerinden verilir.',
  transfer: 'Alış Faturasına Aktar',
  transferTitle: 'Alış Faturasına Aktar',
  transferred: 'Alış faturasına aktarıldı.',
  supplierNew: (title: string) => `Tedarikçi kartı belgeden oluşturulacak: ${title}`,
  supplierFound: (title: string) => `Tedarikçi: ${title}`,
  chooseCard: 'Stok kartı seçiniz',
  matchedBy: { hatırlanan: 'daha önceki seçiminiz', kod: 'ürün kodu', barkod: 'barkod' } as Record<
    string,
    string
  >,
  transferGo: 'Aktar',
} as const;

export const eDocumentTexts = {
  send: 'Gönder',
  sendTitle: 'Uyarı',
  sendConfirm:
    'Faturadaki tüm bilgilerin doğruluğundan sorumlu olduğunuzu hatırlatırız. Tutarları ve diğer bilgileri kontrol ettiniz mi? İşleme devam etmek istediğinize emin misiniz?',
  sendYes: 'Evet & Gönder',
  sendNo: 'İptal',
  cancelled: 'İptal edildi',
  answer: 'Yanıtla',
  answerTitle: 'Faturaya Yanıt Ver',
  answerCode: 'Yanıt',
  answerReason: 'Açıklama',
  answerSubmit: 'Yanıtı Gönder',
  /** The 002 §8 dialog of an e-Fatura to a VKN that is not a registered user. */
  notUserTitle: 'E-Fatura kesilemez.',
  notUser:
    'Fatura kesilmek istenilen kullanıcı GİB E-Fatura sisteminde kayıtlı değildir. E-Arşiv Fatura oluşturmak ister misiniz?',
  notUserWarning: 'Uyarı: E-Fatura kullanıcı olmadığı için kaydedilemiyor!',
  /** The dialog's buttons (the spec names what they do, not their words). */
  notUserYes: 'E-Arşiv Fatura Oluştur',
  notUserNo: 'Kapat',
  /** "Tekrar Gönder": a sent document the outbox gave up goes back into the queue (Defter's; 002 names none). */
  resend: 'Tekrar Gönder',
  /** Beside it, the job's last_error (the integrator's message as is) under this title (Defter's wording). */
  givenUpTitle: 'Gönderilememe nedeni',
  /** 002 §2 "Document viewers": the incoming e-waybill's reply dialog (its button and title). */
  waybillReply: 'İrsaliye Yanıtla',
  /** The dialog's fields (Defter's wording: 002 §3 names the payload, not the labels). */
  replyTime: 'Yanıt Zamanı',
  replyAddress: 'Firma Adresi',
  replyPrefix: 'Ön Ek',
  replyXslt: 'XSLT Şablonu',
  /** The reply without a template of the company's: GİB's irsaliyeyaniti.xslt. */
  replyXsltDefault: 'GİB İrsaliye Yanıtı (varsayılan)',
  replyType: 'Yanıt Türü',
  replyNotes: 'Notlar',
  replyLineName: 'Mal / Hizmet',
  replyDelivered: 'İrsaliye Miktarı',
  replyReceived: 'Teslim Alınan',
  replyRejected: 'Kabul Edilmeyen',
  replyShort: 'Eksik',
  replyOver: 'Fazla',
  replyReason: 'Açıklama',
  replyState: 'Yanıt Durumu',
  replySubmit: 'Yanıtı Gönder',
  /** The chosen answer type and the lines disagree (Defter's wording). */
  replyMismatch: (type: string, state: string) =>
    `Satırlara göre yanıt ${state} olur; seçilen Yanıt Türü ${type}. Satırları ya da Yanıt Türü'nü düzeltiniz.`,
  /** 002 §8: the e-SMM form when the company has no E-SMM template (10 seconds, with a button to create one). */
  noSmmXslt:
    'Smm faturalar için xslt dosyası bulunamadı. Menuden xslt ayarlarına giderek xslt dosyası oluşturun',
  noSmmXsltAction: 'XSLT Oluştur',
  /**
   * A company's tax number is its identity (issue 22): the table service refuses a change; the installation's operator
   * or the integrator's proof changes it (docs/e-documents.md, "A company's identity").
   */
  identityLocked:
    'Vergi No firmanın kimliğidir; kullanıcılar değiştiremez. Değişiklik için kurulum yöneticisine başvurunuz (doğrulanmış değişiklik).',
} as const;

/** The shell's notification drawer, favourites and calendar (000 §2, §5). */
export const shellTexts = {
  notifications: 'Bildirimler',
  noNotifications: 'Gösterilecek bildirim bulunamadı.',
  deleteAllConfirm: 'Tüm bildirimler silinecek, emin misiniz?',
  deleteAllTitle: 'Uyarı',
  deleteAllYes: 'Sil',
  deleteAllNo: 'İptal',
  noFavourites: 'Favorilerinizde henüz bir kayıt bulunmamaktadır.',
  showAll: 'Tümünü görüntüle...',
} as const;

/** Impersonation and the payment page (000 §2, §4; 002 §2). */
export const accountTexts = {
  exitImitation: 'Taklitten Çık',
  packageTab: 'Paketiniz',
  cardInfo: 'Kart Bilgileri',
  paymentOptions: 'Ödeme Seçenekleri',
} as const;

/** Conversions between documents (001 §2.3; docs/conversions.md). */
export const conversionTexts = {
  /** 001 §2.3: shown while the source record is read. */
  working: 'Verileriniz işleniyor',
  /** Defter's wording: the success 001 §2.3 reports after 1 s (700 ms for stock cards); the spec gives no text. */
  done: 'Veriler aktarıldı. Kontrol edip kaydediniz.',
  /** Defter's wording: an order whose every line is already sent or invoiced in full. */
  nothingLeft: 'Siparişte aktarılacak kalan miktar yok.',
  /** Defter's wording: a converted line above what remains of its order line. */
  aboveRemaining: (remaining: string) =>
    `Miktar siparişte kalan miktardan büyük olamaz (kalan: ${trNumber(remaining)}).`,
  /** Defter's wording: an order with invoices or waybills made from it is not deleted. */
  orderInUse: 'Bu siparişten fatura veya irsaliye oluşturulmuş. Önce onları siliniz.',
  /** Defter's wording: an order line already invoiced or shipped cannot go below that quantity. */
  belowSent: (sent: string) => `Miktar gönderilen miktardan küçük olamaz (gönderilen: ${trNumber(sent)}).`,
  /** Defter's wording: an order marked İptal Edildi is turned into no invoice or waybill (issues 24 and 27). */
  orderCancelled: (number?: string) =>
    `İptal edilen sipariş${number ? ` (${number})` : ''} faturaya veya irsaliyeye dönüştürülemez.`,
  /** Defter's wording: nor is a cancelled sales order ordered from a supplier (issue 24, "Alış Siparişine Dönüştür"). */
  orderCancelledToPurchase: (number?: string) =>
    `İptal edilen sipariş${number ? ` (${number})` : ''} alış siparişine dönüştürülemez.`,
} as const;

/** Stock warnings (docs/stock.md); the spec gives no text. */
export const stockTexts = {
  /** Defter's wording: a sale takes a card below zero in its warehouse; the sale is stored (a legal invoice). */
  shortage: (card: string, warehouse: string, onHand: string, unit: string) =>
    `${card} (${warehouse}): Depoda yeterli stok yok (mevcut: ${trNumber(onHand)}${unit ? ` ${unit}` : ''}).`,
} as const;

/** The quick add form above a list (001 §2.2 item 6, the stock-card quick form). */
export const quickFormTexts = {
  /** The admin-only test-data selector and its placeholder. */
  sample: 'Test Verisi',
  samplePlaceholder: 'Test verisi seçiniz',
  required: (label: string) => `${label} alanı zorunludur.`,
  badAmount: (label: string) => `${label} geçerli bir tutar olmalıdır.`,
} as const;

/** The collection and payment panels and the server's refusal of an overpayment (001 §2.2, §5, §8; 002 §8). */
export const paymentTexts = {
  overpay: 'Ürün fiyatından daha fazla ödeyemezsiniz!',
  remaining: (amount: string, symbol = '₺') => `Kalan tutar: ${amount} ${symbol}.`,
  /** A foreign invoice's panel could not read the payment day's rate. */
  noRate: 'Bugünün döviz kuru bulunamadı; ödeme yapılamadı.',
  cashPlaceholder: 'Kasa Kartı Seçiniz',
  bankPlaceholder: 'Banka Kartı Seçiniz',
  noData: 'Veri bulunamadı',
  loading: 'Yükleniyor...',
  payInFull: 'Tamamını Öde',
  chooseCash: 'Lütfen kasa seçiniz',
  chooseBank: 'Lütfen banka seçiniz',
  enterAmount: 'Lütfen tutar giriniz',
  amount: 'Tutar',
  remainingLabel: 'Kalan Tutar',
  collectBank: 'Bankadan Tahsilat',
  collectCash: 'Kasadan Tahsilat',
  collectCashButton: 'Kasa Tahsilat',
  collectBankButton: 'Banka Tahsilat',
  payBank: 'Bankadan Öde',
  payCash: 'Kasadan Öde',
  payCashButton: 'Kasa Ödeme',
  payBankButton: 'Banka Ödeme',
  expenseButton: 'Ödeme',
  collectedCash: 'Kasadan tahsilat işlemi başarıyla gerçekleşti',
  collectedBank: 'Bankadan tahsilat işlemi başarıyla gerçekleşti',
  kobiCollectedCash: 'Kasadan Tahsilat işlemi başarılı.',
  kobiCollectedBank: 'Bankadan Tahsilat işlemi başarılı.',
  paidCash: 'Kasadan ödeme işlemi başarıyla gerçekleşti',
  paidBank: 'Bankadan ödeme işlemi başarıyla gerçekleşti',
  kobiPaidCash: 'Kasa Ödeme işlemi başarılı.',
  kobiPaidBank: 'Banka Ödeme işlemi başarılı.',
  error: 'Hata',
} as const;

/** Exchange rates and balances (issue 12 items 5 and 6, h/currency; docs/currencies.md). Defter's wording. */
export const currencyTexts = {
  /** The server refuses a foreign-currency document saved at rate 1 (on döviz_kuru). */
  foreignRateOne: 'Yabancı para biriminde döviz kuru 1 olamaz. Lütfen belge tarihinin kurunu giriniz.',
  /** The exchange-rate call was given no known currency. */
  currency: 'Para birimi geçerli değil.',
  /** The exchange-rate call was given a date that is none. */
  date: 'Tarih geçerli değil.',
  /** No rate is known on the day or in the ten days before it. */
  noRate: 'Bu tarih için döviz kuru bulunamadı.',
  /** Shown next to the rate field after the rate was loaded: the bulletin's date. */
  rateDate: (date: string) => `Kur tarihi: ${date}`,
  /** The balance column's side: the customer owes us (borçlu) / we owe the customer (alacaklı). */
  debit: 'B',
  credit: 'A',
} as const;
