/**
 * A conversion of one record into a new record of another page (001 §2.3: an order into an invoice or a waybill,
 * a stock card into a quote or an order…): plain data on the source page (`PageDefinition.conversions`). The
 * engine reads the source (its edit load, then its line rows for their ids), builds the target's header and lines
 * by this mapping, and opens the target's add page filled with them through shared state (src/state/conversion.ts).
 */
export interface ConversionDefinition {
  /** The button, Turkish. */
  label: string;
  /** The table of the target page, whose add page opens. */
  target: string;
  /** The target's add route (001 §2.3's table). */
  path: string;
  /** Target header column ← source column (relations keep their display text). */
  header: Record<string, string>;
  /** Fixed header values of the target (001 §9: fatura_senaryo_id 1, fatura_tipi_id 2). */
  headerValues?: Record<string, unknown>;
  /** The target's lines. */
  lines: ConversionLines;
  /** Milliseconds between opening the target and the success report (001 §2.3: 1000, 700 for stock cards). */
  delay: number;
  /**
   * A source in one of these states gives nothing (an order İptal Edildi, issues 24 and 27): the button reads the
   * source, warns with `message` and opens no target. `{column}` in the message is the source's value of it.
   */
  refuse?: ConversionRefusal;
}

/** The source state that gives no conversion (the server refuses it too). */
export interface ConversionRefusal {
  /** The source's column, and the values that refuse. */
  column: string;
  values: (string | number)[];
  /** The warning, Turkish; `{siparis_numarasi}` is replaced by the source's value. */
  message: string;
}

/** How the target's lines are made. */
export interface ConversionLines {
  /** The target's lines column. */
  into: string;
  /**
   * Where the lines come from: `lines` — each line of the source's lines column (`column`), whose ids are read
   * from the line table (`lineTable`, filtered by `parentColumn`, in `orderColumn` order); `record` — the source
   * record itself is the one line (a stock card).
   */
  from: 'lines' | 'record';
  column?: string;
  lineTable?: string;
  parentColumn?: string;
  orderColumn?: string;
  /** Cells copied under the same name. */
  copy?: string[];
  /** Target cell ← source cell (a line's, or the record's for `record`). */
  rename?: Record<string, string>;
  /** Fixed cell values. */
  values?: Record<string, unknown>;
  /** The target cell that keeps the source record's id (`siparis_id`). */
  sourceId?: string;
  /** The target cell that keeps the source line's id (`siparis_hizmet_id`). */
  lineId?: string;
  /**
   * The quantity still to take: `quantity` minus `sent` of the source line; lines with nothing left are left
   * out (an order line already invoiced in full).
   */
  remaining?: { quantity: string; sent: string };
}
