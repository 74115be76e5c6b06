import { sql, type Kysely } from 'kysely';
import { dec, money, ZERO_DEC } from './report.sql';
import type { ReportColumn, ReportDef } from './types';

// Mutabakat (issue 24 item 4; docs/ledger.md "Sub-ledgers and the ledger"): every cash, bank and customer /
// supplier card's balance beside the ledger balance of its sub-accounts (100.01.x, 102.01.x, 120.01.x, 320.01.x —
// every account the chart links to the card), and the difference. By design they are equal: each document that
// posts to a card's sub-account moves the card, and a manual voucher line on the sub-account is a movement of the
// card. A difference means something wrote one side only (a database edit, a rule an office changed to an account
// outside the card, a posting that failed) and is listed, never hidden.
//
// The card balance is the one the lists show: `kasa_karti.bakiye` / `banka_karti.bakiye` (a foreign-currency card:
// the TL of its movements, the ledger is in TL) and `cari_hesap.bakiye` (positive: the account owes us). The ledger
// balance is borç − alacak of the card's sub-accounts over every voucher except the year-end kapanış and açılış
// (steps 7 and 8 of the closing, which cancel each other; the bilanço leaves them out the same way).

type Row = Record<string, unknown>;

/** The card kinds, in the report's order. */
const KINDS = [
  { table: 'kasa_karti', label: 'Kasa', name: 'kasa_tanımı', movements: 'kasa_hareketleri' },
  { table: 'banka_karti', label: 'Banka', name: 'banka_tanımı', movements: 'banka_hareketleri' },
  { table: 'cari_hesap', label: 'Cari Hesap', name: 'cari_hesap_adi', movements: null },
] as const;

const COLUMNS: ReportColumn[] = [
  { name: 'kart_turu', title: 'Kart Türü', kind: 'text' },
  { name: 'kart_adi', title: 'Kart', kind: 'text' },
  { name: 'hesap_kodu', title: 'Muhasebe Hesabı', kind: 'text' },
  { name: 'kart_bakiyesi', title: 'Kart Bakiyesi (TL)', kind: 'money' },
  { name: 'muhasebe_bakiyesi', title: 'Muhasebe Bakiyesi (TL)', kind: 'money' },
  { name: 'fark', title: 'Fark', kind: 'money' },
];

/** A yes param (`tumu`: list every card, not only those with a difference). */
const yes = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'evet';

/** One card's figures. */
export interface MutabakatRow {
  kart_turu: string;
  kart_tablo: string;
  kart_id: number;
  kart_adi: string;
  hesap_kodu: string;
  kart_bakiyesi: string;
  muhasebe_bakiyesi: string;
  fark: string;
}

