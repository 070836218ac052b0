import pg from 'pg';

/** A column as PostgreSQL describes it (node-postgres' field description). */
interface FieldDescription {
  dataTypeID: number;
  format?: string;
}

interface TypeParsers {
  getTypeParser(dataTypeID: number, format: string): unknown;
}

/** What node-postgres' Result keeps of a row description (its own fields, not in its types). */
interface DescribedResult {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _parsers: unknown[] | undefined;
  _types: TypeParsers | undefined;
  addFields(descriptions: FieldDescription[]): void;
}

const installed = Symbol('desh:arrayRowDescriptions');

/**
 * node-postgres reads a row description on every call of a prepared statement (it asks for one each
 * time) and, for each column, also fills an object keyed by the column's names that only rows read
 * as objects use. Drizzle reads every row as an array, so for those results only the columns' type
 * parsers are set, as node-postgres itself sets them; results read as objects are described by
 * node-postgres as before. For the scan's first statement (88 columns) the unused object was most of
 * the description's cost.
 */
export function describeArrayRowsQuickly(): void {
  const prototype = pg.Result.prototype as unknown as DescribedResult & { [installed]?: true };
  if (prototype[installed]) return;
  const describe = prototype.addFields;
  prototype.addFields = function addFieldsForArrays(this: DescribedResult, descriptions) {
    if (!this.rowAsArray) return describe.call(this, descriptions);
    this.fields = descriptions;
    if (descriptions.length === 0) return;
    const types: TypeParsers = this._types ?? (pg.types as unknown as TypeParsers);
    const parsers = new Array<unknown>(descriptions.length);
    for (let index = 0; index < descriptions.length; index += 1) {
      const { dataTypeID, format } = descriptions[index] as FieldDescription;
      parsers[index] = types.getTypeParser(dataTypeID, format || 'text');
    }
    this._parsers = parsers;
  };
  prototype[installed] = true;
}
