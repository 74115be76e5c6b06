// The line grid's calculator of a receipt (e-SMM, e-MM): the same public face as DocumentCalculator, over
// calculateFreelanceReceipt / calculateProducerReceipt. A receipt has a handful of lines, so every change simply
// recomputes them (each line on its own first, so that a refused cell is reported on its line and counts as zero).
import { CalculationInputError, checkScale, toFixedString, D, type NumberInput } from '../money/decimal';
import { SCALES } from '../money/scales';
import type { DocumentHeaderInput } from './document.incremental';
import type { DocumentLineInput, DocumentLineResult, DocumentTotals } from './document.types';
import { calculateFreelanceReceipt, type FreelanceReceiptLineInput } from './freelance-receipt.totals';
import { calculateProducerReceipt, type ProducerReceiptLineInput } from './producer-receipt.totals';

/** Which calculator a line grid runs (LinesDefinition.calculator): the invoice's, or one of the receipts'. */
export type LineCalculatorKind = 'document' | 'freelanceReceipt' | 'producerReceipt';

type Amounts = Record<string, string>;

function run(kind: Exclude<LineCalculatorKind, 'document'>, lines: readonly unknown[], scale: number) {
  const r =
    kind === 'freelanceReceipt'
      ? calculateFreelanceReceipt({ scale, lines: lines as FreelanceReceiptLineInput[] })
      : calculateProducerReceipt({ scale, lines: lines as ProducerReceiptLineInput[] });
  return { lines: r.lines as unknown as Amounts[], totals: r.totals as unknown as Amounts };
}

/**
 * A receipt kept up to date as its lines change. `line(i)` and `totals()` answer the receipt calculator's names
 * (brut_ucret, net_tahsilat…; mal_hizmet_tutari, odenecek_tutar…), typed as the invoice's for the line grid, which
 * reads them by the names its page definition gives. `totals()` equals the calculator's totals over the lines it
 * can calculate.
 */
export class ReceiptCalculator {
  private inputs: unknown[] = [];
  private amounts: (Amounts | null)[] = [];
  private errors: (CalculationInputError | null)[] = [];
  private cached: Amounts | null = null;
  private scale: number;

  constructor(
    private readonly kind: Exclude<LineCalculatorKind, 'document'>,
    header: DocumentHeaderInput = {},
  ) {
    this.scale = checkScale(header.scale ?? SCALES.receipt);
  }

  get length(): number {
    return this.inputs.length;
  }

  /** A receipt has no header error (no currency or rate: receipts are in TL). */
  get headerError(): CalculationInputError | null {
    return null;
  }

  setHeader(header: DocumentHeaderInput): void {
    const scale = checkScale(header.scale ?? SCALES.receipt);
    if (scale !== this.scale) {
      this.scale = scale;
      this.setLines(this.inputs as DocumentLineInput[]);
    }
  }

  setLines(lines: readonly DocumentLineInput[]): void {
    this.inputs = [...lines];
    this.recompute();
  }

  setLine(index: number, line: DocumentLineInput): void {
    this.inputs[index] = line;
    this.recompute();
  }

  insertLine(index: number, line: DocumentLineInput): void {
    this.inputs.splice(index, 0, line);
    this.recompute();
  }

  removeLine(index: number): void {
    this.inputs.splice(index, 1);
    this.recompute();
  }

  moveLine(from: number, to: number): void {
    const [line] = this.inputs.splice(from, 1);
    this.inputs.splice(to, 0, line);
    this.recompute();
  }

  line(index: number): DocumentLineResult | null {
    return (this.amounts[index] ?? null) as unknown as DocumentLineResult | null;
  }

  lineError(index: number): CalculationInputError | null {
    return this.errors[index] ?? null;
  }

  totals(): DocumentTotals {
    if (!this.cached) {
      const valid = this.inputs.filter((_, i) => this.amounts[i] !== null);
      this.cached = run(this.kind, valid, this.scale).totals;
    }
    return this.cached as unknown as DocumentTotals;
  }

  /** A receipt is in TL: the amount "at the rate" is the amount. */
  amountAtRate(payable: NumberInput | null | undefined): string {
    return toFixedString(D(payable, 'odenecek_tutar'), this.scale);
  }

  headerInput(): DocumentHeaderInput {
    return { scale: this.scale };
  }

  private recompute(): void {
    this.cached = null;
    this.amounts = [];
    this.errors = [];
    this.inputs.forEach((line, i) => {
      try {
        this.amounts.push(run(this.kind, [line], this.scale).lines[0]);
        this.errors.push(null);
      } catch (err) {
        if (!(err instanceof CalculationInputError)) throw err;
        // The field as the grid reads it: lines[i].column.
        const field = err.field.replace(/^lines\[0\]/, `lines[${i}]`);
        this.amounts.push(null);
        this.errors.push(new CalculationInputError(field, err.value, reasonOf(err)));
      }
    });
  }
}

/** The reason of a CalculationInputError without its field path. */
function reasonOf(err: CalculationInputError): string {
  return err.message
    .slice(err.field.length + 2)
    .replace(/ \([\s\S]*\)$/, '')
    .trim();
}

/** The grid's calculator of `kind` (the invoice's DocumentCalculator is created by the caller). */
export function createReceiptCalculator(
  kind: Exclude<LineCalculatorKind, 'document'>,
  header: DocumentHeaderInput = {},
): ReceiptCalculator {
  return new ReceiptCalculator(kind, header);
}
