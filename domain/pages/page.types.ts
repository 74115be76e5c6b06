import type { CatalogueColumns, CatalogueTable } from '../api/catalogue-columns';
import type { Filter } from '../api/contract';
import type { PackageId } from '../packages';
import type { RuleSet } from '../rules/types';
import type { LinesDefinition } from './lines.types';
import type { ConversionDefinition } from './conversions.types';

/**
 * A page definition: plain data that turns a server table into a list page, an add page, an edit page and a
 * detail page (routes `route`, `route/ekle`, `route/duzenle/:id`, `route/detay/:id`; the segments are
 * `addPath`, `editPath`, `detailPath`). No JSX, no functions; the engine does the rest.
 */
/**
 * A column name of `T`'s catalogue table (domain/api/catalogue-columns.ts, generated from server/catalog): a page
 * of a catalogue table names only its columns, checked by `npm run typecheck`. Any string for the untyped
 * `PageDefinition` and for a table the catalogue does not hold.
 */
export type ColumnOf<T extends string> = string extends T
  ? string
  : T extends CatalogueTable
    ? CatalogueColumns[T]
    : string;

declare const sharedBrand: unique symbol;

/**
 * Columns a helper builds for the pages of several tables (the finance papers' groups): checked against the
 * union of those tables' columns by `sharedColumns`, and each page's against its own table by
 * tests/contract/page-columns.test.ts. A plain array literal in a page is checked against its table instead.
 */
export type SharedColumns = string[] & { readonly [sharedBrand]: true };

/** Marks columns shared by the pages of the tables `U` (each name must be a column of one of them). */
export const sharedColumns = <U extends CatalogueTable>(columns: ColumnOf<U>[]): SharedColumns =>
  columns as unknown as SharedColumns;

/** The columns of `T` a page names: checked literals, or a helper's `SharedColumns`. */
export type PageColumns<T extends string> = ColumnOf<T>[] | SharedColumns;

/** A field group of a page's form. */
export interface PageGroup<T extends string = string> {
  id: string;
  title?: string;
  columns: PageColumns<T>;
}

