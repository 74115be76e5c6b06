import { columnIds, date, longText, phone, select, text } from './columns';
import { eDocumentTexts } from '../../domain/messages';
import type { TableDef } from './types';

const n = columnIds(10);

/**
 * Companies. A company's row belongs to itself (department_id = id), so the company scope shows each
 * company only its own row. The package and the subscription end are never written through the table
 * service: an admin of a company must not be able to raise its own package.
 */
export const departments: TableDef = {
  name: 'departments',
  display_name: 'Firmalar',
  scope: 'company',
  table_id: 10,
  adminOnly: true,
  creatable: false,
  showOwnCompany: true,
  deletable: false,
  display_column: 'name_basic',
  columns: [
    text(n(10), 'name_basic', 'Firma Adı*'),
    select(n(11), 'musteri_paketi_id', 'Paket', 'musteri_paketleri', { readOnly: true }),
    date(n(12), 'son_kullanma_tarihi', 'Son Kullanma Tarihi', { readOnly: true }),
    longText(n(13), 'firma_adresi', 'Firma Adresi'),
    // The company's identity toward GİB and the integrator: set at registration, changed only through a verified path
    // (server/edocs/identity.ts), never here (docs/e-documents.md, "A company's identity").
    text(n(14), 'vergi_no', 'Vergi No', {
      min_length: 10,
      max_length: 11,
      check: 'digits',
      readOnly: true,
      refuse_change: eDocumentTexts.identityLocked,
    }),
    phone(n(15), 'phone', 'Telefon'),
    text(n(16), 'email', 'E-posta', { check: 'email', lowerCase: true }),
    // The company's own tax office: the e-documents' AccountingSupplierParty/PartyTaxScheme (docs/e-documents.md).
    select(n(17), 'vergi_daireleri_id', 'Vergi Dairesi', 'vergi_daireleri'),
    // The company's MERSİS and trade registry numbers: the e-documents' AccountingSupplierParty/PartyIdentification
    // (MERSISNO, TICARETSICILNO of GİB's code list; issue 26 item 5). Masks of 001 §5.1: mersis_no 26 digits,
    // ticaret_sicil_no 5 digits then 11 characters; a MERSİS number is 16 digits (Ticaret Sicili Yönetmeliği).
    text(n(18), 'mersis_no', 'MERSİS No', {
      check: 'digits',
      min_length: 16,
      max_length: 26,
      value_kind: 'mersis_no',
    }),
    text(n(19), 'ticaret_sicil_no', 'Ticaret Sicil No', { max_length: 16, value_kind: 'trade_registry' }),
  ],
};
