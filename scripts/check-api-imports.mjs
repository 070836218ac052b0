// Fails when an API folder imports against the direction written in DEVELOPERS.md ("Which way API
// folders depend"), or when folders of apps/api/src import each other, directly or round a longer
// loop. A folder is a unit (modules/parcels, plugins, db/schema …); a file straight under src/
// (app.ts, env.ts …) is a unit of its own. Tests (`*.test.ts`) are not scanned: nothing imports a
// test, so a test cannot close a loop the running server has, and a test may borrow from any layer
// (a plugin's test builds the whole app). The helpers in src/test are scanned, at the top.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The layers from the floor up. A unit may import units of its own layer or a lower one, never a
 * higher one; inside a layer the units are siblings and the cycle check keeps them one way.
 */
export const layers = [
  ['floor', ['env.ts', 'paths.ts', 'db', 'db/schema', 'lib', 'plugins']],
  ['outbox', ['modules/sms', 'modules/webhooks', 'modules/mail']],
  [
    'accounts',
    [
      'modules/users',
      'modules/sessions',
      'modules/api-keys',
      'modules/riders',
      'modules/stores',
      'modules/uploads',
      'modules/idempotency',
      'modules/areas',
      'modules/newsletter',
      'modules/health',
      'modules/metrics',
      'modules/config',
      'modules/step-up',
    ],
  ],
  [
    'money',
    [
      'modules/ledger',
      'modules/reports',
      'modules/payout-accounts',
      'modules/rate-cards',
      'modules/quote',
      'modules/holidays',
    ],
  ],
  [
    'flow',
    [
      'modules/parcels',
      'modules/delivery',
      'modules/network',
      'modules/hubs',
      'modules/receivers',
      'modules/tracking',
      'modules/bulk-booking',
    ],
  ],
  ['desk', ['modules/admin', 'modules/support']],
  ['top', ['app.ts', 'server.ts', 'seed', 'cli', 'test']],
];

/**
 * The demo data's three files, which the architecture's whiteboard (shared/architecture/api-whiteboard.json)
 * names as a part of their own, Seed, at the top: they sit in db/ but make the demo through the modules.
 */
const seedFiles = ['db/seed.ts', 'db/seed-business.ts', 'db/seed-on-start.ts'];

/** The unit of a file given by its path inside apps/api/src ('/'-separated). */
export function unitOf(path) {
  if (seedFiles.includes(path)) return 'seed';
  const slash = path.lastIndexOf('/');
  return slash === -1 ? path : path.slice(0, slash);
}

/**
 * The strongly connected components of a directed graph (Tarjan's algorithm, iterative), each a
 * sorted array of nodes; only components of two or more nodes, or of one node with an edge to itself.
 * @param {Map<string, Set<string>>} graph node -> the nodes it points to
 * @returns {string[][]}
 */
export function cycles(graph) {
  const nodes = new Set(graph.keys());
  for (const targets of graph.values()) for (const target of targets) nodes.add(target);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  for (const start of [...nodes].sort()) {
    if (index.has(start)) continue;
    // Each frame: a node and the iterator over its targets, so deep graphs need no recursion.
    const frames = [[start, [...(graph.get(start) ?? [])].sort()[Symbol.iterator]()]];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const [node, targets] = frames[frames.length - 1];
      const step = targets.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          frames.push([target, [...(graph.get(target) ?? [])].sort()[Symbol.iterator]()]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
    }
  }
  return found;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield path;
  }
}

// `import … from`, `export … from`, side-effect `import '…'` and `import('…')`, relative ones only.
const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every relative import of the API's sources: { file, line, from, to } with units for from and to. */
export function apiImports(srcDir) {
  const found = [];
  for (const file of sourceFiles(srcDir)) {
    const path = relative(srcDir, file).split(sep).join('/');
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        for (const match of text.matchAll(specifier)) {
          const target = relative(srcDir, resolve(dirname(file), match[1]))
            .split(sep)
            .join('/');
          if (target.startsWith('..')) continue; // packages/shared and the like: outside the API
          found.push({ file: path, line: index + 1, from: unitOf(path), to: unitOf(target) });
        }
      });
  }
  return found;
}

/** The problems of a list of imports: those against the layers, then the folder loops. */
export function problemsOf(imports) {
  const layerOf = new Map();
  layers.forEach(([name, units], rank) => {
    for (const unit of units) layerOf.set(unit, { name, rank });
  });
  const problems = [];
  const graph = new Map();
  for (const { file, line, from, to } of imports) {
    if (from === to) continue;
    const source = layerOf.get(from);
    const target = layerOf.get(to);
    if (!source || !target) {
      problems.push(
        `${file}:${line}: ${source ? to : from} is on no layer (add it to scripts/check-api-imports.mjs and DEVELOPERS.md)`,
      );
      continue;
    }
    if (target.rank > source.rank) {
      problems.push(
        `${file}:${line}: ${from} (${source.name}) imports ${to} (${target.name}), a higher layer`,
      );
    }
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from).add(to);
  }
  for (const loop of cycles(graph)) {
    const witnesses = imports
      .filter(({ from, to }) => from !== to && loop.includes(from) && loop.includes(to))
      .map(({ file, line, to }) => `${file}:${line} -> ${to}`);
    problems.push(`folders in a loop: ${loop.join(', ')}\n      ${witnesses.join('\n      ')}`);
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = problemsOf(apiImports(join(root, 'apps/api/src')));
  if (problems.length > 0) {
    console.error(
      `An API folder imports against the direction (DEVELOPERS.md, "Which way API folders depend": move the
code to the module that owns it, or inject it from app.ts):`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.info('API imports: every folder imports its own layer or a lower one, and no folders form a loop.');
}
