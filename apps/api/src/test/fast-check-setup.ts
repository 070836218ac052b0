// Every property-based test (fast-check) in the repository runs under this configuration (vitest.config.ts
// loads it before each test file): a failure prints its seed and counterexample path together with the
// command that replays it, and FC_SEED / FC_PATH replay a failure seen elsewhere (CI, another machine).
// README, "Replaying a property-based test".
import path from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';

export interface ReplaySettings {
  seed?: number;
  path?: string;
}

/** Reads FC_SEED and FC_PATH; a typo stops the run instead of silently testing something else. */
export function replaySettings(env: Record<string, string | undefined>): ReplaySettings {
  const seedText = env.FC_SEED?.trim();
  const pathText = env.FC_PATH?.trim();
  const settings: ReplaySettings = {};
  if (seedText) {
    const seed = Number(seedText);
    if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got "${seedText}"`);
    settings.seed = seed;
  }
  if (pathText) {
    if (!/^\d+(:\d+)*$/.test(pathText)) throw new Error(`FC_PATH must look like 12:0:3, got "${pathText}"`);
    if (settings.seed === undefined)
      throw new Error('FC_PATH replays a failure only together with its FC_SEED');
    settings.path = pathText;
  }
  return settings;
}

/** Counterexamples can hold megabyte-sized request bodies: each line of the report stays readable. */
const maxLineLength = 2000;
const shorten = (line: string) =>
  line.length <= maxLineLength
    ? line
    : `${line.slice(0, maxLineLength)}… (${line.length - maxLineLength} more characters)`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The command that runs the current test again with the failing seed and path. */
export function replayCommand(seed: number, counterexamplePath: string | null): string {
  const state = expect.getState();
  const file = state.testPath ? path.relative(process.cwd(), state.testPath) : '<test file>';
  // Vitest's -t matches a regular expression against the describe and test names joined by spaces.
  const name = (state.currentTestName ?? '').split(' > ').join(' ');
  const variables = [`FC_SEED=${seed}`];
  if (counterexamplePath) variables.push(`FC_PATH=${counterexamplePath}`);
  const filter = name ? ` -t ${shellQuote(`${escapeRegExp(name)}$`)}` : '';
  return `${variables.join(' ')} npx vitest run ${file}${filter}`;
}

/** fast-check's own report (counterexample, error), then the seed, the path and how to replay them. */
export function reportFailure(details: fc.RunDetails<unknown>): void {
  if (!details.failed) return;
  const report = (fc.defaultReportMessage(details) ?? 'Property failed').split('\n').map(shorten).join('\n');
  const where = `seed ${details.seed}, counterexample path ${details.counterexamplePath ?? '(none)'}`;
  const how = replayCommand(details.seed, details.counterexamplePath);
  throw new Error(`${report}\n\nProperty failed with ${where}. Replay it with:\n  ${how}`, {
    cause: details.errorInstance,
  });
}

export const replay = replaySettings(process.env);

// Global parameters are the defaults of every fc.assert / fc.check (fast-check spreads them under the
// run's own parameters, `path` included although its type leaves it out; fast-check-setup.test.ts checks it).
fc.configureGlobal({ ...replay, reporter: reportFailure } as fc.GlobalParameters);
