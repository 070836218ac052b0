import {
  Mutex,
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = messages.BackendMessage;

interface Statement {
  name: string;
  parameterTypes: number[];
  /** What the statement returns, described once when it is prepared (absent for a statement without rows). */
  rowDescription: BackendMessage | undefined;
}

/** Statements kept prepared at once; the least recently used one is closed past this. */
export const maxPreparedStatements = 256;

/** Only data statements are worth preparing; DDL, SET and transaction control run as they come. */
const preparable = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * PGlite with named prepared statements. PGlite's own `query` parses, plans and describes every
 * statement anew in six calls into the engine; most of a small request's database time on PGlite went
 * there (the hub scan's statement cost 4.6 ms to run against 0.9 ms for `select 1`, planning most of
 * it). Here each statement text is parsed and described once, and a call is one Bind, Execute and Sync
 * in a single call into the engine, so PostgreSQL's plan cache applies as it does on a server.
 *
 * It offers what Drizzle's PGlite driver calls (`query`, `transaction`), locked through PGlite's public
 * API only: the protocol calls run under `runExclusive` (PGlite's query lock, which its `execProtocol*`
 * methods leave to the caller), and a transaction holds a lock of this class's own for its whole
 * length, which a prepared query outside a transaction waits for (every statement of the app reaches
 * PGlite through here). A query inside a transaction runs in it.
 */
export class PreparedStatementsPglite {
  readonly #pglite: PGlite;
  readonly #statements = new Map<string, Statement>();
  /** Held by a transaction from its start to its end; a prepared query outside one waits for it. */
  readonly #transactions = new Mutex();
  #nextName = 0;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  /** How many statements are prepared now (tests). */
  get preparedCount(): number {
    return this.#statements.size;
  }

  query<Row>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<Row>> {
    if (!worthPreparing(text, options)) return this.#pglite.query<Row>(text, params, options);
    return this.#transactions.runExclusive(() =>
      this.#pglite.runExclusive(async () => {
        const result = await this.#runPrepared<Row>(text, params, options);
        // As PGlite's own query does outside a transaction: write what changed to the file system.
        await this.#pglite.syncToFs();
        return result;
      }),
    );
  }

  /**
   * Runs `callback` in a transaction. It gets the same object every time (`openTransaction`), which
   * stands for whichever transaction is open: PGlite runs one at a time, so a statement prepared by
   * Drizzle on it in one transaction serves the next ones too (transactions.ts).
   */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#transactions.runExclusive(() =>
      this.#pglite.transaction(async (tx) => {
        this.#open = tx;
        try {
          return await callback(this.openTransaction);
        } finally {
          this.#open = undefined;
        }
      }),
    );
  }

  /** The transaction in progress, as `transaction` hands it to its callback. */
  readonly openTransaction: Transaction = new OpenTransaction(
    () => this.#open,
    <Row>(tx: Transaction, text: string, params: unknown[], options?: QueryOptions) =>
      this.#pglite.runExclusive(() => {
        if (tx.closed) throw new Error('Transaction is closed');
        return this.#runPrepared<Row>(text, params, options);
      }),
  );

  #open: Transaction | undefined;

  async #runPrepared<Row>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retried = false,
  ): Promise<Results<Row>> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text, options));
    // Map order is the recency order: the least recently used statement is the first.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    const values = params.map((value, index) => this.#serialize(value, statement, index, options));
    let replies: BackendMessage[];
    try {
      replies = await this.#pglite.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      // A table changed under a prepared `select *` since it was described: describe it again, once.
      if (!retried && isStalePlan(error)) {
        await this.#forget(text);
        return this.#runPrepared(text, params, options, true);
      }
      throw withQuery(error, text, params, options);
    }
    const described = statement.rowDescription ? [statement.rowDescription, ...replies] : replies;
    return parse.parseResults(described, this.#pglite.parsers, options)[0] as Results<Row>;
  }

  async #prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `pglite_${this.#nextName++}`;
    let replies: BackendMessage[];
    try {
      replies = await this.#pglite.execProtocolStream(
        concat([
          serialize.parse({ name, text, types: options?.paramTypes }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      throw withQuery(error, text, undefined, options);
    }
    const statement: Statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(replies),
      rowDescription: replies.find((reply) => reply.name === 'rowDescription'),
    };
    if (this.#statements.size >= maxPreparedStatements) {
      const [oldest] = this.#statements.keys();
      if (oldest !== undefined) await this.#forget(oldest);
    }
    return statement;
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    await this.#pglite.execProtocolStream(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      { syncToFs: false },
    );
  }

  /** As PGlite's own query turns a value into the text PostgreSQL reads for the parameter's type. */
  #serialize(value: unknown, statement: Statement, index: number, options: QueryOptions | undefined) {
    if (value === null || value === undefined) return null;
    const type = statement.parameterTypes[index] ?? 0;
    const serializer = options?.serializers?.[type] ?? this.#pglite.serializers[type];
    return serializer ? serializer(value) : String(value);
  }
}

type RunPrepared = <Row>(
  tx: Transaction,
  text: string,
  params: unknown[],
  options?: QueryOptions,
) => Promise<Results<Row>>;

/** The transaction PGlite has open, whichever it is; closed when none is. */
class OpenTransaction implements Transaction {
  readonly #current: () => Transaction | undefined;
  readonly #runPrepared: RunPrepared;

  constructor(current: () => Transaction | undefined, runPrepared: RunPrepared) {
    this.#current = current;
    this.#runPrepared = runPrepared;
  }

  #open(): Transaction {
    const tx = this.#current();
    if (!tx || tx.closed) throw new Error('Transaction is closed');
    return tx;
  }

  get closed(): boolean {
    return this.#current()?.closed ?? true;
  }

  async query<Row>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<Row>> {
    const tx = this.#open();
    if (!worthPreparing(text, options)) return tx.query<Row>(text, params, options);
    return this.#runPrepared<Row>(tx, text, params, options);
  }

  async sql<Row>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<Row>> {
    return this.#open().sql<Row>(strings, ...params);
  }

  async exec(text: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.#open().exec(text, options);
  }

  async rollback(): Promise<void> {
    return this.#open().rollback();
  }

  async listen(channel: string, callback: (payload: string) => void) {
    return this.#open().listen(channel, callback);
  }
}

function worthPreparing(text: string, options: QueryOptions | undefined): boolean {
  return options?.blob === undefined && preparable.test(text);
}

function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan')
  );
}

/** PGlite's errors carry the statement, its values and options; these do too. */
function withQuery(error: unknown, query: string, params: unknown[] | undefined, options?: QueryOptions) {
  if (error instanceof Error && 'code' in error)
    Object.assign(error, { query, params, queryOptions: options });
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
