import { sql, type Kysely } from 'kysely';
import * as balance from './202611280710_exchange_difference';
import { balanceView } from './202611280700_balance_papers';

// Sub-ledgers equal the ledger (issue 24 item 4; docs/ledger.md "Sub-ledgers and the ledger"). A cash, bank or
// customer / supplier card's balance is its documents' sum (the movement views, `cari_bakiye_kalemleri`); the ledger
// posts each of those documents to the card's sub-account (100.01.x, 102.01.x, 120.01.x, 320.01.x). What posted to a
// sub-account without being a document of the card's sub-ledger moved the ledger only — a personnel payment from the
// cash box (Kasa list 1.721,60, bilanço Kasa −3.278,40), a manual voucher on 100.01.0001, a sent e-Fatura or e-SMM,
// a fixed-asset sale to a customer. Design: **whatever posts to a card's sub-account moves the card.**
//
// - Personnel payments are a document of the cash / bank card (their own part in `kasa_hareketleri` /
//   `banka_hareketleri`, in the card's currency like a transaction), and their writes recompute the card.
// - Every other voucher line on a card's sub-account — a manual voucher (Fişler), a sent e-document or receipt, a
//   fixed-asset movement, any posting a later kind adds — **is a movement of the card, read from the ledger**: a part
//   of the views over `fis_satiri`, and a trigger on `fis_satiri` recomputes the card its line names. The year-end
//   kapanış and açılış (closing steps 7 and 8) are left out: they move every balance to zero and back, not the card.
// - The views get `tl_tutar` (signed TL) so a foreign-currency card's TL can be compared with its sub-account.
//
// Migration range of this change: 202612071050–202612071099.

type Db = Kysely<any>;

const TRANSACTIONS = [
  'tahsilat_islem',
  'odeme_islemi',
  'banka_gelen_havale_islemi',
  'banka_giden_havale_islem',
];
const LABELS: Record<string, [string, 'in' | 'out']> = {
  tahsilat_islem: ['Kasa Tahsilatı', 'in'],
  odeme_islemi: ['Kasa Ödemesi', 'out'],
  banka_gelen_havale_islemi: ['Gelen Havale', 'in'],
  banka_giden_havale_islem: ['Giden Havale', 'out'],
};

/** The vouchers a card's own documents post: their lines are counted by the documents, not read from the ledger. */
export const CARD_DOCUMENTS: Record<'kasa_karti' | 'banka_karti' | 'cari_hesap', string[]> = {
  kasa_karti: [...TRANSACTIONS, 'personel_odeme'],
  banka_karti: [...TRANSACTIONS, 'personel_odeme'],
  cari_hesap: [...new Set(balance.BALANCE_ITEMS.map((i) => i.table))],
};

/** The label of a movement read from the ledger, by the voucher's source. */
const LEDGER_LABEL = `case f.kaynak_tablo
    when 'e_fatura' then 'e-Fatura' when 'e_arsiv_fatura' then 'e-Arşiv Fatura'
    when 'serbest_meslek_makbuzu' then 'e-Serbest Meslek Makbuzu' when 'e_mustahsil_makbuzu' then 'e-Müstahsil Makbuzu'
    when 'sabit_kiymet_hareketleri' then 'Sabit Kıymet Hareketi' else 'Muhasebe Fişi' end`;

/** The voucher-line statements and the lines each changed (its transition tables). */
const OPS = [
  ['insert', 'select hesap_plani_id, fisler_id from nt'],
  ['update', 'select hesap_plani_id, fisler_id from ot union select hesap_plani_id, fisler_id from nt'],
  ['delete', 'select hesap_plani_id, fisler_id from ot'],
] as const;

const list = (tables: string[]) => tables.map((t) => `'${t}'`).join(', ');

