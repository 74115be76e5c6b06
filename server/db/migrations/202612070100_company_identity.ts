import { sql, type Kysely } from 'kysely';

// Issue 22 item 1 (docs/e-documents.md, "A company's identity"): a company's VKN / TCKN is its identity. It is set at
// registration (the row's insert), unique among the installation's verified identities, and changed only through a
// verified path (`setCompanyIdentity`: the installation's operator, or a proof the integrator gives) — never through
// the table service (the catalogue's column is read-only and refuses a change).
//
// `vergi_no_dogrulayan` says how the VKN was verified ('kayit' registration, 'operator', 'entegrator'); null means it
// is not the company's identity: nothing of the integrator is selected by it and nothing is sent under it. A trigger
// keeps it honest whatever writes the row: an update that changes `vergi_no` outside the verified path (which sets
// the transaction's `defter.kimlik` setting) clears the verification, and nothing else may set it.
//
// Existing rows: a VKN that the archive shows was changed after registration (an update through the table service —
// the hole this closes) is not verified; the operator confirms it. Of verified duplicates the oldest company keeps
// it.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table departments add column if not exists vergi_no_dogrulayan text,
    add column if not exists vergi_no_dogrulama_zamani timestamptz`.execute(db);
  await sql`update departments d set vergi_no_dogrulayan = 'kayit', vergi_no_dogrulama_zamani = now()
    where d.vergi_no is not null and d.vergi_no_dogrulayan is null
      and not exists (select 1 from archive a where a.table_name = 'departments' and a.record_id = d.id
        and (a.data ->> 'vergi_no') is distinct from d.vergi_no)`.execute(db);
  await sql`update departments d set vergi_no_dogrulayan = null, vergi_no_dogrulama_zamani = null
    where d.vergi_no_dogrulayan is not null and exists (select 1 from departments o
      where o.vergi_no = d.vergi_no and o.vergi_no_dogrulayan is not null and o.id < d.id)`.execute(db);
  await sql`create unique index if not exists departments_kimlik_uq on departments (vergi_no)
    where vergi_no_dogrulayan is not null`.execute(db);
  await sql`create or replace function departments_identity() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('defter.kimlik', true), '') = 'dogrulandi' then
        null;
      elsif tg_op = 'INSERT' then
        -- Registration: the installation creates companies (never the table service), so the VKN it is given is
        -- the company's identity.
        new.vergi_no_dogrulayan := case when new.vergi_no is null then null else 'kayit' end;
        new.vergi_no_dogrulama_zamani := case when new.vergi_no is null then null else now() end;
      elsif new.vergi_no is distinct from old.vergi_no then
        new.vergi_no_dogrulayan := null;
        new.vergi_no_dogrulama_zamani := null;
      else
        new.vergi_no_dogrulayan := old.vergi_no_dogrulayan;
        new.vergi_no_dogrulama_zamani := old.vergi_no_dogrulama_zamani;
      end if;
      if new.vergi_no is null then
        new.vergi_no_dogrulayan := null;
        new.vergi_no_dogrulama_zamani := null;
      end if;
      return new;
    end $$`.execute(db);
  await sql`drop trigger if exists departments_identity on departments`.execute(db);
  await sql`create trigger departments_identity before insert or update on departments
    for each row execute function departments_identity()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists departments_identity on departments`.execute(db);
  await sql`drop function if exists departments_identity()`.execute(db);
  await sql`drop index if exists departments_kimlik_uq`.execute(db);
  await sql`alter table departments drop column if exists vergi_no_dogrulayan,
    drop column if exists vergi_no_dogrulama_zamani`.execute(db);
}
