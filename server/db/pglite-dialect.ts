import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** One PGlite connection; PGlite is single-connection, so the driver hands it out one user at a time. */
class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  constructor(private readonly db: PGlite) {}

  async executeQuery<R>(cq: CompiledQuery): Promise<QueryResult<R>> {
    const r = await this.db.query<R>(cq.sql, [...cq.parameters]);
    return {
      rows: r.rows,
      numAffectedRows: r.affectedRows != null ? BigInt(r.affectedRows) : undefined,
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite: streaming is not supported');
  }
}

class PGliteDriver implements Driver {
  readonly #db: PGlite;
  readonly #conn: PGliteConnection;
  #lock: Promise<void> = Promise.resolve();

  constructor(db: PGlite) {
    this.#db = db;
    this.#conn = new PGliteConnection(db);
  }
  async init() {
    await this.#db.waitReady;
  }
  async acquireConnection() {
    let release!: () => void;
    const prev = this.#lock;
    this.#lock = new Promise<void>((r) => (release = r));
    await prev;
    this.#conn.release = release;
    return this.#conn;
  }
  async beginTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(c: DatabaseConnection) {
    (c as PGliteConnection).release();
  }
  async destroy() {
    if (!this.#db.closed) await this.#db.close();
  }
}

/** A kysely dialect over an embedded PGlite database (kysely 0.28; no third-party dialect fits pglite 0.5). */
export class PGliteDialect implements Dialect {
  constructor(private readonly db: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(k: Kysely<any>) {
    return new PostgresIntrospector(k);
  }
}
