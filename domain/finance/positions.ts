// Positions of cheques and promissory notes (pozisyon_id) and the moves between them (issue 11 item 4;
// docs/finance.md, "Positions"). A customer's cheque or note starts in the portfolio and leaves it for the bank,
// a collateral holder, a supplier (endorsement), the customer (return) or the till (collected); the company's
// own cheques and notes start as given and end paid, bounced/protested or returned.

/** The position ids; one set for the four tables, each table offering its own part of it. */
export const POSITIONS = {
  portfoyde: 1,
  tahsileVerildi: 2,
  teminataVerildi: 3,
  ciroEdildi: 4,
  tahsilEdildi: 5,
  odendi: 6,
  karsiliksiz: 7,
  protestolu: 8,
  iadeEdildi: 9,
  verildi: 10,
} as const;

/** Turkish names of the positions. */
export const POSITION_NAMES: Readonly<Record<number, string>> = {
  1: 'Portföyde',
  2: 'Tahsile Verildi',
  3: 'Teminata Verildi',
  4: 'Ciro Edildi',
  5: 'Tahsil Edildi',
  6: 'Ödendi',
  7: 'Karşılıksız',
  8: 'Protestolu',
  9: 'İade Edildi',
  10: 'Verildi',
};

/** The kind of paper a table keeps. */
export type PaperKind = 'musteri_cek' | 'firma_cek' | 'musteri_senet' | 'firma_senet';

const P = POSITIONS;

/** Moves allowed from each position, per kind; a position with no entry is final. */
const MOVES: Record<PaperKind, Record<number, readonly number[]>> = {
  musteri_cek: {
    [P.portfoyde]: [P.tahsileVerildi, P.teminataVerildi, P.ciroEdildi, P.tahsilEdildi, P.iadeEdildi],
    [P.tahsileVerildi]: [P.tahsilEdildi, P.karsiliksiz, P.portfoyde],
    [P.teminataVerildi]: [P.portfoyde],
    [P.ciroEdildi]: [P.karsiliksiz],
    [P.karsiliksiz]: [P.tahsilEdildi, P.iadeEdildi],
  },
  musteri_senet: {
    [P.portfoyde]: [P.tahsileVerildi, P.teminataVerildi, P.ciroEdildi, P.tahsilEdildi, P.iadeEdildi],
    [P.tahsileVerildi]: [P.tahsilEdildi, P.protestolu, P.portfoyde],
    [P.teminataVerildi]: [P.portfoyde],
    [P.ciroEdildi]: [P.protestolu],
    [P.protestolu]: [P.tahsilEdildi, P.iadeEdildi],
  },
  firma_cek: {
    [P.verildi]: [P.odendi, P.karsiliksiz, P.iadeEdildi],
    [P.karsiliksiz]: [P.odendi],
  },
  firma_senet: {
    [P.verildi]: [P.odendi, P.protestolu, P.iadeEdildi],
    [P.protestolu]: [P.odendi],
  },
};

/** The position a new paper of this kind starts in. */
export function startPosition(kind: PaperKind): number {
  return kind.startsWith('musteri') ? P.portfoyde : P.verildi;
}

/** Every position a paper of this kind can be in, in the order of its life. */
export function positionsOf(kind: PaperKind): number[] {
  const seen = new Set<number>([startPosition(kind)]);
  for (const [from, tos] of Object.entries(MOVES[kind])) {
    seen.add(Number(from));
    for (const t of tos) seen.add(t);
  }
  return [...seen].sort((a, b) => a - b);
}

/** Whether a paper of this kind may move from one position to another (staying is always allowed). */
export function mayMove(kind: PaperKind, from: number, to: number): boolean {
  if (from === to) return true;
  return (MOVES[kind][from] ?? []).includes(to);
}

/** The positions a paper may still move to from `from`. */
export function nextPositions(kind: PaperKind, from: number): readonly number[] {
  return MOVES[kind][from] ?? [];
}

/** Whether the paper is still open (its due date matters: calendar and notifications). */
export function isOpen(kind: PaperKind, position: number): boolean {
  return nextPositions(kind, position).length > 0;
}

/** The refusal of a move, in Turkish. */
export function moveRefusal(from: number, to: number): string {
  return `'${POSITION_NAMES[from] ?? from}' pozisyonundan '${POSITION_NAMES[to] ?? to}' pozisyonuna geçilemez.`;
}