/** The lines of vouchers on a card's sub-accounts that no document of the card counts (alias s, h, f). */
const ledgerLines = (card: keyof typeof CARD_DOCUMENTS) => `from fis_satiri s
    join hesap_plani h on h.id = s.hesap_plani_id and h.department_id = s.department_id
      and h.kaynak_tablo = '${card}'
    join fis f on f.id = s.fisler_id
   where coalesce(f.kaynak_tablo, '') not in (${list(CARD_DOCUMENTS[card])})
     and coalesce(f.donem_sonu_adimi, 0) not in (7, 8)`;

/** The movement view of a card table (202611260200's parts, personnel payments, ledger lines; `tl_tutar`). */
function movementView(card: 'kasa_karti' | 'banka_karti', extended = true): string {
  const parts: string[] = [];
  let i = 0;
  for (const t of TRANSACTIONS) {
    const [label, dir] = LABELS[t];
    const sign = dir === 'in' ? 1 : -1;
    const own = t.startsWith('banka') ? 'banka_karti' : 'kasa_karti';
    const sides: { column: string; sign: number; tip?: number; label: string }[] = [];
    if (own === card) sides.push({ column: `${own}2_id`, sign, label });
    sides.push({
      column: `${card}_id`,
      sign: -sign,
      tip: card === 'kasa_karti' ? 1 : 2,
      label: `Virman (${label})`,
    });
    for (const p of sides) {
      const amount = `(case when coalesce(k.para_birimi_id, 1) = coalesce(t.para_birimi_id, 1) then t.vergi_tutar
        else t.dovizli_tutar end)`;
      parts.push(`select t.id * 8 + ${i} as id, t.id * 8 + ${i} as own_id, t.user_id, t.state, t.created_at,
          t.updated_at, t.department_id, t.${p.column} as ${card}_id, t.islem_tarihi,
          '${p.label}'::text as islem_turu, t.belge_no, t.cari_hesap_id,
          (case when ${p.sign} > 0 then ${amount} else 0 end)::numeric(18, 3) as giris,
          (case when ${p.sign} < 0 then ${amount} else 0 end)::numeric(18, 3) as cikis,
          coalesce(k.para_birimi_id, 1) as para_birimi_id, t.aciklama, '${t}'::text as kaynak_tablo,
          t.id::numeric(18, 0) as kaynak_id${extended ? `, (${p.sign} * coalesce(t.dovizli_tutar, 0))::numeric(18, 3) as tl_tutar` : ''}
        from ${t} t join ${card} k on k.id = t.${p.column}
        ${p.tip ? `where t.islem_tipi_id = ${p.tip}` : ''}`);
      i++;
    }
  }
  const view = card === 'kasa_karti' ? 'kasa_hareketleri' : 'banka_hareketleri';
  if (!extended) return `create view ${view} as ${parts.join('\n union all\n')}`;
  // Personnel payments: money out of the cash box (kasa_banka) or the bank account, in the card's currency.
  const cash = card === 'kasa_karti';
  parts.push(`select p.id * 8 + 6 as id, p.id * 8 + 6 as own_id, p.user_id, p.state, p.created_at, p.updated_at,
      p.department_id, p.${card}_id, p.islem_tarihi, 'Personel Ödemesi'::text as islem_turu, null::text as belge_no,
      null::bigint as cari_hesap_id, 0::numeric(18, 3) as giris,
      (case when coalesce(k.para_birimi_id, 1) = coalesce(p.para_birimi_id, 1) then p.tutar
        else p.dovizli_tutar end)::numeric(18, 3) as cikis,
      coalesce(k.para_birimi_id, 1) as para_birimi_id, p.description as aciklama,
      'personel_odeme'::text as kaynak_tablo, p.id::numeric(18, 0) as kaynak_id,
      (-coalesce(p.dovizli_tutar, 0))::numeric(18, 3) as tl_tutar
    from personel_odeme p join ${card} k on k.id = p.${card}_id
    where ${cash ? '' : 'not '}coalesce(p.kasa_banka, false)`);
  // Ledger lines on the card's sub-account: a foreign card takes the line's currency amount when it is the card's.
  const fx = (side: 'borc' | 'alacak') => `(case when coalesce(k.para_birimi_id, 1) <> 1
      and s.para_birimi_id = k.para_birimi_id and s.doviz_tutari is not null then abs(s.doviz_tutari)
      else s.${side} end)`;
  parts.push(`select s.id * 8 + 7 as id, s.id * 8 + 7 as own_id, s.user_id, s.state, s.created_at, s.updated_at,
      s.department_id, h.kaynak_id as ${card}_id, s.fis_tarihi as islem_tarihi, (${LEDGER_LABEL})::text as islem_turu,
      f.fis_no::text as belge_no, null::bigint as cari_hesap_id,
      (case when s.borc > 0 then ${fx('borc')} else 0 end)::numeric(18, 3) as giris,
      (case when s.alacak > 0 then ${fx('alacak')} else 0 end)::numeric(18, 3) as cikis,
      coalesce(k.para_birimi_id, 1) as para_birimi_id, coalesce(s.description, f.description) as aciklama,
      'fis'::text as kaynak_tablo, f.id::numeric(18, 0) as kaynak_id,
      (s.borc - s.alacak)::numeric(18, 3) as tl_tutar
    ${ledgerLines(card).replace('join fis f', `join ${card} k on k.id = h.kaynak_id join fis f`)}`);
  return `create view ${view} as ${parts.join('\n union all\n')}`;
}

