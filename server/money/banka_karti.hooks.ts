import { sql } from 'kysely';
import { compactIban, ibanBankCode, trIbanProblem } from '../tables/value.checks';
import type { TableHooks } from '../tables/table.hooks';

/** The IBAN of a bank card must belong to the chosen bank (its bank code is the bank's EFT code). */
export const bankaKartiHooks: TableHooks = {
  async validate(values, ctx): Promise<Record<string, string[]>> {
    const row = { ...ctx.old, ...values };
    const iban = typeof row.iban_no === 'string' ? row.iban_no : '';
    if (!iban || !row.bankalar_id || trIbanProblem(iban)) return {};
    if (!('iban_no' in values) && !('bankalar_id' in values)) return {};
    const bank = await sql<{
      eft_kodu: string;
    }>`select eft_kodu from bankalar where id = ${Number(row.bankalar_id)}`.execute(ctx.db);
    const eft = bank.rows[0]?.eft_kodu;
    if (eft && ibanBankCode(compactIban(iban)) !== eft.padStart(5, '0')) {
      return { iban_no: ['IBAN seçilen bankaya ait değil.'] };
    }
    return {};
  },
};
