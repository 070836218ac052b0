import { describe, expect, it } from 'vitest';
import { csvDocument, csvNumber, csvText } from './csv.ts';

/** What a spreadsheet set to `separator` sees as the cells of one CSV line (quotes honoured). */
function splitCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i] as string;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const formulaLike = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

describe('CSV cells', () => {
  it('quotes every text cell and doubles quotes inside', () => {
    expect(csvText('Saree')).toBe('"Saree"');
    expect(csvText('a "big" box')).toBe('"a ""big"" box"');
    expect(csvText('')).toBe('""');
  });

  it('defuses a formula at the start and after any separator, not only at the start', () => {
    expect(csvText('=1+1')).toBe(`"'=1+1"`);
    expect(csvText('abc;=1+1')).toBe(`"abc;'=1+1"`);
    expect(csvText('abc,+1')).toBe(`"abc,'+1"`);
    expect(csvText('abc\t@SUM(A1)')).toBe(`"abc\t'@SUM(A1)"`);
    expect(csvText('line\n -2+3')).toBe(`"line\n '-2+3"`);
    expect(csvText('a|＝cmd')).toBe(`"a|'＝cmd"`);
    // Text that merely contains the characters elsewhere is left as it was.
    expect(csvText('01712-345678 a=b')).toBe('"01712-345678 a=b"');
  });

  it('leaves no cell a spreadsheet would run as a formula, whatever separator it splits on', () => {
    const hostile = ['abc;=1+1', '=cmd|calc', 'x,@A1', 'a\t+1', 'q"=1', 'r\r\n-1', ' ; =HYPERLINK("x")'];
    const line = csvDocument([hostile.map(csvText)]).trimEnd();
    for (const separator of [',', ';', '\t', '|']) {
      for (const cell of splitCells(line, separator)) {
        for (const part of cell.split(/[\r\n]+/))
          expect(part, `${separator}: ${part}`).not.toMatch(formulaLike);
      }
    }
  });

  it('keeps plain numbers as numbers and turns anything else into text', () => {
    expect(csvNumber('-12.50')).toBe('-12.50');
    expect(csvNumber(42)).toBe('42');
    expect(csvNumber('-1+1')).toBe(`"'-1+1"`);
    expect(csvDocument([['"a"', '1']], { bom: true })).toBe('\uFEFF"a",1\r\n');
  });
});
