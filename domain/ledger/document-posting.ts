import { D, round, type Dec } from '../money';
import {
  LEDGER_SCALE,
  ROLE,
  dec,
  roleEntries,
  type Amount,
  type EntryPart,
  type LedgerKind,
  type Party,
  type Role,
  type RoleEntry,
} from './index';
import { KDV_ISLEM, type KdvIslem } from './kdv';

// The pure posters of invoices, returns, receipts and cash / bank transactions (docs/ledger.md, "Posting rules by
// document kind and direction"): a document's amounts in → balanced entries by role out, every KDV line split by
// rate and withholding code and tagged with what it is on KDV 1 / KDV 2 (domain/ledger/kdv.ts). The server maps
// roles to accounts through the company's rules and writes the voucher in the document's transaction.

const tl = (v: Amount, rate: Dec): Dec => round(dec(v).times(rate), LEDGER_SCALE);
const rateOf = (v: Amount): Dec => (dec(v).isZero() ? D(1) : dec(v));

/** The KDV of one rate (and withholding code) of a document, in the document's currency (its lines summed). */
export interface KdvGroup {
  /** The KDV rate in percent ("20"). */
  oran: Amount;
  /** The KDV base (kdv_matrahi: the net with the taxes in the KDV base, or a special base). */
  matrah: Amount;
  kdv: Amount;
  /** The withheld KDV (kdv_tevkifat_tutari). */
  tevkifat?: Amount;
  /** GİB's withholding code (601 …). */
  kod?: string | null;
  /** The withholding ratio in tenths: 5 → "5/10". */
  onda?: Amount;
}

/** A cost (or, on an issued return, a credit) of a purchase's lines: the role by line type, a card's own account. */
export interface CostLine {
  role: Role;
  /** The card's account code (stok / hizmet / sabit kıymet card `muhasebe_hesap_kodu`), else the role's. */
  account?: string | null;
  /** The lines' net with their other taxes, in the document's currency. */
  amount: Amount;
}

/** An invoice (or a return invoice) as the posters read it: header totals and its lines grouped. */
export interface InvoicePosting {
  /** döviz_kuru (1 for TL). */
  rate: Amount;
  /** para_birimi_id: a foreign document's cari line keeps its currency amount (dövizli muavin). */
  currency?: number | null;
  /** odenecek_tutar, in the document's currency. */
  payable: Amount;
  /** The payable in TL (`dovizli_tutar`). */
  payableTl: Amount;
  /** toplam_iskonto: signed, negative for a discount (docs/calculations.md §6). */
  discount?: Amount;
  /** diger_vergiler_toplami. */
  otherTaxes?: Amount;
  /** The deductions the buyer withholds (income-tax stopaj; kesintiler), in the document's currency. */
  deductions?: Amount;
  kdv: readonly KdvGroup[];
  /** Purchases and issued returns: the lines' net by cost account. */
  costs?: readonly CostLine[];
}

const ratioText = (onda: Amount): string | null => (dec(onda).gt(0) ? `${dec(onda).toString()}/10` : null);

/** The cari line of an invoice: the payable in TL, with its currency amount on a foreign document. */
function cariPart(a: InvoicePosting, party: Party, sign: 1 | -1): EntryPart {
  const amount = round(dec(a.payableTl), LEDGER_SCALE).times(sign);
  const foreign = a.currency !== undefined && a.currency !== null && Number(a.currency) !== 1;
  return {
    role: ROLE.cari,
    party,
    amount,
    ...(foreign
      ? {
          fx: {
            currency: Number(a.currency),
            amount: dec(a.payable).times(sign),
            rate: dec(a.rate).toString(),
          },
        }
      : {}),
  };
}

/** One KDV part of a group: `amount` and its base signed as the line's side, tagged with `islem`. */
function kdvPart(role: Role, islem: KdvIslem, g: KdvGroup, rate: Dec, amount: Dec, sign: 1 | -1): EntryPart {
  return {
    role,
    amount: amount.times(sign),
    kdv: {
      islem,
      oran: dec(g.oran).toString(),
      matrah: tl(g.matrah, rate).times(sign),
      tevkifat: tl(g.tevkifat, rate).times(sign),
      kod: dec(g.tevkifat).gt(0) ? (g.kod ?? null) : null,
      orani: dec(g.tevkifat).gt(0) ? ratioText(g.onda) : null,
    },
  };
}

