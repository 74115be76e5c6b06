// The installation operator's verified path for a company's tax number (issue 22; docs/e-documents.md, "A company's
// identity"): `npm run company:identity -- <company id> <VKN / TCKN>` on the server, with the server's
// DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded database — stop the server first: it holds the data folder
// alone). Without a VKN it lists the companies with their tax numbers and how each was verified.
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { setCompanyIdentity } from '../server/edocs/identity';
import { AppError } from '../server/lib/errors';

const [companyArg, vknArg] = process.argv.slice(2);
const config = loadConfig();
const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
try {
  if (!companyArg || !vknArg) {
    const rows = await sql<Record<string, unknown>>`select id, name_basic, vergi_no, vergi_no_dogrulayan,
        to_char(vergi_no_dogrulama_zamani, 'YYYY-MM-DD HH24:MI') as zaman
      from departments order by id`.execute(opened.db);
    console.log('Kullanım: npm run company:identity -- <firma id> <VKN / TCKN>');
    for (const r of rows.rows)
      console.log(
        `${r.id}\t${r.vergi_no ?? '-'}\t${r.vergi_no_dogrulayan ? `doğrulandı (${r.vergi_no_dogrulayan}, ${r.zaman})` : 'DOĞRULANMAMIŞ'}\t${r.name_basic}`,
      );
  } else {
    const id = Number(companyArg);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new AppError(`Firma id'si bir sayı olmalıdır: ${companyArg}`);
    await setCompanyIdentity(opened.db, id, vknArg, { by: 'operator' });
    console.log(`${id} numaralı firmanın vergi numarası ${vknArg.trim()} olarak doğrulandı.`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await opened.close();
}
