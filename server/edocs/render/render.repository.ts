import { sql } from 'kysely';
import type { StoredFileRef } from '../../../domain/files';
import type { Db } from '../../db/database';
import { storedRefs } from '../../files/files.field';

// What rendering reads and keeps in the database: the company's XSLT templates (table `xslt`, 002 §3) and the
// compiled form of template files (`xslt_derlemeleri`, keyed by the file's sha256 and the compiler).

/** A company's XSLT template. */
export interface XsltTemplate {
  id: number;
  name: string;
  typeId: number;
  isDefault: boolean;
  /** The template file (the column holds one). */
  file: StoredFileRef | null;
}

type TemplateRow = {
  id: number | string;
  name_basic: string;
  xslt_tur_id: number | string;
  varsayilan: boolean;
  xslt_dosya: unknown;
};

const templateOf = (r: TemplateRow): XsltTemplate => ({
  id: Number(r.id),
  name: r.name_basic,
  typeId: Number(r.xslt_tur_id),
  isDefault: Boolean(r.varsayilan),
  file: storedRefs(r.xslt_dosya)[0] ?? null,
});

const COLUMNS = ['id', 'name_basic', 'xslt_tur_id', 'varsayilan', 'xslt_dosya'] as const;

/** The company's template `id`, or undefined when the company has none of that id. */
export async function findTemplate(
  db: Db,
  departmentId: number,
  id: number,
): Promise<XsltTemplate | undefined> {
  const row = await db
    .selectFrom('xslt')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('department_id', '=', departmentId)
    .executeTakeFirst();
  return row ? templateOf(row as TemplateRow) : undefined;
}

/** The company's default template of a type (`varsayilan`; one per type), or undefined. */
export async function defaultTemplate(
  db: Db,
  departmentId: number,
  typeId: number,
): Promise<XsltTemplate | undefined> {
  const row = await db
    .selectFrom('xslt')
    .select(COLUMNS)
    .where('department_id', '=', departmentId)
    .where('xslt_tur_id', '=', typeId)
    .where('varsayilan', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  return row ? templateOf(row as TemplateRow) : undefined;
}

/** Every template of the company, by type and name. */
export async function listTemplates(db: Db, departmentId: number): Promise<XsltTemplate[]> {
  const rows = await db
    .selectFrom('xslt')
    .select(COLUMNS)
    .where('department_id', '=', departmentId)
    .orderBy('xslt_tur_id')
    .orderBy('id')
    .execute();
  return rows.map((r) => templateOf(r as TemplateRow));
}

/** The compiled SEF of a template file (its sha256) by this compiler, or undefined. */
export async function findCompiled(db: Db, sha256: string, compiler: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('xslt_derlemeleri')
    .select('sef')
    .where('sha256', '=', sha256)
    .where('derleyici', '=', compiler)
    .executeTakeFirst();
  return row ? String(row.sef) : undefined;
}

/** Keeps a compiled SEF; a second process that compiled the same file meanwhile changes nothing. */
export async function saveCompiled(db: Db, sha256: string, compiler: string, sef: string): Promise<void> {
  await sql`insert into xslt_derlemeleri (sha256, derleyici, sef) values (${sha256}, ${compiler}, ${sef})
            on conflict (sha256, derleyici) do nothing`.execute(db);
}
