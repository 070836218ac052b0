// Fails when a module of packages/shared outside `schemas/` brings the schema library at run time: a
// runtime import of zod or of a schema module (`import type` is erased and allowed). Words, lists, prices
// and functions stay apart from the schemas, so a screen that only names a district or reads a label
// starts without zod (docs/decisions/033-field-screens-start-without-the-schema-library.md). Tests are
// not scanned.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sharedDir = join(root, 'packages/shared/src');
const schemaFree = ['constants', 'format', 'areas', 'receivers', 'network'];

/** The imports in `source` that load zod or a schema module when the module runs. */
export function schemaImports(source) {
  return [
    ...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(zod|\.\.\/schemas\/[^']*)'/gm),
  ].map((match) => match[1]);
}

// The rule's own check: a type import is fine, a value import of either kind is not.
const selfCheck = [
  [`import { z } from 'zod';`, 1],
  [`import type { z } from 'zod';`, 0],
  [`import { bdMobileSchema } from '../schemas/phone.ts';`, 1],
  [`import type { DoorPlace } from '../schemas/delivery.ts';`, 0],
  [`export * from '../schemas/phone.ts';`, 1],
];
for (const [source, count] of selfCheck) {
  if (schemaImports(source).length !== count) throw new Error(`check-shared-layout misreads: ${source}`);
}

const problems = [];
for (const folder of schemaFree) {
  for (const name of readdirSync(join(sharedDir, folder))) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const file = join(sharedDir, folder, name);
    for (const target of schemaImports(readFileSync(file, 'utf8'))) {
      problems.push(`${relative(root, file)} imports ${target}`);
    }
  }
}

if (problems.length > 0) {
  console.error(
    `A schema-free module of packages/shared loads the schema library (move the schema to schemas/, or import it as a type):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.info(`Shared layout: ${schemaFree.join(', ')} load no schema.`);