export interface PageDefinition<T extends string = string> {
  /** Server table name (the contract's spelling). */
  table: T;
  /**
   * List route, e.g. '/cari-hesaplar'; the add, edit and detail routes hang below it. Pages may share a route
   * when their segments differ: the page whose tab (`ListTab.page`) shows another one's list owns the list
   * route, and the other has no list route of its own (002 §2: both invoice kinds on /alis-satis-yonetimi/fatura).
   */
  route: string;
  /** Add route segment under `route`; absent = 'ekle' (002 §2: 'alis-ekle', 'satis-ekle'). */
  addPath?: string;
  /** Edit route segment under `route`, before the id; absent = 'duzenle' ('alis-duzenle', 'satis-duzenle'). */
  editPath?: string;
  /** Detail route segment under `route`, before the id; absent = 'detay'. */
  detailPath?: string;
  /**
   * A list route the page had before: it and its `ekle`, `duzenle/:id` and `detay/:id` routes redirect to the
   * page's routes now, so old bookmarks, favourites and links keep working.
   */
  formerRoute?: string;
  /**
   * A quick-entry page: `route` itself is the table's create form, with no list, edit or detail route of its
   * own. What it saves is listed and edited by the table's page that is not create-only (its list is this page's
   * list link). The server runs that page's rules on save, so a create-only page carries the same rules.
   */
  createOnly?: boolean;
  /**
   * Query presets: a create form opened with `?param=value` starts with a column set from a fixed list, e.g.
   * `{ table: { column: 'xslt_tur_id', values: { smm: '4' } } }` makes `yeni?table=smm` start with type 4.
   * Only the params and values named here preset anything; any other query leaves the form as it is. An edit form
   * ignores them. The rules run on the preset data like on a loaded record (docs/form-fields.md, "Query presets").
   */
  queryPresets?: Record<string, { column: string; values: Record<string, string> }>;
  /** Page title, Turkish. */
  title: string;
  /** Heading of the list route (and its history tab) when its tabs list more than this page; absent = `title`. */
  listTitle?: string;
  /**
   * Side-menu entry; absent = not in the menu. `group`: the menu group (src/pages/shell/SideMenu/menu-groups.ts);
   * absent = the group of `order`'s range.
   */
  menu?: { label: string; order: number; group?: string };
  /** Packages whose menu and routes include the page; absent = every package. */
  packages?: PackageId[];
  /** Form layout: page (4 per row on large screens), special (2 per row), stacked, double (header + lines). */
  layout?: 'page' | 'special' | 'stacked' | 'double';
  /** Field groups of the form, in order; fields not named in a group follow in a last, untitled group. */
  groups?: PageGroup<T>[];
  /** Columns shown in the list, in order; absent = every visible column the server lists. */
  listColumns?: PageColumns<T>;
  /**
   * Indents a list column's cells by the level another column of the row holds (a tree read in order: the chart of
   * accounts' names by `seviye`); level 1 is flush, each level more one step in, up to 8.
   */
  listIndent?: { column: ColumnOf<T>; level: ColumnOf<T> };
  /**
   * The list's totals row (issue 16): the money columns summed by the server over every record the filters leave
   * (all pages), shown in rows pinned under the grid. `by`: the column whose values split the sums, one row each
   * (the currency, `para_birimi_id`, so dollars are never added to liras). Absent = no totals row.
   */
  listTotals?: { columns: PageColumns<T>; by?: ColumnOf<T> };
  /** Where to go after a successful save; absent = back in history. */
  redirect?: string;
  /** A read-only list (reference data such as taxes, incoming documents): no add, edit or delete; Detay stays. */
  readOnly?: boolean;
  /**
   * The words of a record's paid-state tag (001 §2.1): `collection` ("Tahsilat Tamamlandı / Yapılmadı") for the
   * sales side — money that comes in —, `payment` ("Ödeme Tamamlandı / Yapılmadı") otherwise. Absent = payment,
   * unless the record says it was sold (`kobi_alinan_satilan`).
   */
  paidState?: 'collection' | 'payment';
  /**
   * A read-only page whose add route still exists (a spec link, Ctrl+M, F2) while creating is not built yet:
   * `route/ekle` opens the list, which shows this Turkish notice (docs/shell.md, "e-Documents").
   */
  addNotice?: string;
  /**
   * Tabs of the list, chosen by `?tab=` (the spec's first, second, third…; the first is the default). A tab
   * either lists this table with fixed filters the user cannot remove, or shows the list of another page
   * (`page`: its table) under this route, e.g. incoming documents beside outgoing ones, sales invoices beside
   * purchase invoices.
   */
  tabs?: ListTab[];
  /** The form's rules (domain/rules; docs/rules.md): run by the form on every change and by the server on save. */
  rules?: RuleSet;
  /** False: no draft controls (002 §2: departments, sube, users, firma_adres, e_form, e_onay). */
  drafts?: boolean;
  /** A document's line grid and totals panel (engine/lines; docs/line-grid.md); with layout `double`. */
  lines?: LinesDefinition;
  /**
   * The records are e-documents the server renders (`/{table}/downloadMedia`, docs/e-documents.md): the detail
   * panel offers Görüntüle (the HTML in a sandboxed frame) and PDF / XML / HTML indir (002 §2 "Document viewers").
   */
  media?: boolean;
  /**
   * An e-document's integrator actions in its detail panel (002 §4 "Viewer actions", docs/e-documents.md):
   * `send` — a draft (`e_fatura_durumu_id` 1) gets "Gönder", confirmed with "Evet & Gönder" / "İptal", which calls
   * `{table}/sendInvoice`; `answerTable` — an unanswered TICARIFATURA (`response_code` empty or CEVAP VERİLMEDİ)
   * gets "Yanıtla", the KABUL / RED dialog, which calls `{answerTable}/inbox/answerInvoice`; `userCheck` — the form
   * asks `{table}/isEInvoiceUser` for the VKN / TCKN in `field` and, for one that is no registered user, shows the
   * "E-Fatura kesilemez." dialog offering `offer` (the e-Arşiv add form) and cannot be saved (002 §8).
   */
  eDocument?: {
    send?: boolean;
    answerTable?: string;
    /** `unless`: no check while that form field holds that value (an export e-Fatura goes to customs). */
    userCheck?: { field: string; table: string; offer: string; unless?: { field: string; equals: unknown } };
    /**
     * The detail panel previews the record's PDF (`/{table}/downloadMedia`, mediaType pdf) in a frame; when the
     * server makes no PDF (no Chromium) its HTML in a sandboxed frame with the server's message; when neither loads,
     * `empty` (002 §8 empty states, e.g. "E-Fatura bulunamadı.").
     */
    preview?: { empty: string };
    /**
     * The form warns when the select `column` offers nothing (the company has no template of the document's type):
     * a toast of `text` for `seconds` with a button `action` (002 §8, the e-SMM's "xslt dosyası bulunamadı").
     */
    templateWarning?: {
      column: string;
      text: string;
      seconds: number;
      action: { label: string; to: string };
    };
    /** Users whose branch name (`firma_sube_adi`, any case) is one of these see no send and reply (002 §4, §6). */
    noActionBranches?: readonly string[];
    /** A record whose `column` holds one of `values` (e.g. Onaylandı) shows no send and reply (002 §4). */
    approved?: { columns: readonly string[]; values: readonly string[] };
    /**
     * "İrsaliye Yanıtla" (002 §2 "Document viewers"): an incoming waybill not answered yet (`yanit_numarasi`
     * empty) gets the reply dialog — its lines (`irsaliye_satirlari`) with received / refused / short / over
     * quantities, the answer type, time, company address, prefix, template and notes —, which calls
     * `{table}/inbox/sendReceiptAdvice`; the selects' options are `optionsTable`'s columns `firma_adres_id`,
     * `fatura_on_eki_id`, `fatura_xslt_id` (getSelectColumnData).
     */
    waybillReply?: { table: string; optionsTable: string };
    /**
     * "Tekrar Gönder": a sent record whose `column` holds one of `values` (the outbox gave its job up) calls
     * `{table}/outbox/resend` — the same ETTN and number go back into the queue (docs/e-documents.md).
     */
    resend?: { column: string; values: readonly string[] };
    /**
     * "XML Yükle" on the list (issue 26): files or zips of received documents go to `{table}/inbox/import`, one
     * request per file; the outcome of each document is listed under the toolbar.
     */
    importXml?: boolean;
    /**
     * "Alış Faturasına Aktar" in the viewer of a received document not transferred yet (`linkColumn` empty):
     * `{table}/inbox/transferProposal`, the lines nothing matched chosen among `cardsFrom`'s select data, then
     * `{table}/inbox/transfer`. A record whose `kaynak` says it was imported answers no KABUL / RED.
     */
    transfer?: { linkColumn: string; cardsFrom: { table: string; column: string } };
  };
  /**
   * Lists of other pages shown under a record's detail page, filtered to the record (`column` holds its id):
   * a stock card's balance per warehouse. A page the user's package or auths do not list is left out.
   */
  related?: { page: string; column: string; title: string }[];
  /**
   * Conversions of a record into a new record of another page (001 §2.3; docs/conversions.md): buttons on the
   * record's detail (right-side modal and detail page) that open the target's add page filled.
   */
  conversions?: ConversionDefinition[];
  /**
   * The collection or payment panel of a record's detail (001 §2.2; docs/payments.md): it stores a row of a cash
   * or bank transaction table pointing at the record, and the server lowers what the record owes.
   */
  payments?: PaymentPanelDefinition;
  /**
   * A payment through a small server route (docs/payments.md "Small-business orders"): an order's partial or
   * instalment payment, or a customer account's bulk payment.
   */
  orderPayment?: OrderPaymentDefinition;
  /**
   * An invoice's "Paylaş" (a signed link to its public page) and "Tekrarla" (a recurring plan and its runs) under
   * its detail (docs/mail.md); the server offers them on `share/*` and `recurring/*` for the record's table.
   */
  invoiceTools?: { share?: boolean; recurring?: boolean };
  /**
   * A quick add form above the list (001 §2.2 item 6, the stock-card quick form): a few fields, an admin-only
   * test-data selector and "Kaydet"; it stores through the table API and refreshes the list.
   */
  quickForm?: QuickFormDefinition;
}