/** The customer balance items: 202611280710's and the ledger lines on the account's sub-accounts. */
function customerView(): string {
  const base = balanceView(balance.BALANCE_ITEMS);
  return `${base}
   union all
  select s.department_id, h.kaynak_id as cari_hesap_id, coalesce(f.kaynak_tablo, 'fis')::text as kaynak_tablo,
      coalesce(f.kaynak_id, f.id) as kaynak_id, s.fis_tarihi as tarih,
      coalesce(s.para_birimi_id, 1)::bigint as para_birimi_id,
      (case when coalesce(s.para_birimi_id, 1) <> 1 and s.doviz_tutari is not null
        then sign(s.borc - s.alacak) * abs(s.doviz_tutari) else s.borc - s.alacak end)::numeric(18, 3) as tutar,
      (s.borc - s.alacak)::numeric(18, 3) as tl_tutar
    ${ledgerLines('cari_hesap')}`;
}

export async function up(db: Db): Promise<void> {
  const ready = await sql<{ ok: boolean }>`select to_regclass('fis_satiri') is not null
    and to_regclass('personel_odeme') is not null and to_regclass('kasa_hareketleri') is not null as ok`.execute(
    db,
  );
  if (!ready.rows[0]?.ok) return;
  await sql`drop view kasa_hareketleri`.execute(db);
  await sql`drop view banka_hareketleri`.execute(db);
  await sql.raw(movementView('kasa_karti')).execute(db);
  await sql.raw(movementView('banka_karti')).execute(db);
  await sql`drop view cari_bakiye_kalemleri`.execute(db);
  await sql.raw(customerView()).execute(db);
  // A customer's ledger lines are found by its sub-accounts (the balance trigger filters by company and account).
  await sql`create index if not exists fis_satiri_hesap_plani_idx on fis_satiri (hesap_plani_id)`.execute(db);
  // A cash / bank card's balance looks its sub-account up by card alone (its trigger knows no company).
  await sql`create index if not exists hesap_plani_kart_idx on hesap_plani (kaynak_tablo, kaynak_id)
    where kaynak_tablo is not null`.execute(db);

  // A personnel payment written, changed or deleted recomputes the cards it named before and after.
  await sql`create or replace function personel_odeme_kart_bakiye() returns trigger language plpgsql as $$
    declare r jsonb;
    begin
      for r in select x from (values (case when tg_op <> 'INSERT' then to_jsonb(old) end),
                                     (case when tg_op <> 'DELETE' then to_jsonb(new) end)) v(x)
               where x is not null loop
        update kasa_karti set bakiye = bakiye where id = (r->>'kasa_karti_id')::bigint;
        update banka_karti set bakiye = bakiye where id = (r->>'banka_karti_id')::bigint;
      end loop;
      return null;
    end $$`.execute(db);
  await sql`create trigger personel_odeme_kart_bakiye after insert or update or delete on personel_odeme
    for each row execute function personel_odeme_kart_bakiye()`.execute(db);

  // A voucher line on a card's sub-account recomputes the card, unless a document of the card posted it (the
  // document's own trigger did). On a voucher's delete the lines go by cascade after their voucher: no skip then.
  // Statement-level with transition tables: a statement writing many lines (a voucher, a bulk insert of a million)
  // recomputes each card it touched once, not once per line.
  for (const [op, changed] of OPS) {
    const updates = (['kasa_karti', 'banka_karti', 'cari_hesap'] as const).map(
      (card) => `update ${card} set bakiye = bakiye where id in (
          select h.kaynak_id from (${changed}) l join hesap_plani h on h.id = l.hesap_plani_id
            left join fis f on f.id = l.fisler_id
           where h.kaynak_tablo = '${card}'
             and not coalesce(f.kaynak_tablo in (${list(CARD_DOCUMENTS[card])}), false));`,
    );
    await sql
      .raw(
        `create or replace function fis_satiri_kart_bakiye_${op}() returns trigger language plpgsql as $$
        begin
          ${updates.join('\n          ')}
          return null;
        end $$`,
      )
      .execute(db);
    const tables = {
      insert: 'new table as nt',
      update: 'old table as ot new table as nt',
      delete: 'old table as ot',
    }[op];
    await sql
      .raw(
        `create trigger fis_satiri_kart_bakiye_${op} after ${op} on fis_satiri referencing ${tables}
        for each statement execute function fis_satiri_kart_bakiye_${op}()`,
      )
      .execute(db);
  }
  // A voucher that becomes (or stops being) a closing step changes which of its lines count.
  await sql`create or replace function fis_kart_bakiye() returns trigger language plpgsql as $$
    begin
      update fis_satiri set hesap_plani_id = hesap_plani_id where fisler_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger fis_kart_bakiye after update of donem_sonu_adimi, kaynak_tablo on fis
    for each row when (old.donem_sonu_adimi is distinct from new.donem_sonu_adimi
      or old.kaynak_tablo is distinct from new.kaynak_tablo)
    execute function fis_kart_bakiye()`.execute(db);

  await sql`update kasa_karti set bakiye = bakiye`.execute(db);
  await sql`update banka_karti set bakiye = bakiye`.execute(db);
  await sql`update cari_hesap set bakiye = bakiye`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop trigger if exists fis_kart_bakiye on fis`.execute(db);
  await sql`drop function if exists fis_kart_bakiye()`.execute(db);
  for (const [op] of OPS) {
    await sql.raw(`drop trigger if exists fis_satiri_kart_bakiye_${op} on fis_satiri`).execute(db);
    await sql.raw(`drop function if exists fis_satiri_kart_bakiye_${op}()`).execute(db);
  }
  await sql`drop trigger if exists personel_odeme_kart_bakiye on personel_odeme`.execute(db);
  await sql`drop function if exists personel_odeme_kart_bakiye()`.execute(db);
  await sql`drop index if exists fis_satiri_hesap_plani_idx`.execute(db);
  await sql`drop index if exists hesap_plani_kart_idx`.execute(db);
  await sql`drop view kasa_hareketleri`.execute(db);
  await sql`drop view banka_hareketleri`.execute(db);
  await sql.raw(movementView('kasa_karti', false)).execute(db);
  await sql.raw(movementView('banka_karti', false)).execute(db);
  await sql`drop view cari_bakiye_kalemleri`.execute(db);
  await sql.raw(balanceView(balance.BALANCE_ITEMS)).execute(db);
  await sql`update cari_hesap set bakiye = bakiye`.execute(db);
  await sql`update kasa_karti set bakiye = bakiye`.execute(db);
  await sql`update banka_karti set bakiye = bakiye`.execute(db);
}
