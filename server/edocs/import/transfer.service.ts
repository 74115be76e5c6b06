import { sql } from 'kysely';
import { D } from '../../../domain/money';
import { trAmount } from '../../../domain/money/tr-amount';
import type { Session } from '../../app-env';
import type { Db } from '../../db/database';
import { AppError, Codes } from '../../lib/errors';
import { store } from '../../tables/table.service';
import { parseXml, readReceived, type ReceivedDocument, type ReceivedLine } from './received';

// "Alış Faturasına Aktar" (issue 26, item 2; docs/e-documents.md, "Into the books"): a received e-Fatura / e-Arşiv
// becomes a purchase invoice through the purchase invoice's own save (`store` of the table service: its checks,
// calculation, stock movements and voucher, whatever the posting rules on main say), so it posts exactly what the
// same invoice keyed by hand posts. The supplier is found by VKN / TCKN or made from the document's party; each line
// is matched to a stock or service card by the remembered choice for this supplier and item code, the seller's or
// buyer's item code, or the barcode; a line nothing matches needs the user's choice (`satirlar`), which is then
// remembered. The totals must equal the document's; the received row links to the purchase invoice, once.

type Row = Record<string, unknown>;

export const transferTexts = {
  already: (n: string) => `Bu belge daha önce alış faturasına aktarılmış (${n}); ikinci kez aktarılmaz.`,
  notInvoice: 'Yalnızca e-Fatura ve e-Arşiv faturaları alış faturasına aktarılır.',
  unmatched: (line: ReceivedLine) =>
    `${line.id}. satır (${line.name}${line.sellersCode ? `, satıcı kodu ${line.sellersCode}` : ''}): stok ya da hizmet kartını seçiniz.`,
  badChoice: (n: string) => `${n}. satır için seçilen kart bulunamadı.`,
  unknownUnit: (line: ReceivedLine) =>
    `${line.id}. satır: birim kodu ${line.unitCode} Defter'in birimlerinde yok.`,
  unknownRate: (line: ReceivedLine) =>
    `${line.id}. satır: KDV oranı %${line.kdvPercent ?? '?'} tanımlı değil.`,
  unknownCurrency: (code: string) => `Para birimi ${code} tanımlı değil.`,
  totals: (ours: string, theirs: string, cur: string) =>
    `Aktarılan faturanın ödenecek tutarı ${trAmount(ours)} ${cur}, belgeninki ${trAmount(theirs)} ${cur}; tutarlar eşit olmadığı için aktarılmadı. Satırları kontrol ediniz.`,
  saved: (n: string) => `Alış faturası oluşturuldu (${n}); yevmiye fişi kesildi.`,
} as const;

/** A line's card: a stock card or a service / expense card. */
export interface LineCard {
  stok_kartlari_id?: number | null;
  hizmet_ve_masraf_kartlari_id?: number | null;
}

export interface TransferProposal {
  supplier: { id: number | null; vkn: string | null; title: string | null };
  lines: (ReceivedLine & { card: LineCard | null; matchedBy: 'hatırlanan' | 'kod' | 'barkod' | null })[];
}

const one = async (db: Db, q: ReturnType<typeof sql<Row>>) => (await q.execute(db)).rows[0];

/** The received invoice of the company and what it says. */
async function receivedOf(db: Db, departmentId: number, id: number) {
  const row = await one(
    db,
    sql<Row>`select id, xml_icerik, alis_fatura_id from gelen_efatura where id = ${id} and department_id = ${departmentId}`,
  );
  if (!row?.xml_icerik) throw new AppError(Codes.failId, 400);
  const doc = readReceived(parseXml(String(row.xml_icerik)));
  if (doc.root !== 'Invoice' || doc.typeCode === 'SERBESTMESLEKMAKBUZU')
    throw new AppError(transferTexts.notInvoice, 400);
  return { row, doc };
}

async function supplierOf(db: Db, departmentId: number, vkn: string | null): Promise<number | null> {
  if (!vkn) return null;
  const r = await one(
    db,
    sql<Row>`select id from cari_hesap where department_id = ${departmentId} and tc = ${vkn} order by id limit 1`,
  );
  return r ? Number(r.id) : null;
}

