import { sql, type Kysely } from 'kysely';

// Issue 24 item 5 (docs/office.md "Rents"): GVK 94/5-a withholds stopaj only on rent paid to a person (TCKN), never
// to a company (VKN). Demo Ticaret's demo office rent was seeded with the company's first current account — a
// company (Anadolu Kırtasiye, VKN) — and 20 % stopaj. Its landlord becomes the demo person Mustafa Çelik (TCKN), as
// the seed now writes it; the rate and amounts (20 %, 9.000,00 of 45.000,00) are then right and stay. Only that demo
// row, only while its landlord is still a company; nothing else is touched.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update kiralar k set cari_hesap_id = p.id
    from departments d, lateral (
      select c.id from cari_hesap c
      where c.department_id = d.id and c.cari_hesap_adi = 'Mustafa Çelik' and length(c.tc) = 11
      order by c.id limit 1
    ) p
    where d.id = k.department_id and d.vergi_no = '2910473856'
      and k.kira_adi = 'Merkez ofis kirası (Kadıköy)'
      and exists (select 1 from cari_hesap l where l.id = k.cari_hesap_id and length(l.tc) = 10)`.execute(db);
}

export async function down(): Promise<void> {
  // The landlord is left as it is: the old one gave an unlawful withholding.
}
