import ExcelJS from 'exceljs';
import type { ReportResult } from './types';

/** The tr-TR figure formats of the sheet (Excel shows them with the reader's separators). */
const FORMATS = { money: '#,##0.00', number: '#,##0', date: 'dd.mm.yyyy' } as const;

/** A `YYYY-MM-DD` as an Excel date (UTC midnight, so no time zone moves the day). */
function excelDate(v: unknown): Date | unknown {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return v ?? null;
  return new Date(`${v}T00:00:00Z`);
}

/** A decimal string as an Excel number; an empty value stays empty. */
function excelNumber(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/**
 * A report as an xlsx workbook: its title and period above, the column titles, the rows and the totals row
 * (bold); money cells are numbers in `#,##0.00`, dates real dates.
 */
export async function reportWorkbook(title: string, subtitle: string, result: ReportResult): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Defter';
  const sheet = book.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.addRow([subtitle]);
  sheet.addRow([]);
  const head = sheet.addRow(result.columns.map((c) => c.title));
  head.font = { bold: true };
  const cells = (row: Record<string, unknown>) =>
    result.columns.map((c) =>
      c.kind === 'money' || c.kind === 'number'
        ? excelNumber(row[c.name])
        : c.kind === 'date'
          ? excelDate(row[c.name])
          : (row[c.name] ?? null),
    );
  for (const row of result.rows) {
    const added = sheet.addRow(cells(row));
    // A declaration's section headings and totals (KDV 1) in bold, as on the page.
    if (row.vurgu === 'baslik' || row.vurgu === 'toplam') added.font = { bold: true };
  }
  sheet.addRow(cells(result.totals)).font = { bold: true };
  result.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    if (c.kind !== 'text') column.numFmt = FORMATS[c.kind];
    column.width = c.kind === 'text' ? 28 : c.kind === 'date' ? 12 : 18;
  });
  sheet.views = [{ state: 'frozen', ySplit: 4 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
