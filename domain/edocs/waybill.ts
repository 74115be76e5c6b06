// The e-İrsaliye's fixed choices and its reply (İrsaliye Yanıtı) as data (002 §3, §4, §5; docs/e-documents.md
// "e-İrsaliye"): shared by the catalogue, the page definitions, the UBL-TR adapter and the reply call.
import { D, toPlainString, type Dec } from '../money';

/** senaryo_id of an e-İrsaliye (002 §4: Temel İrsaliye, Hal Tipi İrsaliye) → GİB's ProfileID. */
export const IRSALIYE_SENARYOLARI = [
  { id: '1', text: 'Temel İrsaliye', kod: 'TEMELIRSALIYE' },
  { id: '2', text: 'Hal Tipi İrsaliye', kod: 'HKSIRSALIYE' },
] as const;

/** irsaliye_tipi_id (002 §4: Sevk, Matbudan) → GİB's DespatchAdviceTypeCode. */
export const IRSALIYE_TIPLERI = [
  { id: '1', text: 'Sevk', kod: 'SEVK' },
  { id: '2', text: 'Matbudan', kod: 'MATBUDAN' },
] as const;

/** Hal tipi (HKS) scenario: every line carries its 19-character künye (tracking) number. */
export const HKS_SCENARIO = 2;
/** The künye number's length on a Hal Tipi İrsaliye (GİB's KUNYENO). */
export const KUNYE_LENGTH = 19;

/** The answer states of a sent / received e-İrsaliye (`yanit_durumu`), from the reply's lines. */
export const YANIT_DURUMLARI = {
  none: 'YANIT BEKLENİYOR',
  accepted: 'KABUL EDİLDİ',
  partial: 'KISMEN KABUL EDİLDİ',
  rejected: 'REDDEDİLDİ',
} as const;

/** One line of a waybill reply (002 §3 "Waybill reply": reply line). */
export interface WaybillReplyLine {
  mal_hizmet_adi: string;
  teslim_alinan_miktar: string;
  kabul_edilmeyen_miktar: string;
  gecikme_sikayeti: string | null;
  fazla_miktar: string;
  eksik_miktar: string;
  aciklama: string | null;
}

/** The Turkish texts of the reply's checks. */
export const replyTexts = {
  /** 002 §5: a reply without time, address or prefix. */
  required: 'Lütfen zorunlu alanları doldurunuz.',
  future: 'Yanıt zamanı ileri bir tarih olamaz.',
  /** 002 §5 / §8: refusing needs an explanation of 3 characters or more. */
  reason: 'Reddedilecekse açıklama girilmek zorundadır. En az 3 hane olacak şekilde giriniz.',
  tooLong: (line: number) => `${line}. satır: Açıklama en fazla 1000 karakter olmalıdır.`,
  min: (line: number, label: string) => `${line}. satır: ${label} en az 0 değerini almalıdır.`,
  number: (line: number, label: string) => `${line}. satır: ${label} geçerli bir sayı olmalıdır.`,
  rejectedOver: (line: number) =>
    `${line}. satır: Kabul edilmeyen miktar teslim alınan miktardan büyük olamaz.`,
  lineCount: (n: number) => `Yanıt irsaliyenin ${n} satırının her biri için bir satır içermelidir.`,
} as const;

const QUANTITIES: [keyof WaybillReplyLine, string][] = [
  ['teslim_alinan_miktar', 'Teslim alınan miktar'],
  ['kabul_edilmeyen_miktar', 'Kabul edilmeyen miktar'],
  ['fazla_miktar', 'Fazla miktar'],
  ['eksik_miktar', 'Eksik miktar'],
];

const textOf = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

function quantityOf(v: unknown): Dec | null {
  const s = textOf(v);
  if (s === '') return D(0);
  if (!/^-?\d+([.,]\d+)?$/.test(s)) return null;
  return D(s.replace(',', '.'));
}

/**
 * Checks and normalises the reply lines of a waybill with `delivered` lines (their names and quantities, in the
 * waybill's order): one reply line per waybill line, quantities ≥ 0 (decimal text), the refused part not above
 * what was received, a refusal explained with 3 characters or more, an explanation of at most 1000. An absent
 * quantity is 0. Returns the lines or the first problem (Turkish).
 */
export function checkReplyLines(
  raw: unknown,
  delivered: readonly { name: string; quantity: string }[],
): { lines: WaybillReplyLine[] } | { error: string } {
  const list = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object'
      ? Object.values(raw as Record<string, unknown>)
      : [];
  if (list.length !== delivered.length) return { error: replyTexts.lineCount(delivered.length) };
  const lines: WaybillReplyLine[] = [];
  for (const [i, item] of list.entries()) {
    const row = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const n = i + 1;
    const q: Record<string, Dec> = {};
    for (const [key, label] of QUANTITIES) {
      const v = quantityOf(row[key]);
      if (v === null) return { error: replyTexts.number(n, label) };
      if (v.isNeg()) return { error: replyTexts.min(n, label) };
      q[key] = v;
    }
    if (q.kabul_edilmeyen_miktar.gt(q.teslim_alinan_miktar)) return { error: replyTexts.rejectedOver(n) };
    const reason = textOf(row.aciklama);
    if ([...reason].length > 1000) return { error: replyTexts.tooLong(n) };
    if (q.kabul_edilmeyen_miktar.gt(0) && [...reason].length < 3)
      return { error: `${n}. satır: ${replyTexts.reason}` };
    lines.push({
      mal_hizmet_adi: textOf(row.mal_hizmet_adi) || delivered[i].name,
      teslim_alinan_miktar: toPlainString(q.teslim_alinan_miktar),
      kabul_edilmeyen_miktar: toPlainString(q.kabul_edilmeyen_miktar),
      gecikme_sikayeti: textOf(row.gecikme_sikayeti) || null,
      fazla_miktar: toPlainString(q.fazla_miktar),
      eksik_miktar: toPlainString(q.eksik_miktar),
      aciklama: reason || null,
    });
  }
  return { lines };
}

/**
 * The answer state of a reply: everything received and nothing refused or short → KABUL EDİLDİ; nothing accepted
 * (all received refused, or nothing received) → REDDEDİLDİ; otherwise KISMEN KABUL EDİLDİ.
 */
export function replyState(lines: readonly WaybillReplyLine[]): string {
  const accepted = lines.map((l) => D(l.teslim_alinan_miktar).minus(D(l.kabul_edilmeyen_miktar)));
  if (accepted.every((a) => a.lte(0))) return YANIT_DURUMLARI.rejected;
  const clean = lines.every((l) => D(l.kabul_edilmeyen_miktar).isZero() && D(l.eksik_miktar).isZero());
  return clean ? YANIT_DURUMLARI.accepted : YANIT_DURUMLARI.partial;
}