/** The costs of a purchase (debit, sign 1) or an issued return (credit, −1); the first takes the rounding. */
function costParts(a: InvoicePosting, rate: Dec, sign: 1 | -1, others: readonly EntryPart[]): EntryPart[] {
  const costs: EntryPart[] = (a.costs ?? []).map((c) => ({
    role: c.role,
    account: c.account ?? null,
    amount: tl(c.amount, rate).times(sign),
  }));
  if (!costs.length) costs.push({ role: ROLE.stok, amount: D(0) });
  // Balanced whatever the rounding at the rate: the first cost account takes the difference.
  const rest = [...others, ...costs].reduce((s, p) => s.plus(p.amount), D(0));
  costs[0] = { ...costs[0], amount: costs[0].amount.minus(rest) };
  return costs;
}

/**
 * A sales invoice: borç the customer (120) with the payable TL amount, 611 Satış İskontoları with the discount and
 * 193 with an income tax the buyer withheld; alacak 391 per KDV rate — with kısmi tevkifat only the seller's part
 * (KDV − withheld; the buyer declares the rest on its KDV 2, KDVGUT I/C-2.1.2), tagged "Kısmi Tevkifat" with the
 * code and ratio —, other taxes (360), and, as the balancing figure, the gross sale (600).
 */
export function postSale(a: InvoicePosting, customer: Party): RoleEntry[] {
  const rate = rateOf(a.rate);
  const parts: EntryPart[] = [cariPart(a, customer, 1)];
  const discount = dec(a.discount);
  if (discount.lt(0)) parts.push({ role: ROLE.iskonto, amount: tl(discount.neg(), rate) });
  parts.push({ role: ROLE.pesinVergi, amount: tl(a.deductions, rate) });
  for (const g of a.kdv) {
    const withheld = dec(g.tevkifat).gt(0);
    const amount = tl(dec(g.kdv).minus(dec(g.tevkifat)), rate);
    const islem = withheld ? KDV_ISLEM.kismiTevkifat : KDV_ISLEM.teslim;
    parts.push(kdvPart(ROLE.hesaplananKdv, islem, g, rate, amount, -1));
  }
  parts.push({ role: ROLE.digerVergi, amount: tl(a.otherTaxes, rate).neg() });
  const rest = parts.reduce((s, p) => s.plus(p.amount), D(0));
  parts.splice(1, 0, { role: ROLE.satis, amount: rest.neg() });
  return roleEntries(order(parts));
}

/**
 * A purchase invoice: borç the costs by account (153 stock, 770 services, 255 fixed assets, or the card's own
 * account; the lines' net with their other taxes) and 191 per KDV rate with the whole KDV (its withheld part is
 * deducted as "sorumlu sıfatıyla", KDVGUT I/C-2.1.1); alacak the supplier (320) with the payable, 360 per withholding
 * code with the withheld KDV (KDV 2) and 360 with an income-tax stopaj. The first cost account takes the rounding.
 */
export function postPurchase(a: InvoicePosting, supplier: Party): RoleEntry[] {
  const rate = rateOf(a.rate);
  const parts: EntryPart[] = a.kdv.map((g) =>
    kdvPart(ROLE.indirilecekKdv, KDV_ISLEM.yurticiAlim, g, rate, tl(g.kdv, rate), 1),
  );
  parts.push(cariPart(a, supplier, -1));
  for (const g of a.kdv)
    if (dec(g.tevkifat).gt(0))
      parts.push(kdvPart(ROLE.tevkifat, KDV_ISLEM.sorumlu, g, rate, tl(g.tevkifat, rate), -1));
  parts.push({ role: ROLE.gvStopaji, amount: tl(a.deductions, rate).neg() });
  return roleEntries(order([...costParts(a, rate, 1, parts), ...parts]));
}

/**
 * A return the company receives (customer → us; an İade invoice keyed as a purchase): borç 610 Satıştan İadeler
 * (balancing: the goods' net) and 191 per KDV rate, tagged "Satıştan iade edilen … indirilecek KDV" (KDVK 35);
 * alacak the customer (120) with the payable.
 */
