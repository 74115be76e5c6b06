import { isValidTckn } from '../../domain/identity';
import { nodes, text } from './ubl/read';

// Defter's own rules for what GİB's e-Fatura schematron does not check (issue 26, item 4; docs/e-documents.md,
// "Validation"): every driver of a waybill (GİB's rules read only the first, and as XSLT 2.0 stop at a second), and the
// e-SMM and e-MM, which GİB's e-Fatura schematron does not know (the e-SMM's code lists are set aside there; a
// CreditNote has no rule at all). GİB's compiled e-Arşiv schematron (`../shared/ubltr/schematron-compiled/
// earsiv_schematron.xslt`) checks the e-Arşiv *report* (`eArsivRaporu`), which the integrator files, not a document.
// The receipt rules follow GİB's e-Arşiv guide as the integrators apply it (izibiz's e-SMM and e-MM samples,
// ../shared/docs/ubl-tr.md §3).

/** e-MM deductions (GİB / izibiz `mustahsil_*.xml`): GV stopajı, mera fonu, SGK (Bağkur) primi, borsa tescil. */
const PRODUCER_DEDUCTIONS = new Set(['0003', '9040', 'SGK_PRIM', '8001']);

export function ownRules(doc: unknown, root: string): string[] {
  const out: string[] = [];
  const profile = text(doc, '/*/*:ProfileID');
  if (root === 'DespatchAdvice') {
    nodes(doc, '/*/*:Shipment/*:ShipmentStage/*:DriverPerson').forEach((d, i) => {
      const at = `${i + 1}. şoför`;
      if (!text(d, '*:FirstName') || !text(d, '*:FamilyName')) out.push(`${at}: adı ve soyadı zorunludur.`);
      const id = text(d, '*:NationalityID') ?? '';
      if (!isValidTckn(id)) out.push(`${at}: T.C. Kimlik No (${id || 'boş'}) geçerli değil.`);
    });
  }
  const type = text(doc, '/*/*:InvoiceTypeCode');
  if (root === 'Invoice' && type === 'SERBESTMESLEKMAKBUZU') {
    if (profile !== 'EARSIVBELGE')
      out.push(`Serbest meslek makbuzunun senaryosu EARSIVBELGE olmalıdır (${profile}).`);
    if (!text(doc, '/*/*:IssueTime'))
      out.push('Serbest meslek makbuzunda düzenleme saati (IssueTime) zorunludur.');
    const codes = nodes(doc, '/*/*:TaxTotal/*:TaxSubtotal').map((s) =>
      text(s, '*:TaxCategory/*:TaxScheme/*:TaxTypeCode'),
    );
    if (!codes.includes('0015')) out.push('Serbest meslek makbuzunda KDV (0015) alt toplamı zorunludur.');
    const foreign = codes.filter((c) => c !== '0015' && c !== '0003');
    if (foreign.length)
      out.push(
        `Serbest meslek makbuzunda yalnızca KDV ve GV stopajı olabilir: ${[...new Set(foreign)].join(', ')}.`,
      );
  }
  if (root === 'CreditNote') {
    const creditType = text(doc, '/*/*:CreditNoteTypeCode');
    if (creditType !== 'MUSTAHSILMAKBUZ')
      out.push(
        `Defter yalnızca müstahsil makbuzu (MUSTAHSILMAKBUZ) olan CreditNote belgelerini tanır (${creditType}).`,
      );
    if (profile !== 'EARSIVBELGE')
      out.push(`Müstahsil makbuzunun senaryosu EARSIVBELGE olmalıdır (${profile}).`);
    if (!text(doc, '/*/*:IssueTime'))
      out.push('Müstahsil makbuzunda düzenleme saati (IssueTime) zorunludur.');
    const codes = nodes(doc, '/*/*:TaxTotal/*:TaxSubtotal').map(
      (s) => text(s, '*:TaxCategory/*:TaxScheme/*:TaxTypeCode') ?? '',
    );
    const foreign = codes.filter((c) => !PRODUCER_DEDUCTIONS.has(c));
    if (foreign.length)
      out.push(
        `Müstahsil makbuzunda yalnızca stopaj, mera fonu, SGK primi ve borsa tescil kesintisi olabilir: ${[...new Set(foreign)].join(', ')}.`,
      );
    const producer = text(doc, '/*/*:AccountingCustomerParty/*:Party/*:PartyIdentification/*:ID');
    if (!producer || !/^\d{10,11}$/.test(producer))
      out.push('Müstahsilin T.C. Kimlik / Vergi No’su zorunludur.');
    nodes(doc, '/*/*:CreditNoteLine').forEach((l, i) => {
      if (!text(l, '*:CreditedQuantity/@unitCode')) out.push(`${i + 1}. satır: miktar ve birimi zorunludur.`);
    });
  }
  return out;
}