/** The card of a line: remembered for the supplier and code, else by code (seller's / buyer's), else by barcode. */
async function cardOf(
  db: Db,
  departmentId: number,
  supplierId: number | null,
  line: ReceivedLine,
): Promise<{ card: LineCard; by: 'hatırlanan' | 'kod' | 'barkod' } | null> {
  if (supplierId && line.sellersCode) {
    const m = await one(
      db,
      sql<Row>`select stok_kartlari_id, hizmet_ve_masraf_kartlari_id from tedarikci_kalem_eslesmeleri
        where department_id = ${departmentId} and cari_hesap_id = ${supplierId} and satici_kodu = ${line.sellersCode}`,
    );
    if (m)
      return {
        card: {
          stok_kartlari_id: m.stok_kartlari_id as number,
          hizmet_ve_masraf_kartlari_id: m.hizmet_ve_masraf_kartlari_id as number,
        },
        by: 'hatırlanan',
      };
  }
  for (const code of [line.buyersCode, line.sellersCode].filter((c): c is string => !!c)) {
    const s = await one(
      db,
      sql<Row>`select id from stok_kartlari where department_id = ${departmentId} and stok_kodu = ${code} limit 1`,
    );
    if (s) return { card: { stok_kartlari_id: Number(s.id) }, by: 'kod' };
    const h = await one(
      db,
      sql<Row>`select id from hizmet_ve_masraf_kartlari where department_id = ${departmentId} and hizmet_masraf_kodu = ${code} limit 1`,
    );
    if (h) return { card: { hizmet_ve_masraf_kartlari_id: Number(h.id) }, by: 'kod' };
  }
  if (line.barcode) {
    const b = await one(
      db,
      sql<Row>`select id from stok_kartlari where department_id = ${departmentId} and barkod = ${line.barcode} limit 1`,
    );
    if (b) return { card: { stok_kartlari_id: Number(b.id) }, by: 'barkod' };
  }
  return null;
}

/** What a transfer would do: the supplier found (or not yet a card) and each line's card, or null when unmatched. */
export async function transferProposal(db: Db, departmentId: number, id: number): Promise<TransferProposal> {
  const { doc } = await receivedOf(db, departmentId, id);
  const supplierId = await supplierOf(db, departmentId, doc.supplier.id);
  const lines = [];
  for (const l of doc.lines) {
    const m = await cardOf(db, departmentId, supplierId, l);
    lines.push({ ...l, card: m?.card ?? null, matchedBy: m?.by ?? null });
  }
  return { supplier: { id: supplierId, vkn: doc.supplier.id, title: doc.supplier.title }, lines };
}

const idBy = async (db: Db, table: string, column: string, value: unknown) =>
  (
    await one(
      db,
      sql<Row>`select id from ${sql.table(table)} where ${sql.ref(column)} = ${value} order by id limit 1`,
    )
  )?.id as number | undefined;

/** The supplier's current account made from the document's party (title, tax office, address, MERSİS). */
async function createSupplier(session: Session, db: Db, doc: ReceivedDocument): Promise<number> {
  const p = doc.supplier;
  const office = p.taxOffice
    ? await one(
        db,
        sql<Row>`select id from vergi_daireleri where tr_lower(name_basic) like tr_lower(${`${p.taxOffice.replace(/ Vergi Dairesi.*$/i, '')}%`}) order by id limit 1`,
      )
    : undefined;
  const city = p.address.city
    ? await one(
        db,
        sql<Row>`select id from sehirler where tr_lower(name_basic) = tr_lower(${p.address.city}) limit 1`,
      )
    : undefined;
  const district =
    city && p.address.district
      ? await one(
          db,
          sql<Row>`select id from ilceler where sehirler_id = ${city.id} and tr_lower(name_basic) = tr_lower(${p.address.district}) limit 1`,
        )
      : undefined;
  const body: Row = {
    cari_hesap_adi: p.title,
    unvan: p.title,
    tc: p.id,
    vergi_daireleri_id: office?.id ?? null,
    name_basic: p.firstName,
    surname: p.familyName,
    ulkeler_id: 1,
    sehirler_id: city?.id ?? null,
    ilceler_id: district?.id ?? null,
  };
  const r = await store({ db, session }, 'cari_hesap', body);
  if (r.message !== 'success')
    throw new AppError(`Tedarikçi kartı oluşturulamadı: ${JSON.stringify((r as Row).errors)}`, 400);
  return Number(r.id);
}