export function postSalesReturnReceived(a: InvoicePosting, customer: Party): RoleEntry[] {
  const rate = rateOf(a.rate);
  const parts: EntryPart[] = [];
  for (const g of a.kdv)
    parts.push(kdvPart(ROLE.indirilecekKdv, KDV_ISLEM.satisIade, g, rate, tl(g.kdv, rate), 1));
  parts.push(cariPart(a, customer, -1));
  const rest = parts.reduce((s, p) => s.plus(p.amount), D(0));
  return roleEntries(order([{ role: ROLE.satisIade, amount: rest.neg() }, ...parts]));
}

/**
 * A return the company issues (us → supplier; an İade invoice keyed as a sale): borç the supplier (320) with the
 * payable; alacak the goods, services or assets returned by account (153 / 770 / 255, or the card's own) and 391
 * per KDV rate, tagged "Diğer İşlemler – Alınan Malların İadesi". The first cost account takes the rounding.
 */
export function postPurchaseReturnIssued(a: InvoicePosting, supplier: Party): RoleEntry[] {
  const rate = rateOf(a.rate);
  const cari = cariPart(a, supplier, 1);
  const kdv = a.kdv.map((g) =>
    kdvPart(ROLE.hesaplananKdv, KDV_ISLEM.alinanMalIadesi, g, rate, tl(g.kdv, rate), -1),
  );
  return roleEntries(order([cari, ...costParts(a, rate, -1, [cari, ...kdv]), ...kdv]));
}

/** Debits first, then credits, each in the order given (a voucher reads borç before alacak). */
function order(parts: EntryPart[]): EntryPart[] {
  return [...parts.filter((p) => p.amount.gt(0)), ...parts.filter((p) => !p.amount.gt(0))];
}

/** A cash or bank transaction (docs/finance.md): its card, the way the money goes and its counter side. */
export interface TransactionPosting {
  /** Money into the card (receipt, incoming transfer) or out of it. */
  direction: 'in' | 'out';
  card: Party;
  /** The card's role: kasa or banka. */
  cardRole: Role;
  /** islem_tipi_id: 1 counter cash card, 2 counter bank card, 3 service / expense, 4 current account. */
  islemTipi: number;
  counter?: Party;
  /**
   * The cheque or note kind the transaction collects or pays (its tip_id target): the counter side is then that
   * kind's portfolio account (101 / 121 / 103 / 321), not the current account — the paper already moved the party.
   */
  paperKind?: LedgerKind;
  /** The total in TL (`dovizli_tutar`) and, for a service / expense, its KDV in TL and rate in percent. */
  total: Amount;
  kdv: Amount;
  kdvOran?: Amount;
  /** Service / expense (islem tipi 3): the card's own account (a freight card → 760), else the rule's. */
  account?: string | null;
  /**
   * The exchange difference of a foreign invoice's receipt or payment (`kur_farki`, signed TL, + a gain): the
   * current account takes the invoice's booked TL, 646 Kambiyo Kârları / 656 Kambiyo Zararları the difference.
   */
  kurFarki?: Amount;
  /** A small-business order's payment (kobi_siparis_id): an advance (340 / 159), not the current account. */
  orderAdvance?: boolean;
  /** The card's line in its currency (a foreign transaction): amount, rate. */
  cardFx?: { currency: number; amount: Amount; rate: Amount };
  /** The current account's line in the invoice's currency: what was paid of it (belge_tutari) at its rate. */
  counterFx?: { currency: number; amount: Amount; rate: Amount };
}

const fxOf = (fx: TransactionPosting['cardFx'], sign: Dec) =>
  fx && Number(fx.currency) !== 1
    ? {
        fx: {
          currency: Number(fx.currency),
          amount: dec(fx.amount).times(sign),
          rate: dec(fx.rate).toString(),
        },
      }
    : {};

/**
 * A receipt or payment: the card against the current account's sub-account (islem tipi 4; a foreign invoice's
 * exchange difference to 646 / 656), a portfolio (a cheque or note it collects or pays), an order advance, the
 * counter cash or bank card (1, 2: a transfer between own cards) or the income / expense account with its KDV (3:
 * 391 or 191, tagged for KDV 1 when it carries KDV).
 */
