import { randomUUID } from 'node:crypto';
import type {
  DespatchModel,
  DespatchProfile,
  DespatchType,
  UblDocumentRef,
  UblParty,
  UblPlate,
} from '../../domain/edocs';
import { codeOf } from '../../domain/edocs';
import { IRSALIYE_SENARYOLARI, IRSALIYE_TIPLERI } from '../../domain/edocs/waybill';
import type { TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { isDraftEDocument, readStoredInvoice, type StoredInvoice } from './edocs.repository';
import { addressOf, customerOf, supplierOf, turkishTime } from './invoice.adapter';
import { buildDespatchAdvice, UblInputError } from './ubl';

// From a stored e-İrsaliye (its header and line rows, as the table service stores them) to the DespatchAdvice model
// and its XML (docs/e-documents.md "e-İrsaliye"): what downloadMedia, the sending and the outbox build.

type Row = Record<string, unknown>;

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};
const GIB_NUMBER = /^[A-Z0-9]{3}20\d{2}\d{9}$/;

function listOf(v: unknown): Row[] {
  if (Array.isArray(v)) return v as Row[];
  if (v && typeof v === 'object') return Object.values(v as Row) as Row[];
  return [];
}

const ref = (id: unknown, date: unknown): UblDocumentRef | null => {
  const i = text(id);
  const d = text(date);
  return i && d ? { id: i, date: d } : null;
};

/**
 * The number of a stored waybill: its own in GİB's form (a sent one), else the draft's prefix and
 * year with nine zeros ("IRS2026000000000"), so that a draft's preview has GİB's form.
 */
function numberOf(s: StoredInvoice): string {
  const own = isDraftEDocument(s.header) ? null : text(s.header.irsaliye_numarasi);
  if (own && GIB_NUMBER.test(own)) return own;
  const year = (text(s.header.irsaliye_tarihi) ?? '').slice(0, 4);
  return s.prefix && /^\d{4}$/.test(year) ? `${s.prefix}${year}000000000` : (own ?? '');
}

/**
 * The carrier company (`tasiyici_vkn`, `tasiyici_unvan`) at its address (`tasiyici_…`: province, district,
 * neighbourhood, street, building, postcode; in Türkiye). 002 §3 names no carrier address and UBL-TR requires one:
 * without its province and district the goods' departure address — the company's — is written. A TCKN carrier's
 * title is read as first name(s) and family name (its last word).
 */
function carrierOf(h: Row, s: StoredInvoice, supplier: UblParty): UblParty | null {
  if (Number(h.tasiyici_turu_id ?? 1) === 2) return null;
  const id = text(h.tasiyici_vkn);
  if (!id) return null;
  const title = text(h.tasiyici_unvan) ?? '';
  const own =
    text(h.tasiyici_sehirler_id) && text(h.tasiyici_ilceler_id)
      ? addressOf(
          {
            ulkeler_id: null,
            sehirler_id: h.tasiyici_sehirler_id,
            ilceler_id: h.tasiyici_ilceler_id,
            mahalle_adi: h.tasiyici_mahalle_adi,
            sokak_adi: h.tasiyici_sokak_adi,
            bina_no: h.tasiyici_bina_no,
            posta_kodu: h.tasiyici_posta_kodu,
          },
          s,
          { city: '-', district: '-' },
        )
      : null;
  const address = own ?? supplier.address;
  if (id.length === 11) {
    const words = title.split(/\s+/).filter(Boolean);
    return {
      id,
      firstName: words.slice(0, -1).join(' ') || null,
      familyName: words.at(-1) ?? null,
      address,
    };
  }
  return { id, name: title, address };
}

