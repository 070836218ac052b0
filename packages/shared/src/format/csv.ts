/**
 * One CSV encoder for every file the product writes (statements, the bulk-booking template).
 *
 * Text a person typed (a parcel title, a payout reference) may look like a formula to a spreadsheet
 * (CSV injection). A cell is not only read whole: a spreadsheet set to another list separator (`;`
 * in much of the world, a tab or `|` on import) splits `abc;=1+1` into `abc` and `=1+1`, and runs the
 * second. So every text cell is quoted, and a formula character is defused with a leading `'`
 * wherever a cell could start: at the beginning and after any separator or line break.
 */

// = + - @ and their full-width forms, which some spreadsheets fold to the ASCII ones.
const formulaChars = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
const separators = ',;\\t\\r\\n|"';
const formulaAtCellStart = new RegExp(`(^|[${separators}])(\\s*)([${formulaChars}])`, 'gu');

/** A text cell: defused and always quoted. */
export function csvText(value: string): string {
  const defused = value.replace(formulaAtCellStart, "$1$2'$3");
  return `"${defused.replaceAll('"', '""')}"`;
}

const plainNumber = /^-?\d+(\.\d+)?$/;

/** A number cell, left unquoted so spreadsheets sum it; anything but a plain decimal is written as text. */
export function csvNumber(value: string | number): string {
  const text = String(value);
  return plainNumber.test(text) ? text : csvText(text);
}

/** Rows of already-encoded cells, CRLF line ends (RFC 4180), optionally with a byte-order mark. */
export function csvDocument(rows: readonly (readonly string[])[], { bom = false } = {}): string {
  return `${bom ? '\uFEFF' : ''}${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
