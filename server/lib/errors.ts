/**
 * The one error class of the server. `message` is a machine code from the contract (`fail.token`,
 * `no.auth`, `fail.id`, …; see `Codes`), which the browser maps to the Turkish text of `codeTexts`
 * (domain/messages); `data` travels beside it in the envelope (`{message, column}`).
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 = 400,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Machine codes the browser maps to Turkish texts (`codeTexts`, domain/messages; docs/table-service.md). */
export const Codes = {
  failToken: 'fail.token',
  noAuth: 'no.auth',
  failId: 'fail.id',
  loginIncorrect: 'mail.or.password.incorrect',
  /** A write of a company whose subscription has ended (it reads, and pays through /payment). */
  subscriptionEnded: 'fail.subscription',
  /** The path names no table of the catalogue (a known table the caller may not use is `no.auth`). */
  tableName: 'fail.table.name',
  /** A column the table (or the permitted column array) does not have, or a select data column with no options. */
  columnName: 'fail.column.name',
  /** The body is not JSON. */
  json: 'fail.json',
  /** The body is no JSON object, or its form data cannot be read. */
  body: 'fail.body',
  /** JSON nested deeper than the server reads (`MAX_JSON_DEPTH`). */
  jsonDepth: 'fail.json.depth',
  /**
   * A NUL character (U+0000) in the address, the query or the body, which no text column can hold, or half of a
   * surrogate pair (`\ud800` alone in JSON), which is no character.
   */
  character: 'fail.character',
  /** The body is bigger than BODY_LIMIT. */
  bodySize: 'fail.body.size',
  /** List `params` that are no JSON object. */
  params: 'fail.params',
  /** Sorts that are not `{column: direction}`, or a direction that is none. */
  sort: 'fail.sort',
  /** Filters that are not `{column: {type, filter}}`. */
  filter: 'fail.filter',
  /**
   * List `totals` that are no list of column names (or more than 20), a `totals_by` that is no name, or a summed
   * column that holds no numbers (`column`).
   */
  totals: 'fail.totals',
  /** A filter type the column's kind does not have. */
  filterType: 'fail.filter.type',
  /** A filter value the column cannot be compared with (a word for a number, a date that is none, …). */
  filterValue: 'fail.filter.value',
  /** A select data search longer than any text it could match. */
  search: 'fail.search',
  /** A delete of a record other records still use. */
  inUse: 'fail.in.use',
  /** A write naming a record that no longer exists. */
  reference: 'fail.reference',
  /** A restore of a version whose referenced record is gone. */
  restoreReference: 'fail.restore.reference',
  /** An `Idempotency-Key` header that is empty, longer than 200 characters or not printable ASCII. */
  idempotencyKey: 'fail.idempotency.key',
  /** An `Idempotency-Key` already used for another request (method, path or body). */
  idempotencyReused: 'fail.idempotency.reused',
  /** A repeat of a request whose first attempt is still running. */
  idempotencyPending: 'fail.idempotency.pending',
  /** A write that would duplicate a unique value. */
  duplicate: 'fail.duplicate',
  /** A write that leaves a column the database requires empty. */
  required: 'fail.required',
  /** A restore of a version that leaves a required column empty. */
  restoreRequired: 'fail.restore.required',
  /** A value the database refuses for its column. */
  value: 'fail.value',
  /** A payment started by an admin acting as another user. */
  paymentImitation: 'fail.payment.imitation',
  /** A subscription of another package than the company's. */
  paymentPackage: 'fail.payment.package',
  /** The real payment provider is chosen but not configured. */
  paymentProvider: 'fail.payment.provider',
  /** Too many error records from one user in a minute (429). */
  errorLogRate: 'fail.error.log.rate',
  /**
   * Too many renders of one company running and waiting (429, `retry_after` seconds; docs/e-documents.md, "Fair and
   * bounded").
   */
  renderBusy: 'fail.render.busy',
  /** profile/settings whose `kullanici_ayarlari` is no JSON object. */
  settings: 'fail.settings',
  /** An address the API does not have. */
  notFound: 'fail.not.found',
  /** A request the HTTP layer refuses before any route reads it. */
  request: 'fail.request',
  /** A report name `POST /{token}/reports/{name}` does not have (404; docs/reports.md). */
  reportName: 'fail.report.name',
  /** Report params that are none (a date that is no date, a missing period); `errors` says which. */
  reportParams: 'fail.report.params',
  /** A delete or restore of a document or voucher dated in a closed period (docs/ledger.md, h/ledger). */
  periodClosed: 'fail.period.closed',
  /** A closing step that may not be previewed or posted (docs/ledger.md, "Closing the books"); `explanation` says why. */
  closing: 'fail.closing',
  /** Anything unforeseen (logged): never an answer to bad input. */
  server: 'fail.server',
  /** A write after which a document's payments exceed what it owes (docs/payments.md). */
  paymentOver: 'fail.payment.over',
} as const;

/** At most this many characters of a caller's name (column, table) are echoed back in an error. */
export const echo = (name: string) => name.slice(0, 64);