/** The DespatchAdvice model of a stored e-İrsaliye; throws UblInputError (Turkish) for what the record lacks. */
export function despatchModelOf(s: StoredInvoice, uuid: string): DespatchModel {
  const h = s.header;
  const profile = (codeOf(IRSALIYE_SENARYOLARI, h.senaryo_id) ?? 'TEMELIRSALIYE') as DespatchProfile;
  const type = (codeOf(IRSALIYE_TIPLERI, h.irsaliye_tipi_id) ?? 'SEVK') as DespatchType;
  const supplier = supplierOf(s);
  const issueTime = text(h.irsaliye_zamani)?.slice(0, 8) ?? turkishTime(h.created_at);
  const description = text(h.description);
  const delivery: Row = {
    ulkeler_id: h.t_ulkeler_id,
    sehirler_id: h.t_sehirler_id,
    ilceler_id: h.t_ilceler_id,
    mahalle_adi: [text(h.t_kasaba), text(h.t_mahalle_adi)].filter(Boolean).join(' / ') || null,
    sokak_adi: h.t_sokak_adi,
    bina_adi: h.t_bina_adi,
    bina_no: h.t_bina_no,
    kapi_no: h.t_kapi_no,
    posta_kodu: h.t_posta_kodu,
  };
  const plates: UblPlate[] = [];
  if (text(h.plaka)) plates.push({ plate: text(h.plaka)!, kind: 'PLAKA' });
  for (const p of listOf(h.dorse_plaka)) if (text(p)) plates.push({ plate: text(p)!, kind: 'DORSE' });
  const allDrivers =
    Number(h.tasiyici_turu_id ?? 1) === 2
      ? listOf(h.sofor_bilgileri).map((d) => ({
          firstName: text(d.isim) ?? '',
          familyName: text(d.soyisim) ?? '',
          tckn: text(d.tc) ?? '',
        }))
      : [];
  // Every driver is a DriverPerson (UBL-TR allows several; GİB's irsaliye.xslt lists each). GİB's XSLT 2.0 schematron
  // stops on a second one, so validateUbl runs its XPath 1.0 compatibility compilation there (docs/e-documents.md,
  // "Validation"); Defter's own rule checks each driver.
  const drivers = allDrivers;
  return {
    profile,
    type,
    id: numberOf(s),
    uuid: text(h.ettn) ?? uuid,
    issueDate: text(h.irsaliye_tarihi) ?? '',
    issueTime,
    notes: description ? [description] : [],
    supplier,
    customer: customerOf(s),
    order: ref(h.siparis_numarasi, h.siparis_tarihi),
    printed: type === 'MATBUDAN' ? ref(h.matbu_irsaliye_numarasi, h.matbu_irsaliye_tarihi) : null,
    shipment: {
      despatchDate: text(h.sevk_tarihi) ?? text(h.irsaliye_tarihi) ?? '',
      despatchTime: text(h.sevk_zamani)?.slice(0, 8) ?? issueTime ?? '',
      deliveryAddress: addressOf(delivery, s, { city: '-', district: '-' }),
      carrier: carrierOf(h, s, supplier),
      drivers,
      plates,
    },
    lines: s.lines.map((row, i) => {
      const unitCode = s.units.get(Number(row.birim_id) || 0);
      if (!unitCode) throw new UblInputError(`${i + 1}. satır: birimin GİB kodu yok.`);
      return {
        name: text(row.mal_hizmet) ?? '',
        quantity: String(row.miktar ?? '0'),
        unitCode,
        kunyeNo: profile === 'HKSIRSALIYE' ? text(row.kunye_numarasi) : null,
        sellersItemId: s.stockCodes?.get(Number(row.stok_kartlari_id) || 0) ?? null,
      };
    }),
  };
}

/** The DespatchAdvice XML of the stored e-İrsaliye `id`, or null when the company has no such record. */
export async function storedDespatchXml(
  db: Db,
  table: TableDef,
  id: number,
  departmentId: number,
): Promise<string | null> {
  const stored = await readStoredInvoice(db, table, id, departmentId);
  return stored ? buildDespatchAdvice(despatchModelOf(stored, randomUUID())) : null;
}
