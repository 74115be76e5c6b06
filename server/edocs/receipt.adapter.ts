import { randomUUID } from 'node:crypto';
import {
  codeOf,
  GONDERIM_SEKILLERI,
  type FreelanceReceiptModel,
  type ProducerReceiptModel,
  type UblExemption,
} from '../../domain/edocs';
import type { TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { isDraftEDocument, readStoredInvoice, type StoredInvoice } from './edocs.repository';
import { customerOf, invoiceModelOf, supplierOf, turkishTime } from './invoice.adapter';
import { buildFreelanceReceipt, buildInvoice, buildProducerReceipt, UblInputError } from './ubl';

// From a stored receipt (serbest_meslek_makbuzu, e_mustahsil_makbuzu: a header row and its line rows, as the table
// service stores them) to the UBL-TR model and its XML (docs/e-documents.md, "e-SMM ve e-MM formları"): the e-SMM
// an Invoice with ProfileID EARSIVBELGE, the e-MM a CreditNote. The amounts are the builders' (domain's receipt
// calculators over the lines' inputs), never the stored ones.

type Row = Record<string, unknown>;

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};
const idOf = (v: unknown) => Number(v) || 0;

/** The receipt tables and what they are built as. */
export const RECEIPT_TABLES = ['serbest_meslek_makbuzu', 'e_mustahsil_makbuzu'] as const;
export const isReceiptTable = (name: string): name is (typeof RECEIPT_TABLES)[number] =>
  (RECEIPT_TABLES as readonly string[]).includes(name);

/** A draft's number: its prefix and year with nine zeros (the sent one gets its own, as e-invoices). */
function draftNumber(s: StoredInvoice): string {
  const year = (text(s.header.duzenleme_tarihi) ?? '').slice(0, 4);
  return s.prefix && /^\d{4}$/.test(year) ? `${s.prefix}${year}000000000` : '';
}

/** The header fields every receipt has: number, ETTN, date and time, the note, the two parties. */
function receiptHeader(s: StoredInvoice, uuid: string) {
  const h = s.header;
  const description = text(h.description);
  return {
    id: isDraftEDocument(h) ? draftNumber(s) : (text(h.makbuz_numarasi) ?? draftNumber(s)),
    uuid: text(h.ettn) ?? uuid,
    issueDate: text(h.duzenleme_tarihi) ?? '',
    issueTime: text(h.duzenleme_zamani)?.slice(0, 8) ?? turkishTime(h.created_at),
    notes: description ? [description] : [],
    supplier: supplierOf(s),
    customer: customerOf(s),
  };
}

function exemptionOf(s: StoredInvoice, id: unknown): UblExemption | null {
  const e = s.exemptions.get(idOf(id));
  return e ? { code: e.kod, reason: e.ad ?? e.kod } : null;
}

/** The UBL-TR model of a stored freelance receipt (e-SMM). */
export function freelanceModelOf(s: StoredInvoice, uuid: string): FreelanceReceiptModel {
  return {
    ...receiptHeader(s, uuid),
    sendingType: (codeOf(GONDERIM_SEKILLERI, s.header.gonderim_sekli_id) ?? 'ELEKTRONIK') as
      'ELEKTRONIK' | 'KAGIT',
    lines: s.lines.map((row: Row) => ({
      name: text(row.mal_hizmet) ?? '',
      amounts: {
        brut_ucret: row.brut_ucret as string,
        gv_stopaj_orani: row.gv_stopaj_orani as string,
        kdv_id: row.kdv_id as number,
        kdv_tevkifat_orani: row.kdv_tevkifat_orani as number,
      },
      withholdingCode: s.withholdings.get(idOf(row.tevkifat_kodlari_listesi_id)) ?? null,
      kdvExemption: exemptionOf(s, row.kdv_istisna_muafiyet_sebebi_id),
    })),
  };
}

/** The UBL-TR model of a stored producer receipt (e-MM). */
export function producerModelOf(s: StoredInvoice, uuid: string): ProducerReceiptModel {
  return {
    ...receiptHeader(s, uuid),
    deliveryDate: text(s.header.teslim_tarihi),
    lines: s.lines.map((row: Row, i) => {
      const unitCode = s.units.get(idOf(row.birim_id));
      if (!unitCode) throw new UblInputError(`${i + 1}. satır: birimin GİB kodu yok.`);
      return {
        name: text(row.mal_hizmet) ?? '',
        quantity: String(row.miktar ?? ''),
        unitCode,
        amounts: {
          mal_hizmet_tutari: row.mal_hizmet_tutari as string,
          gv_stopaj_orani: row.gv_stopaj_orani as string,
          mera_fonu_orani: row.mera_fonu_orani as string,
          borsa_tescil_ucreti_orani: row.borsa_tescil_ucreti_orani as string,
          sgk_prim_kesintisi_orani: row.sgk_prim_kesintisi_orani as string,
        },
      };
    }),
  };
}

/** The XML of a stored e-document of any of the tables Defter builds from (invoices, e-invoices, receipts). */
export function storedXmlOf(tableName: string, s: StoredInvoice, uuid: string): string {
  if (tableName === 'serbest_meslek_makbuzu') return buildFreelanceReceipt(freelanceModelOf(s, uuid));
  if (tableName === 'e_mustahsil_makbuzu') return buildProducerReceipt(producerModelOf(s, uuid));
  return buildInvoice(invoiceModelOf(s, uuid));
}

/**
 * The UBL-TR XML of the stored document `id` of `table` in the company (an invoice or a receipt), or null when the
 * company has no such record. Throws UblInputError when the record cannot make a valid document.
 */
export async function storedDocumentXml(
  db: Db,
  table: TableDef,
  id: number,
  departmentId: number,
): Promise<string | null> {
  const stored = await readStoredInvoice(db, table, id, departmentId);
  return stored ? storedXmlOf(table.name, stored, randomUUID()) : null;
}