/** Every cash, bank and customer / supplier card of the company with its balance, its ledger balance and the difference. */
export async function mutabakatRows(db: Kysely<any>, companyId: number): Promise<MutabakatRow[]> {
  const ledger = await sql<Row>`select h.kaynak_tablo, h.kaynak_id,
      string_agg(distinct h.hesap_kodu, ', ' order by h.hesap_kodu) as kodlar,
      coalesce(sum(s.borc - s.alacak) filter (where coalesce(f.donem_sonu_adimi, 0) not in (7, 8)), 0)::text as bakiye
    from hesap_plani h
      left join fis_satiri s on s.hesap_plani_id = h.id and s.department_id = h.department_id
      left join fis f on f.id = s.fisler_id
    where h.department_id = ${companyId}::bigint and h.kaynak_tablo in ('kasa_karti', 'banka_karti', 'cari_hesap')
    group by h.kaynak_tablo, h.kaynak_id`.execute(db);
  const byCard = new Map<string, Row>();
  for (const r of ledger.rows) byCard.set(`${String(r.kaynak_tablo)}:${String(r.kaynak_id)}`, r);

  const out: MutabakatRow[] = [];
  for (const k of KINDS) {
    // A foreign-currency cash / bank card keeps its balance in its currency; its TL is the sum of its movements' TL.
    const balance = k.movements
      ? sql`case when coalesce(c.para_birimi_id, 1) = 1 then c.bakiye else coalesce((select sum(m.tl_tutar)
          from ${sql.table(k.movements)} m where m.${sql.ref(`${k.table}_id`)} = c.id), 0) end`
      : sql`c.bakiye`;
    const cards = await sql<Row>`select c.id, c.${sql.ref(k.name)} as ad, (${balance})::text as bakiye
      from ${sql.table(k.table)} c where c.department_id = ${companyId}::bigint order by c.id`.execute(db);
    for (const c of cards.rows) {
      const l = byCard.get(`${k.table}:${String(c.id)}`);
      const card = dec(c.bakiye);
      const books = dec(l?.bakiye);
      out.push({
        kart_turu: k.label,
        kart_tablo: k.table,
        kart_id: Number(c.id),
        kart_adi: String(c.ad ?? ''),
        hesap_kodu: String(l?.kodlar ?? ''),
        kart_bakiyesi: money(card),
        muhasebe_bakiyesi: money(books),
        fark: money(card.minus(books)),
      });
    }
  }
  // What the ledger holds on 100 / 102 / 120 / 320 outside every card's sub-account (a line on the main account
  // itself: a cheque collected or endorsed by hand names no bank card or supplier) belongs to no card.
  const outside = await sql<Row>`select substr(h.hesap_kodu, 1, 3) as kod,
      coalesce(sum(s.borc - s.alacak), 0)::text as bakiye
    from fis_satiri s
      join hesap_plani h on h.id = s.hesap_plani_id
      join fis f on f.id = s.fisler_id
    where s.department_id = ${companyId}::bigint and substr(h.hesap_kodu, 1, 3) in ('100', '102', '120', '320')
      and h.kaynak_tablo is distinct from 'kasa_karti' and h.kaynak_tablo is distinct from 'banka_karti'
      and h.kaynak_tablo is distinct from 'cari_hesap' and coalesce(f.donem_sonu_adimi, 0) not in (7, 8)
    group by 1 order by 1`.execute(db);
  for (const o of outside.rows) {
    const books = dec(o.bakiye);
    if (books.isZero()) continue;
    const kod = String(o.kod);
    out.push({
      kart_turu: 'Kartsız',
      kart_tablo: '',
      kart_id: 0,
      kart_adi: `${OUTSIDE[kod]} (kart dışı)`,
      hesap_kodu: kod,
      kart_bakiyesi: money(ZERO_DEC),
      muhasebe_bakiyesi: money(books),
      fark: money(books.neg()),
    });
  }
  return out;
}

/** The names of the accounts whose lines outside the cards are listed. */
const OUTSIDE: Record<string, string> = {
  '100': 'Kasa',
  '102': 'Bankalar',
  '120': 'Alıcılar',
  '320': 'Satıcılar',
};

/**
 * `mutabakat`: the cards whose balance differs from their sub-accounts' (param `tumu`: every card). Totals: the
 * number of cards with a difference and the differences' sum.
 */
export const mutabakat: ReportDef = {
  name: 'mutabakat',
  title: 'Mutabakat',
  tables: ['fis'],
  async run({ db, companyId, params }) {
    const all = await mutabakatRows(db, companyId);
    const differing = all.filter((r) => dec(r.fark).abs().gt(0));
    const rows = yes(params.tumu) ? all : differing;
    let total = ZERO_DEC;
    for (const r of differing) total = total.plus(dec(r.fark));
    return {
      columns: COLUMNS,
      rows: rows.map((r): Record<string, unknown> => ({ ...r })),
      totals: {
        kart_adi: differing.length
          ? `Farkı olan kart sayısı: ${differing.length}`
          : 'Kartlar ile muhasebe kayıtları uyumlu.',
        fark: money(total),
      },
      summary: { farkli_kart_sayisi: differing.length, kart_sayisi: all.length },
    };
  },
};