/**
 * Makes the purchase invoice of a received e-Fatura / e-Arşiv (`id` of gelen_efatura). `choices` give the cards of
 * lines nothing matched (by the line's ID), and are remembered for the supplier's item code.
 */
export async function transferToPurchase(o: {
  db: Db;
  session: Session;
  id: number;
  choices?: Record<string, LineCard>;
}): Promise<{ id: number; number: string; voucher: number | null }> {
  const { db, session } = o;
  const departmentId = session.departmentId;
  const { row, doc } = await receivedOf(db, departmentId, o.id);
  if (row.alis_fatura_id) {
    const n = await one(
      db,
      sql<Row>`select fatura_numarasi from alis_fatura where id = ${row.alis_fatura_id}`,
    );
    throw new AppError(transferTexts.already(String(n?.fatura_numarasi ?? row.alis_fatura_id)), 400);
  }
  const supplierId =
    (await supplierOf(db, departmentId, doc.supplier.id)) ?? (await createSupplier(session, db, doc));

  const errors: string[] = [];
  const lines: Row[] = [];
  const remember: { code: string; card: LineCard }[] = [];
  for (const l of doc.lines) {
    const chosen = o.choices?.[l.id];
    let card = chosen ?? (await cardOf(db, departmentId, supplierId, l))?.card ?? null;
    if (chosen) {
      const ok = chosen.stok_kartlari_id
        ? await one(
            db,
            sql<Row>`select id from stok_kartlari where id = ${chosen.stok_kartlari_id} and department_id = ${departmentId}`,
          )
        : chosen.hizmet_ve_masraf_kartlari_id
          ? await one(
              db,
              sql<Row>`select id from hizmet_ve_masraf_kartlari where id = ${chosen.hizmet_ve_masraf_kartlari_id} and department_id = ${departmentId}`,
            )
          : undefined;
      if (!ok) {
        errors.push(transferTexts.badChoice(l.id));
        card = null;
        continue;
      }
      if (l.sellersCode) remember.push({ code: l.sellersCode, card: chosen });
    }
    if (!card) {
      errors.push(transferTexts.unmatched(l));
      continue;
    }
    const unit = await idBy(db, 'birimler', 'kod', l.unitCode);
    if (!unit) errors.push(transferTexts.unknownUnit(l));
    const rate = await one(
      db,
      sql<Row>`select id from kdv_oranlari where oran = ${l.kdvPercent ?? '0'}::numeric order by id desc limit 1`,
    );
    if (!rate) errors.push(transferTexts.unknownRate(l));
    const withholding = l.withholdingCode
      ? await idBy(db, 'tevkifat_kodlari', 'kod', l.withholdingCode)
      : undefined;
    // The stock card's own depot, as the form's stock fill gives it.
    const depot = card.stok_kartlari_id
      ? await one(
          db,
          sql<Row>`select depo_kartlari_id from stok_kartlari where id = ${card.stok_kartlari_id}`,
        )
      : undefined;
    lines.push({
      mal_hizmet_turu_id: card.stok_kartlari_id ? 1 : 2,
      depo_kartlari_id: depot?.depo_kartlari_id ?? null,
      stok_kartlari_id: card.stok_kartlari_id ?? null,
      hizmet_ve_masraf_kartlari_id: card.hizmet_ve_masraf_kartlari_id ?? null,
      mal_hizmet: l.name,
      miktar: l.quantity,
      birim_id: unit ?? null,
      birim_fiyat: l.price ?? '0',
      kdv_id: rate?.id ?? null,
      kdv_dahil_buton: '0',
      iskonto_orani: l.discountPercent ?? '0',
      iskonto_arttirim: '0',
      ...(l.withholdingCode && l.withholdingPercent
        ? {
            diger_vergiler: [{ id: 19, oran: String(Number(l.withholdingPercent) / 10) }],
            tevkifat_kodlari_listesi_id: withholding ?? null,
          }
        : {}),
    });
  }
  if (errors.length) throw new AppError(errors.join(' '), 400);

  const currency =
    doc.currency && doc.currency !== 'TRY' ? await idBy(db, 'para_birimleri', 'kod', doc.currency) : 1;
  if (!currency) throw new AppError(transferTexts.unknownCurrency(String(doc.currency)), 400);
  const scenario =
    (await idBy(
      db,
      'fatura_senaryolari',
      'kod',
      doc.profile === 'EARSIVFATURA' ? 'EARSIVFATURA' : doc.profile,
    )) ?? 1;
  const type = (await idBy(db, 'fatura_tipleri', 'kod', doc.typeCode)) ?? 2;
  const returned = doc.returned[0];
  const body: Row = {
    cari_hesap_id: supplierId,
    fatura_senaryo_id: scenario,
    fatura_tipi_id: type,
    fatura_numarasi: doc.number,
    fatura_tarihi: doc.issueDate,
    para_birimi_id: currency,
    döviz_kuru: currency === 1 ? '1' : (doc.exchangeRate ?? '1'),
    ...(returned ? { iade_fatura_numarasi: returned.id, iade_fatura_tarihi: returned.date } : {}),
    description: `e-Belge ${doc.number} (ETTN ${doc.uuid}) aktarıldı.`,
    mal_hizmet_json: JSON.stringify(lines),
  };
  const saved = await store({ db, session }, 'alis_fatura', body, {
    async within(trx, invoiceId) {
      // Once: the received row is locked and linked in the purchase invoice's own transaction.
      const locked = await one(
        trx,
        sql<Row>`select alis_fatura_id from gelen_efatura where id = ${o.id} and department_id = ${departmentId} for update`,
      );
      if (locked?.alis_fatura_id)
        throw new AppError(transferTexts.already(String(locked.alis_fatura_id)), 400);
      const inv = await one(
        trx,
        sql<Row>`select odenecek_tutar::text as p from alis_fatura where id = ${invoiceId}`,
      );
      if (!D(String(inv?.p ?? '0')).eq(D(doc.payable ?? '0')))
        throw new AppError(
          transferTexts.totals(String(inv?.p), String(doc.payable), doc.currency ?? 'TRY'),
          400,
        );
      await sql`update gelen_efatura set alis_fatura_id = ${invoiceId}, updated_at = now()
        where id = ${o.id} and department_id = ${departmentId}`.execute(trx);
      for (const m of remember)
        await sql`insert into tedarikci_kalem_eslesmeleri (department_id, cari_hesap_id, satici_kodu, stok_kartlari_id,
            hizmet_ve_masraf_kartlari_id, user_id)
          values (${departmentId}, ${supplierId}, ${m.code}, ${m.card.stok_kartlari_id ?? null},
            ${m.card.hizmet_ve_masraf_kartlari_id ?? null}, ${session.userId})
          on conflict on constraint tedarikci_kalem_eslesmeleri_key do update set
            stok_kartlari_id = excluded.stok_kartlari_id,
            hizmet_ve_masraf_kartlari_id = excluded.hizmet_ve_masraf_kartlari_id, updated_at = now()`.execute(
          trx,
        );
    },
  });
  if (saved.message !== 'success') {
    const messages = Object.entries((saved as Row).errors ?? {}).map(
      ([k, v]) => `${k}: ${(v as string[]).join(', ')}`,
    );
    throw new AppError(`Alış faturası kaydedilemedi: ${messages.join(' · ') || JSON.stringify(saved)}`, 400);
  }
  const voucher = await one(
    db,
    sql<Row>`select id from fis where kaynak_tablo = 'alis_fatura' and kaynak_id = ${saved.id} and department_id = ${departmentId} order by id desc limit 1`,
  );
  return { id: Number(saved.id), number: String(doc.number), voucher: voucher ? Number(voucher.id) : null };
}