/** `PageDefinition.quickForm`: plain data. */
export interface QuickFormDefinition {
  /** The panel's heading. */
  title: string;
  /** The fields shown, in order; `money`: a tr-TR amount ("1.250,50") sent as a decimal. */
  fields: { name: string; label: string; required?: boolean; money?: boolean }[];
  /** Values sent with every save (the catalogue's defaults of the fields not shown). */
  defaults: Record<string, string>;
  /** The admin's test data: choosing one fills the fields. */
  samples: { label: string; values: Record<string, string> }[];
}

/** `PageDefinition.orderPayment`: plain data, texts from domain. */
export interface OrderPaymentDefinition {
  /** 'order': one record (partial amount, or its current instalment); 'bulk': spread over a customer's orders. */
  kind: 'order' | 'bulk';
  /** The route under the token, `{id}` the record's id: 'kobi-siparis/{id}/odeme'. */
  path: string;
  /** The select columns that list the cash and bank cards (`table` names where they are). */
  cards: { table: string; cash: string; bank: string };
  /** 'order': the record's columns read by the panel. */
  columns?: { total: string; paid: string; done: string; instalment: string; current: string };
  /** The package table whose edit right the panel needs (else it is not shown). */
  needs: string;
}

/** A detail's collection / payment panel (`PageDefinition.payments`): plain data, texts from domain/messages. */
export interface PaymentPanelDefinition {
  /** Money comes in (tahsilat_islem / banka_gelen_havale_islemi) or goes out (odeme_islemi / banka_giden_havale_islem). */
  direction: 'in' | 'out';
  /** The transaction table a payment is stored in, per method (`banka_gelen_havale_islemi` / `tahsilat_islem`). */
  tables: { bank: string; cash: string };
  /** That table's column of the chosen bank or cash card (`banka_karti2_id` / `kasa_karti2_id`). */
  cardColumns: { bank: string; cash: string };
  /** The transactions' tip_id of the record's kind (1 invoice, 4 fixed expense, 5 small-business invoice…). */
  tip: number;
  /** The transactions' column that points at the record (`satis_fatura_id`). */
  column: string;
  /** The record's column "Tamamını Öde" copies into the amount (`kalan_odeme_tutari`). */
  remaining: string;
  /** The switch's two words, bank first (the default): 'Bankadan Tahsilat' / 'Kasadan Tahsilat'. */
  switchLabels: { bank: string; cash: string };
  /** The action button per method: 'Banka Tahsilat' / 'Kasa Tahsilat'. */
  buttons: { bank: string; cash: string };
  /** The success toast per method. */
  toasts: { bank: string; cash: string };
}

/** One tab of a list page (`PageDefinition.tabs`). */
export interface ListTab {
  /** The `?tab=` value: 'first', 'second', 'third'… */
  id: string;
  /** Turkish label. */
  label: string;
  /** Filters always sent with this tab's list, on top of the user's own. */
  filters?: Record<string, Filter>;
  /** The table of another registered page whose list this tab shows instead of this page's table. */
  page?: string;
}