export function postTransactionEntries(a: TransactionPosting): RoleEntry[] {
  const total = round(dec(a.total), LEDGER_SCALE);
  const sign = a.direction === 'in' ? D(1) : D(-1);
  const parts: EntryPart[] = [
    { role: a.cardRole, party: a.card, amount: total.times(sign), ...fxOf(a.cardFx, sign) },
  ];
  if (a.islemTipi === 3) {
    const kdv = round(dec(a.kdv), LEDGER_SCALE);
    const into = a.direction === 'in';
    const matrah = total.minus(kdv);
    parts.push({ role: ROLE.hizmet, account: a.account ?? null, amount: matrah.times(sign).neg() });
    parts.push({
      role: into ? ROLE.hesaplananKdv : ROLE.indirilecekKdv,
      amount: kdv.times(sign).neg(),
      ...(kdv.gt(0)
        ? {
            kdv: {
              islem: into ? KDV_ISLEM.teslim : KDV_ISLEM.yurticiAlim,
              oran: dec(a.kdvOran).toString(),
              matrah: matrah.times(sign).neg(),
              tevkifat: D(0),
            },
          }
        : {}),
    });
  } else if (a.paperKind) {
    parts.push({ role: ROLE.portfoy, kind: a.paperKind, amount: total.times(sign).neg() });
  } else if (a.orderAdvance) {
    parts.push({ role: ROLE.siparisAvansi, amount: total.times(sign).neg() });
  } else {
    const role = a.islemTipi === 1 ? ROLE.kasa : a.islemTipi === 2 ? ROLE.banka : ROLE.cari;
    const gain = a.islemTipi === 4 ? round(dec(a.kurFarki), LEDGER_SCALE) : D(0);
    // The current account moves by what the invoice booked: money in credits total − gain, money out debits
    // total + gain (kur_farki is signed as a gain either way, docs/payments.md).
    const counter = total.times(sign).neg().plus(gain);
    parts.push({
      role,
      party: a.counter,
      amount: counter,
      ...(role === ROLE.cari ? fxOf(a.counterFx, sign.neg()) : fxOf(a.cardFx, sign.neg())),
    });
    if (gain.gt(0)) parts.push({ role: ROLE.kambiyoKari, amount: gain.neg() });
    if (gain.lt(0)) parts.push({ role: ROLE.kambiyoZarari, amount: gain.neg() });
  }
  return roleEntries(order(parts));
}

/** The totals of a freelance receipt (e-SMM) as its header stores them (calculateFreelanceReceipt, TL). */
export interface FreelanceReceiptAmounts {
  brut_ucret: Amount;
  gv_stopaj_tutari: Amount;
  kdv_tutari: Amount;
  kdv_tevkifat_tutari: Amount;
  net_tahsilat: Amount;
  /** Its lines by KDV rate and withholding code (absent: one group of the header's KDV). */
  kdv?: readonly KdvGroup[];
}

/**
 * An e-SMM the company issued: borç the client (120) with the net collected and 193 with the income tax the client
 * withheld; alacak 391 with the KDV less what the client withheld (the client declares that on its KDV 2, as on a
 * sales invoice with kısmi tevkifat; no 136) and 600 with the gross fee (balancing, so hand-kept totals still
 * balance).
 */
export function postFreelanceReceipt(a: FreelanceReceiptAmounts, client: Party): RoleEntry[] {
  const one = D(1);
  const groups: readonly KdvGroup[] = a.kdv?.length
    ? a.kdv
    : [{ oran: 0, matrah: a.brut_ucret, kdv: a.kdv_tutari, tevkifat: a.kdv_tevkifat_tutari }];
  const parts: EntryPart[] = [
    { role: ROLE.cari, party: client, amount: round(dec(a.net_tahsilat), LEDGER_SCALE) },
    { role: ROLE.pesinVergi, amount: round(dec(a.gv_stopaj_tutari), LEDGER_SCALE) },
  ];
  for (const g of groups) {
    const withheld = dec(g.tevkifat).gt(0);
    const amount = tl(dec(g.kdv).minus(dec(g.tevkifat)), one);
    parts.push(
      kdvPart(ROLE.hesaplananKdv, withheld ? KDV_ISLEM.kismiTevkifat : KDV_ISLEM.teslim, g, one, amount, -1),
    );
  }
  const rest = parts.reduce((s, p) => s.plus(p.amount), D(0));
  parts.splice(2, 0, { role: ROLE.satis, amount: rest.neg() });
  return roleEntries(order(parts));
}
