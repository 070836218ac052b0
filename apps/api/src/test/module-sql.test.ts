import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** Every source file (not a test) under apps/api/src/modules, with its module's folder. */
function moduleSources(): Array<{ file: string; module: string; source: string }> {
  const found: Array<{ file: string; module: string; source: string }> = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const file = path.relative(modules, full);
        found.push({ file, module: file.split(path.sep)[0] ?? '', source: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(modules);
  return found;
}

/**
 * `file imports name from module` for each name a module takes from another that ends in Sql, Cte or Ctes.
 * What `db/` shares (`../../db/…`: the ISO instant, text arrays) belongs to no module and is not counted.
 */
function sqlImportsAcrossModules(
  sources: ReadonlyArray<{ file: string; module: string; source: string }>,
): string[] {
  const found: string[] = [];
  for (const { file, module, source } of sources) {
    for (const match of source.matchAll(
      /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'\.\.\/([^/'.][^/']*)\/[^']+'/g,
    )) {
      const [, names = '', from = ''] = match;
      if (from === module) continue;
      for (const name of names.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
        if (/(Sql|Ctes?)$/.test(name))
          found.push(`${file.split(path.sep).join('/')} imports ${name} from ${from}`);
      }
    }
  }
  return found.sort();
}

describe('no module hands another SQL text', () => {
  it('finds a fragment taken from another module', () => {
    const sample = [
      {
        file: 'parcels/parcels.service.ts',
        module: 'parcels',
        source:
          "import { queueParcelSmsSql, queueSms } from '../sms/sms.service.ts';\n" +
          "import { isoInstantSql } from '../../db/iso-instant.ts';\n",
      },
      {
        file: 'sms/sms.service.ts',
        module: 'sms',
        source: "import { smsCtes } from './sms.repository.ts';\n",
      },
    ];
    expect(sqlImportsAcrossModules(sample)).toEqual([
      'parcels/parcels.service.ts imports queueParcelSmsSql from sms',
    ]);
  });

  it('keeps the commands writing through functions given the transaction, not through spliced SQL', () => {
    // What is left: the receiver's code (delivery saves it with its SMS and link in one statement), the
    // status move's webhooks, and reads: the quote's, and the past promise that the boards and the parcel
    // trail show. A booking, a delivery, a status move and every hub scan are not on this list.
    expect(sqlImportsAcrossModules(moduleSources())).toEqual([
      'admin/admin.repository.ts imports pastPromiseSql from parcels',
      'delivery/receiver-code.ts imports nextReceiverLinkSql from receivers',
      'delivery/receiver-code.ts imports queuedSmsSql from sms',
      'network/board.service.ts imports pastPromiseSql from parcels',
      'network/parcel-trail.ts imports pastPromiseSql from parcels',
      'parcels/parcel-events.ts imports parcelChangeMessagesSql from webhooks',
      'quote/quote.repository.ts imports holidaysFromSql from holidays',
      'quote/quote.repository.ts imports rateCardInForceSql from rate-cards',
    ]);
  });
});
