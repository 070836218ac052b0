import fs from 'node:fs';
import path from 'node:path';

/**
 * Every line the end-to-end server logs, requests included (scripts/e2e-server.mjs runs it at `info`
 * and files its output here; the terminal shows only warnings and errors).
 */
export const serverLogPath = (port = process.env.E2E_PORT ?? '3100') =>
  path.resolve(`.tmp/e2e-server-${port}.log`);

/** The server log's lines that contain any of `secrets` (raw or URL-encoded). */
export function serverLogLinesWith(secrets: string[]): string[] {
  const log = fs.readFileSync(serverLogPath(), 'utf8');
  const forms = secrets.flatMap((secret) => [secret, encodeURIComponent(secret)]);
  return log.split('\n').filter((line) => forms.some((secret) => line.includes(secret)));
}

/** The number of lines the server log holds now: a test's own lines are the ones after it. */
export const serverLogLength = () => fs.readFileSync(serverLogPath(), 'utf8').split('\n').length;
