// The `vergiler` lookup: the other taxes a line may carry (diger_vergiler), keyed by vergiler_id.
// Ids 3, 4, 7, 8–13, 19, 21 and 22 carry the semantics 002 §4/§9 gives them; the GİB codes are from
// ../shared/data/vergi_kodlari.csv. docs/calculations.md explains every row.
import { CalculationInputError, type NumberInput } from '../money/decimal';

/**
 * How an other tax enters the line:
 * - `otv`: ÖTV; amount = net × oran %, added to the total AND to the KDV base; rate 0 needs an ÖTV exemption.
 * - `kdv_base`: a tax or fund inside the KDV base (KKDF, ÖİV, energy taxes); like `otv` without the exemption.
 * - `added`: amount = net × oran %, added to the total, not in the KDV base.
 * - `deduction`: amount = net × oran %, withheld by the buyer: lowers the payable amount, not a tax total.
 * - `withholding`: KDV tevkifat; amount = line KDV × oran / 10; only on withholding invoices (type 3).
 */
export type VergiKind = 'otv' | 'kdv_base' | 'added' | 'deduction' | 'withholding';

/** One row of the vergiler lookup. */
export interface Vergi {
  id: number;
  /** GİB TaxTypeCode. */
  kod: string;
  ad: string;
  kisa_ad: string;
  kind: VergiKind;
}

/** vergiler_id of KDV tevkifat (withholding); its oran is in tenths (7 = 7/10 of the line's KDV). */
export const WITHHOLDING_VERGI_ID = 19;
/** fatura_tipi_id of the withholding (tevkifat) invoice. */
export const WITHHOLDING_INVOICE_TYPE_ID = 3;
/** fatura_tipi_id of the special-base (özel matrah) invoice. */
export const SPECIAL_BASE_INVOICE_TYPE_ID = 5;

