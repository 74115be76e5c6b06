import { sql } from 'kysely';
import type { Db } from '../database';

/** The demo companies that use e-Fatura (Demo Ticaret, Örnek Gıda; Akdeniz Kırtasiye is an e-Arşiv issuer only). */
export const DEMO_EINVOICE_COMPANIES = ['2910473856', '6482053170'];

/**
 * GİB's registered e-invoice users as the local integrator knows them (docs/e-documents.md, "Integrator"): the
 * demo e-Fatura companies and the company customers (10-digit VKN) of those companies; people (TCKN) are not on
 * it, so choosing one of them on an e-Fatura shows the "E-Fatura kesilemez" offer of e-Arşiv. Idempotent.
 */
export async function seedEInvoiceUsers(db: Db): Promise<void> {
  await sql`insert into efatura_kullanicilari (vkn_tckn, unvan, etiket)
    select d.vergi_no, d.name_basic, 'urn:mail:defaultpk@' || d.vergi_no || '.example'
    from departments d where d.vergi_no in (${sql.join(DEMO_EINVOICE_COMPANIES)})
    on conflict (vkn_tckn) do nothing`.execute(db);
  await sql`insert into efatura_kullanicilari (vkn_tckn, unvan, etiket)
    select distinct on (c.tc) c.tc, coalesce(c.unvan, c.cari_hesap_adi), 'urn:mail:defaultpk@' || c.tc || '.example'
    from cari_hesap c join departments d on d.id = c.department_id
    where d.vergi_no in (${sql.join(DEMO_EINVOICE_COMPANIES)}) and length(c.tc) = 10
    order by c.tc, c.id
    on conflict (vkn_tckn) do nothing`.execute(db);
}
