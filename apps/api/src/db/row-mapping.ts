import { Column, getTableName, SQL } from 'drizzle-orm';

/** A selected field as Drizzle lists a query's columns: where it goes in the row object, and what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** Which joined tables may be missing from a row (by table name): Drizzle's `joinsNotNullableMap`. */
type JoinsNotNullable = Record<string, boolean> | undefined;

type RowMapper = (row: unknown[], joinsNotNullable: JoinsNotNullable) => Record<string, unknown>;

/** A field's decoder and, for a table's column in a nested object, the table it tells missing by. */
interface MappedField {
  path: string[];
  decoder: Decoder;
  /** Set for a column of a table nested one level down (`{ parcel: parcels }`): what may null it out. */
  tableName: string | undefined;
}

const hasDecoder = (value: unknown): value is Decoder =>
  typeof (value as Decoder | undefined)?.mapFromDriverValue === 'function';

/** An SQL field's decoder (`mapWith`), which Drizzle's types keep private. */
const sqlDecoder = (query: SQL): unknown => (query as unknown as { decoder: unknown }).decoder;

/** What Drizzle decodes a field with: the column itself, or the SQL's decoder (plain or aliased). */
function decoderOf(field: unknown): unknown {
  if (field instanceof Column) return field;
  if (field instanceof SQL) return sqlDecoder(field);
  if (field instanceof SQL.Aliased) return sqlDecoder(field.sql);
  return undefined;
}

/**
 * The rows' mapper for a query's fields, exactly as Drizzle's `mapResultRow` maps them (nested objects
 * by path; a left-joined table whose first column is null becomes null, unless it is a table the join
 * keeps), or undefined for a field of another kind (a subquery's), which Drizzle then maps itself.
 * Drizzle tells every field's kind again on every row by walking its prototype chain, which cost a
 * few per cent of the servers' time under load; here the kinds are told once per query.
 */
export function rowMapperOf(fields: SelectedField[]): RowMapper | undefined {
  const mapped: MappedField[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    if (!hasDecoder(decoder)) return undefined;
    const tableName = field instanceof Column && path.length === 2 ? getTableName(field.table) : undefined;
    mapped.push({ path, decoder, tableName });
  }
  return (row, joinsNotNullable) => mapRow(mapped, row, joinsNotNullable);
}

function mapRow(
  fields: MappedField[],
  row: unknown[],
  joinsNotNullable: JoinsNotNullable,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  // Per nested object: the table of its first column when that column was null (it may be missing),
  // false once it is known not to be.
  let nullable: Record<string, string | false> | undefined;
  for (let index = 0; index < fields.length; index += 1) {
    const { path, decoder, tableName } = fields[index] as MappedField;
    const raw = row[index];
    const value = raw === null ? null : decoder.mapFromDriverValue(raw);
    let node = result;
    const last = path.length - 1;
    for (let depth = 0; depth < last; depth += 1) {
      const key = path[depth] as string;
      if (!(key in node)) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[path[last] as string] = value;
    if (joinsNotNullable && tableName !== undefined) {
      const objectName = path[0] as string;
      nullable ??= {};
      if (!(objectName in nullable)) nullable[objectName] = value === null ? tableName : false;
      else if (typeof nullable[objectName] === 'string' && nullable[objectName] !== tableName) {
        nullable[objectName] = false;
      }
    }
  }
  if (joinsNotNullable && nullable) {
    for (const objectName in nullable) {
      const table = nullable[objectName];
      if (typeof table === 'string' && !joinsNotNullable[table]) result[objectName] = null;
    }
  }
  return result;
}

/** The prepared query a session makes: Drizzle reads its `joinsNotNullableMap` when it runs. */
interface PreparedWithJoins {
  joinsNotNullableMap?: JoinsNotNullable;
}

type PrepareQuery = (
  query: unknown,
  fields: SelectedField[] | undefined,
  name: string | undefined,
  isResponseInArrayMode: boolean,
  customResultMapper?: unknown,
  ...rest: unknown[]
) => PreparedWithJoins;

const installed = Symbol('desh:quickRowMapping');
/** Mappers by the query's field list: a prebuilt query hands the same list to every call. */
const mappers = new WeakMap<SelectedField[], RowMapper | null>();

function cachedMapperOf(fields: SelectedField[]): RowMapper | undefined {
  let mapper = mappers.get(fields);
  if (mapper === undefined) {
    mapper = rowMapperOf(fields) ?? null;
    mappers.set(fields, mapper);
  }
  return mapper ?? undefined;
}

/**
 * Makes a Drizzle session class (node-postgres' or PGlite's; transactions make sessions of the same
 * class) map selected rows with `rowMapperOf`, by handing its prepared queries a result mapper.
 * Queries that bring their own mapper (relational queries) or select fields of other kinds keep
 * Drizzle's. Installed once per class.
 */
export function mapRowsQuickly(sessionPrototype: object): void {
  const target = sessionPrototype as { prepareQuery: PrepareQuery; [installed]?: true };
  if (target[installed]) return;
  const prepareQuery = target.prepareQuery;
  target.prepareQuery = function prepareQueryMappingQuickly(
    this: unknown,
    query,
    fields,
    name,
    isResponseInArrayMode,
    customResultMapper,
    ...rest
  ) {
    const mapper = fields && !customResultMapper ? cachedMapperOf(fields) : undefined;
    if (!mapper) {
      return prepareQuery.call(this, query, fields, name, isResponseInArrayMode, customResultMapper, ...rest);
    }
    // Drizzle sets the joins on the prepared query after making it: read when the rows arrive.
    const prepared: PreparedWithJoins = prepareQuery.call(
      this,
      query,
      fields,
      name,
      isResponseInArrayMode,
      (rows: unknown[][]) => rows.map((row) => mapper(row, prepared.joinsNotNullableMap)),
      ...rest,
    );
    return prepared;
  };
  target[installed] = true;
}
