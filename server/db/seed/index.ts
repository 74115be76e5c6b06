import { sql } from 'kysely';
import type { Db } from '../database';
import { seedReference } from './reference';
import { seedDemoCompanies } from './demo-companies';
import { seedDemoRecords } from './demo-records';
import { seedAddresses } from './addresses';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoFixedAssets } from './demo-fixed-assets';
import { seedDemoKobiInvoices } from './demo-kobi-invoices';
import { seedDemoShell } from './demo-shell';
import { seedDemoStock } from './demo-stock';
import { seedDemoOffice } from './demo-office';
// Issue 13 item 1: the e-document forms' demo data.
import { seedDemoEInvoices, seedDemoPrefixes } from './demo-edocs';
import { seedDemoEWaybills } from './demo-ewaybills';
import { seedDemoReceipts } from './demo-receipts';
import { seedDemoFinance } from './demo-finance';
// Issue 11 (h/orders).
import { seedDemoOrders } from './demo-orders';
// Issue 13 items 5–6 (h/outbox): the local integrator's registered e-invoice users.
import { seedEInvoiceUsers } from './demo-einvoice-users';
// Issue 12 item 5 (h/currency): the demo exchange rates.
import { seedDemoRates } from './demo-rates';
// Issue 14 (h/ledger): sub-accounts of the cards and vouchers of the documents.
import { seedDemoLedger } from './demo-ledger';
// Issue 13 (h/edoc-flow): e-documents sent, received and answered through the real send path.
import { seedDemoSentEDocuments } from './demo-sent-edocs';
// Issue 25 (h/closing): the demo's opening stock priced, last year closed and this year opened.
import { seedDemoClosing } from './demo-closing';

/**
 * Seeds a fresh database once: real reference data always, the demo companies, users and records when
 * `demo` is on. Returns false when the database was seeded before (its data is kept as it is).
 */
export async function seed(db: Db, opts: { demo: boolean }): Promise<boolean> {
  await sql`create table if not exists seed_state (name text primary key, done_at timestamptz not null default now())`.execute(
    db,
  );
  const done = await db.selectFrom('seed_state').select('name').execute();
  const has = (n: string) => done.some((r) => r.name === n);
  let seeded = false;
  await db.transaction().execute(async (trx) => {
    if (!has('reference')) {
      await seedReference(trx);
      await trx.insertInto('seed_state').values({ name: 'reference' }).execute();
      seeded = true;
    }
    if (opts.demo && !has('demo')) {
      const companies = await seedDemoCompanies(trx);
      await seedDemoRecords(trx, companies);
      await seedAddresses(trx);
      await seedDemoDocuments(trx, companies);
      await seedDemoFixedAssets(trx);
      await seedDemoKobiInvoices(trx);
      // Issue 11 (h/stock): movements from the demo invoices, opening balances, waybills.
      await seedDemoStock(trx);
      await seedDemoShell(trx, companies);
      // Issue 11 items 6–8 (h/office): personnel, office, reminders, notes, asset movements, Kobi orders.
      await seedDemoOffice(trx);
      await seedDemoPrefixes(trx);
      await seedDemoEInvoices(trx);
      await seedDemoEWaybills(trx);
      // Issue 13 item 1 (h/edoc-receipts): the e-SMM drafts of the calendar and an e-MM draft per company.
      await seedDemoReceipts(trx);
      // Issue 11 items 3 and 4: cash, bank, cheques and notes (after the invoices they point at).
      await seedDemoFinance(trx);
      // Issue 11 (h/orders): Demo Ticaret's orders.
      await seedDemoOrders(trx);
      await seedEInvoiceUsers(trx);
      await seedDemoRates(trx);
      // Issue 14 (h/ledger): after every document that posts.
      await seedDemoLedger(trx);
      await seedDemoClosing(trx);
      await trx.insertInto('seed_state').values({ name: 'demo' }).execute();
      seeded = true;
    }
  });
  // Sent e-documents: the send and the outbox worker open transactions of their own, so this runs after the
  // demo seed's transaction, under its own name — also on a database seeded before it existed (next start).
  // `demo_sent_edocs_2`: the sent e-İrsaliyes, e-SMM and e-MM added later (each kind has its own guard).
  const sentSteps = ['demo_sent_edocs', 'demo_sent_edocs_2'].filter((name) => !has(name));
  if (opts.demo && sentSteps.length) {
    const demoDone = await db.selectFrom('seed_state').select('name').where('name', '=', 'demo').execute();
    if (demoDone.length) {
      await seedDemoSentEDocuments(db);
      for (const name of sentSteps) await db.insertInto('seed_state').values({ name }).execute();
      seeded = true;
    }
  }
  return seeded;
}
