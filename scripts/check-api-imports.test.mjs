import { describe, expect, it } from 'vitest';
import { cycles, problemsOf, unitOf } from './check-api-imports.mjs';

const graphOf = (edges) => {
  const graph = new Map();
  for (const [from, to] of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from).add(to);
  }
  return graph;
};

describe('the folder loop finder', () => {
  it('finds none in a graph that points one way', () => {
    expect(
      cycles(
        graphOf([
          ['app.ts', 'modules/parcels'],
          ['modules/parcels', 'modules/ledger'],
          ['modules/ledger', 'db'],
          ['modules/parcels', 'db'],
        ]),
      ),
    ).toEqual([]);
  });

  it('finds two folders that import each other', () => {
    expect(
      cycles(
        graphOf([
          ['modules/parcels', 'modules/delivery'],
          ['modules/delivery', 'modules/parcels'],
          ['modules/delivery', 'db'],
        ]),
      ),
    ).toEqual([['modules/delivery', 'modules/parcels']]);
  });

  it('finds a longer loop whole, and each separate loop apart', () => {
    const found = cycles(
      graphOf([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'd'],
        ['d', 'a'],
        ['d', 'e'],
        ['x', 'y'],
        ['y', 'x'],
        ['e', 'f'],
      ]),
    );
    expect(found.sort((one, other) => one[0].localeCompare(other[0]))).toEqual([
      ['a', 'b', 'c', 'd'],
      ['x', 'y'],
    ]);
  });

  it('takes a folder that imports itself for a loop, and walks a long chain without recursion', () => {
    expect(cycles(graphOf([['lib', 'lib']]))).toEqual([['lib']]);
    const chain = Array.from({ length: 12_000 }, (_, index) => [`n${index}`, `n${index + 1}`]);
    expect(cycles(graphOf(chain))).toEqual([]);
    expect(cycles(graphOf([...chain, ['n12000', 'n0']]))[0]).toHaveLength(12_001);
  });
});

describe('the API import check', () => {
  const at = (file, target) => ({ file, line: 1, from: unitOf(file), to: unitOf(target) });

  it('names a folder by its path, and a file straight under src by itself', () => {
    expect(unitOf('modules/parcels/parcels.service.ts')).toBe('modules/parcels');
    expect(unitOf('db/schema/parcels.ts')).toBe('db/schema');
    expect(unitOf('app.ts')).toBe('app.ts');
    // The whiteboard's Seed part: three files of db/ that make the demo through the modules, at the top.
    expect(unitOf('db/seed-business.ts')).toBe('seed');
    expect(unitOf('db/client.ts')).toBe('db');
  });

  it('lets a module import the floor and a lower module, and the top import anything', () => {
    expect(
      problemsOf([
        at('modules/parcels/parcels.service.ts', 'db/client.ts'),
        at('modules/parcels/parcels.service.ts', 'modules/ledger/ledger.service.ts'),
        at('modules/ledger/ledger.service.ts', 'modules/users/users.service.ts'),
        at('app.ts', 'modules/parcels/parcels.routes.ts'),
        at('db/seed-business.ts', 'modules/parcels/parcels.service.ts'),
      ]),
    ).toEqual([]);
  });

  it('refuses the floor importing a module, and a module importing a higher layer', () => {
    const problems = problemsOf([
      at('lib/auth.ts', 'modules/mail/mailer.ts'),
      at('modules/ledger/statement.service.ts', 'modules/delivery/proof-approval.ts'),
    ]);
    expect(problems).toEqual([
      'lib/auth.ts:1: lib (floor) imports modules/mail (outbox), a higher layer',
      'modules/ledger/statement.service.ts:1: modules/ledger (money) imports modules/delivery (flow), a higher layer',
    ]);
  });

  it('refuses siblings of one layer that import each other, naming the imports of the loop', () => {
    const [problem, ...rest] = problemsOf([
      at('modules/parcels/parcels.service.ts', 'modules/receivers/receiver-links.service.ts'),
      at('modules/receivers/receiver-page.service.ts', 'modules/parcels/parcel-events.ts'),
    ]);
    expect(rest).toEqual([]);
    expect(problem).toContain('folders in a loop: modules/parcels, modules/receivers');
    expect(problem).toContain('modules/receivers/receiver-page.service.ts:1 -> modules/parcels');
  });

  it('refuses a folder on no layer, so a new module must be placed', () => {
    expect(problemsOf([at('modules/invoices/invoices.service.ts', 'db/client.ts')])).toEqual([
      'modules/invoices/invoices.service.ts:1: modules/invoices is on no layer (add it to scripts/check-api-imports.mjs and DEVELOPERS.md)',
    ]);
  });
});
