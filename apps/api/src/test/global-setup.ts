import { pgliteTemplate, postgresTemplate } from './database-template.ts';

/**
 * Vitest's global setup: the migrated templates are made once before any test file starts, instead of
 * by the first file of each worker at once (database-template.ts).
 */
export default async function setup(): Promise<void> {
  await pgliteTemplate();
  if (process.env.DATABASE_URL) await postgresTemplate(process.env.DATABASE_URL);
}
