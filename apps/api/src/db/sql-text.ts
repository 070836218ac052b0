import { Column, Name, Param, Placeholder, type Query, SQL, StringChunk, Table } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

/** How a column's name is written (the dialect's casing cache; not in Drizzle's public types). */
interface ColumnCasing {
  getColumnCasing(column: Column): string;
}

interface Building {
  text: string;
  params: unknown[];
  casing: ColumnCasing;
}

const escapeName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The statement's text and parameters, exactly as Drizzle's PostgreSQL dialect writes them, for the
 * chunks every query of this API is made of (text, nested SQL, values and parameters, names, tables,
 * columns, value lists); undefined for anything else (placeholders, inlined values, views, subqueries,
 * enums, other SQL wrappers), which Drizzle then writes itself. Drizzle tells a chunk's kind by walking
 * its prototype chain for each of a dozen kinds in turn, which cost about a twentieth of the servers'
 * time under load; one `instanceof` each does the same for the one copy of Drizzle this process loads.
 */
export function statementOf(query: SQL, casing: ColumnCasing): Query | undefined {
  const building: Building = { text: '', params: [], casing };
  if (!appendSql(query, building)) return undefined;
  return { sql: building.text, params: building.params };
}

function appendSql(query: SQL, building: Building): boolean {
  if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
  for (const chunk of query.queryChunks) if (!appendChunk(chunk, building)) return false;
  return true;
}

function appendChunk(chunk: unknown, building: Building): boolean {
  if (chunk instanceof StringChunk) {
    building.text += chunk.value.length === 1 ? chunk.value[0] : chunk.value.join('');
    return true;
  }
  if (chunk === undefined) return true;
  if (chunk === null || typeof chunk !== 'object') {
    if (typeof chunk === 'function') return false;
    appendParam(chunk, building);
    return true;
  }
  if (chunk instanceof SQL) return appendSql(chunk, building);
  if (chunk instanceof Param) return appendParamChunk(chunk, building);
  if (chunk instanceof Name) {
    building.text += escapeName(chunk.value);
    return true;
  }
  if (Array.isArray(chunk)) return appendList(chunk, building);
  if (chunk instanceof Column) {
    building.text += columnName(chunk, building.casing);
    return true;
  }
  if (chunk instanceof Table) {
    building.text += tableName(chunk);
    return true;
  }
  if (!isPlainValue(chunk)) return false;
  appendParam(chunk, building);
  return true;
}

/**
 * A value Drizzle sends as a parameter: a date, bytes, or a plain object (JSON). Anything else (another
 * Drizzle entity, a subquery's proxy, an SQL wrapper) is left to Drizzle.
 */
function isPlainValue(value: object): boolean {
  if (value instanceof Date || value instanceof Uint8Array) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return typeof (value as { getSQL?: unknown }).getSQL !== 'function';
}

function appendParamChunk(chunk: Param, building: Building): boolean {
  const value: unknown = chunk.value;
  if (value instanceof Placeholder) return false;
  const mapped = value === null ? null : chunk.encoder.mapToDriverValue(value);
  if (mapped instanceof SQL) return appendSql(mapped, building);
  appendParam(mapped, building);
  return true;
}

function appendParam(value: unknown, building: Building): void {
  building.params.push(value);
  building.text += `$${building.params.length}`;
}

/** A JavaScript array in a template is a parenthesised list. */
function appendList(items: readonly unknown[], building: Building): boolean {
  building.text += '(';
  for (const [index, item] of items.entries()) {
    if (index > 0) building.text += ', ';
    if (!appendChunk(item, building)) return false;
  }
  building.text += ')';
  return true;
}

type TableSymbols = Record<symbol, unknown>;
const tableSymbols = Table as unknown as { Symbol: { Schema: symbol; Name: symbol } };
/** Set on an aliased table (Drizzle's `IsAlias`, kept off its public types). */
const IsAlias = Symbol.for('drizzle:IsAlias');

function tableName(table: Table): string {
  const fields = table as unknown as TableSymbols;
  const schema = fields[tableSymbols.Symbol.Schema] as string | undefined;
  const name = escapeName(fields[tableSymbols.Symbol.Name] as string);
  return schema === undefined || fields[IsAlias] ? name : `${escapeName(schema)}.${name}`;
}

function columnName(column: Column, casing: ColumnCasing): string {
  return `${tableName(column.table)}.${escapeName(casing.getColumnCasing(column))}`;
}

/** The dialect's casing cache, which Drizzle keeps off its public types. */
export const casingOf = (dialect: PgDialect) => (dialect as unknown as { casing: ColumnCasing }).casing;

/**
 * Makes `dialect` write statements through `statementOf` where it can (every query builder and raw
 * `sql` of a database handle goes through the dialect's `sqlToQuery`), and through Drizzle otherwise.
 */
export function writeStatementsQuickly(dialect: PgDialect): void {
  const drizzleWrites = dialect.sqlToQuery.bind(dialect);
  const casing = casingOf(dialect);
  dialect.sqlToQuery = (query, invokeSource) =>
    (invokeSource === undefined ? statementOf(query, casing) : undefined) ??
    drizzleWrites(query, invokeSource);
}