/** Every row of the vergiler lookup, ordered by id. */
export const VERGILER: readonly Vergi[] = [
  { id: 1, kod: '0021', ad: 'Banka Muameleleri Vergisi', kisa_ad: 'BMV', kind: 'added' },
  { id: 2, kod: '0022', ad: 'Sigorta Muameleleri Vergisi', kisa_ad: 'SMV', kind: 'added' },
  {
    id: 3,
    kod: '0003',
    ad: 'Gelir Vergisi Stopajı (Muhtasar Beyanname)',
    kisa_ad: 'GV STOPAJI',
    kind: 'deduction',
  },
  { id: 4, kod: '0011', ad: 'Kurumlar Vergisi Stopajı (KVKM24)', kisa_ad: 'KV STOPAJI', kind: 'deduction' },
  { id: 5, kod: '0059', ad: 'Konaklama Vergisi', kisa_ad: 'KONAKLAMA VERGİSİ', kind: 'added' },
  { id: 6, kod: '1047', ad: 'Damga Vergisi', kisa_ad: 'DAMGA V', kind: 'added' },
  {
    id: 7,
    kod: '0061',
    ad: 'Kaynak Kullanımı Destekleme Fonu Kesintisi',
    kisa_ad: 'KKDF KESİNTİ',
    kind: 'kdv_base',
  },
  {
    id: 8,
    kod: '0071',
    ad: 'Petrol ve Doğalgaz Ürünlerine İlişkin Özel Tüketim Vergisi',
    kisa_ad: 'ÖTV 1.LİSTE',
    kind: 'otv',
  },
  {
    id: 9,
    kod: '9077',
    ad: 'Motorlu Taşıt Araçlarına İlişkin Özel Tüketim Vergisi (Tescile Tabi Olanlar)',
    kisa_ad: 'ÖTV 2.LİSTE',
    kind: 'otv',
  },
  {
    id: 10,
    kod: '0073',
    ad: 'Kolalı Gazoz, Alkollü İçecekler ve Tütün Mamüllerine İlişkin Özel Tüketim Vergisi',
    kisa_ad: 'ÖTV 3.LİSTE',
    kind: 'otv',
  },
  {
    id: 11,
    kod: '0074',
    ad: 'Dayanıklı Tüketim ve Diğer Mallara İlişkin Özel Tüketim Vergisi',
    kisa_ad: 'ÖTV 4.LİSTE',
    kind: 'otv',
  },
  {
    id: 12,
    kod: '0075',
    ad: 'Alkollü İçeceklere İlişkin Özel Tüketim Vergisi',
    kisa_ad: 'ÖTV 3A LİSTE',
    kind: 'otv',
  },
  {
    id: 13,
    kod: '0076',
    ad: 'Tütün Mamüllerine İlişkin Özel Tüketim Vergisi',
    kisa_ad: 'ÖTV 3B LİSTE',
    kind: 'otv',
  },
  {
    id: 14,
    kod: '4071',
    ad: 'Elektrik ve Havagazı Tüketim Vergisi',
    kisa_ad: 'ELK.HAVAGAZ.TÜK.VER.',
    kind: 'kdv_base',
  },
  { id: 15, kod: '8005', ad: 'Elektrik Tüketim Vergisi', kisa_ad: 'ELK.TÜK.VER.', kind: 'kdv_base' },
  { id: 16, kod: '8001', ad: 'Borsa Tescil Ücreti', kisa_ad: 'BORSA TES.ÜC.', kind: 'deduction' },
  { id: 17, kod: '9040', ad: 'Mera Fonu', kisa_ad: 'MERA FONU', kind: 'deduction' },
  { id: 18, kod: '8002', ad: 'Enerji Fonu', kisa_ad: 'ENERJİ FONU', kind: 'kdv_base' },
  { id: 19, kod: '9015', ad: 'Katma Değer Vergisi Tevkifatı', kisa_ad: '', kind: 'withholding' },
  {
    id: 20,
    kod: '4171',
    ad: 'Petrol ve Doğalgaz Ürünlerine İlişkin ÖTV Tevkifatı',
    kisa_ad: 'PTR-DGZ ÖTV TEVKİFAT',
    kind: 'deduction',
  },
  {
    id: 21,
    kod: '0077',
    ad: 'Kolalı Gazozlara İlişkin Özel Tüketim Vergisi',
    kisa_ad: 'ÖTV 3C LİSTE',
    kind: 'otv',
  },
  { id: 22, kod: '4080', ad: 'Özel İletişim Vergisi', kisa_ad: 'Ö.İLETİŞİM V', kind: 'kdv_base' },
  {
    id: 23,
    kod: '4081',
    ad: '5035 Sayılı Kanuna Göre Özel İletişim Vergisi',
    kisa_ad: '5035ÖZİLETV.',
    kind: 'kdv_base',
  },
  {
    id: 24,
    kod: '1048',
    ad: '5035 Sayılı Kanuna Göre Damga Vergisi',
    kisa_ad: '5035SKDAMGAV',
    kind: 'added',
  },
  { id: 25, kod: '8004', ad: 'TRT Payı', kisa_ad: 'TRT PAYI', kind: 'kdv_base' },
  { id: 26, kod: '8006', ad: 'Telsiz Kullanım Ücreti', kisa_ad: 'TK KULLANIM', kind: 'added' },
  { id: 27, kod: '8007', ad: 'Telsiz Ruhsat Ücreti', kisa_ad: 'TK RUHSAT', kind: 'added' },
  { id: 28, kod: '8008', ad: 'Çevre Temizlik Vergisi', kisa_ad: 'ÇEV. TEM .VER.', kind: 'added' },
  {
    id: 29,
    kod: '9021',
    ad: '4961 Banka Sigorta Muameleleri Vergisi',
    kisa_ad: '4961BANKASMV',
    kind: 'added',
  },
  { id: 30, kod: '9944', ad: 'Belediyelere Ödenen Hal Rüsumu', kisa_ad: 'BEL.ÖD.HAL RÜSUM', kind: 'added' },
];

const BY_ID = new Map(VERGILER.map((v) => [v.id, v]));

/** The vergiler row of an id; unknown ids throw CalculationInputError. */
export function vergiById(id: NumberInput | null | undefined, field = 'vergiler_id'): Vergi {
  const row = BY_ID.get(Number(id));
  if (!row || id === '' || id === null || id === undefined) {
    throw new CalculationInputError(field, id, 'bilinmeyen vergi');
  }
  return row;
}

/** Whether the tax enters the KDV base (ÖTV and the `kdv_base` kind). */
export function isInKdvBase(vergi: Vergi): boolean {
  return vergi.kind === 'otv' || vergi.kind === 'kdv_base';
}

/** Whether withholding (vergiler_id 19) is allowed on this invoice type: only type 3 (Tevkifat). */
export function withholdingAllowed(faturaTipiId: NumberInput | null | undefined): boolean {
  return Number(faturaTipiId) === WITHHOLDING_INVOICE_TYPE_ID;
}

/** Whether an other tax at this rate must name an ÖTV exemption reason: an ÖTV at rate 0. */
export function needsOtvExemption(
  vergiId: NumberInput | null | undefined,
  oran: NumberInput | null | undefined,
): boolean {
  const row = BY_ID.get(Number(vergiId));
  return row?.kind === 'otv' && (oran === '' || oran === null || oran === undefined || Number(oran) === 0);
}
