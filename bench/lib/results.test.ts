import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeInjectionLine, writeStressSection } from '../../scripts/stress/results.ts';
import { writeSection } from './results.ts';

const root = path.resolve(import.meta.dirname, '../..');
const resultsFile = path.join(root, 'bench/RESULTS.md');
// Written by hand: the table of current figures, and Lighthouse's (its script only prints them).
// Written by hand from a run: decision 048's and 082's side-by-side runs (bench/side-by-side.ts prints them); CI's steps timed side by side (scripts/test.mjs prints them) and the e2e step's CPU seconds (decision 083); the parcel search's figures come from apps/api/src/cli/bench-parcel-search.ts,
// which prints them (it calls the service directly, so it lives with the API's sources).
const handKept = [
  '## Current figures',
  '## Each module writes its own tables (issue 60 item 2): main against the branch, side by side',
  "## The booking's writes go out together (issue 60's speed guard): side by side",
  '## Landing pages on React 19, prerendered (issue 11, decision 004)',
  "## Test suite (issue 60 item 5: the browser's work per e2e test, Vitest's web files)",
  '## CI time (issue 60 item 5)',
  "## Head office's parcel search",
];

/** Every `## ` heading a bench or the stress script writes, read from their sources. */
function headingsTheScriptsWrite(): string[] {
  const folders = ['bench', 'bench/lib', 'scripts', 'scripts/stress'];
  const sources = folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => fs.readFileSync(path.join(root, folder, name), 'utf8')),
  );
  const headings = sources.flatMap((source) =>
    [...source.matchAll(/'(## [^'\n]+)'/g)].map((match) => match[1]),
  );
  return [...new Set(headings.filter((heading): heading is string => heading !== undefined))];
}

const headingsOf = (text: string) => text.split('\n').filter((line) => line.startsWith('## '));

const sectionOf = (text: string, heading: string) => {
  const start = text.indexOf(`${heading}\n`);
  const end = text.indexOf('\n## ', start + heading.length);
  return text.slice(start, end === -1 ? undefined : end);
};

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'results-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const copyOfResults = (name: string) => {
  const file = path.join(scratch, name);
  fs.copyFileSync(resultsFile, file);
  return file;
};

describe('bench/RESULTS.md holds only current figures', () => {
  it('has a section for every heading a script writes, once, and no section of its own besides the hand-kept', () => {
    const written = headingsTheScriptsWrite();
    expect(written.length).toBeGreaterThanOrEqual(10);
    const headings = headingsOf(fs.readFileSync(resultsFile, 'utf8'));
    for (const heading of written) expect(headings.filter((line) => line === heading)).toEqual([heading]);
    expect(headings.filter((heading) => !written.includes(heading))).toEqual(handKept);
  });

  it('keeps the table and every other section when a bench rewrites its own', () => {
    const file = copyOfResults('rewrite.md');
    const before = fs.readFileSync(file, 'utf8');
    const heading = '## A national day (the whole day)';
    writeSection(file, heading, 'The whole day took 59.0 minutes (goal: under 60).');
    const after = fs.readFileSync(file, 'utf8');
    expect(sectionOf(after, heading)).toBe(
      `${heading}\n\nThe whole day took 59.0 minutes (goal: under 60).\n`,
    );
    expect(headingsOf(after)).toEqual(headingsOf(before));
    for (const other of headingsOf(before).filter((line) => line !== heading)) {
      expect(sectionOf(after, other)).toBe(sectionOf(before, other));
    }
    expect(after.startsWith(before.slice(0, before.indexOf('## API benchmarks\n')))).toBe(true);
  });

  it('adds a new bench at the end, after the others', () => {
    const file = copyOfResults('new.md');
    const before = fs.readFileSync(file, 'utf8');
    writeSection(file, '## A new bench', 'Its figure.');
    expect(fs.readFileSync(file, 'utf8')).toBe(`${before.trimEnd()}\n\n## A new bench\n\nIts figure.\n`);
  });

  it("keeps sqlmap's line when the stress run rewrites its section, and sqlmap changes only that line", () => {
    const file = copyOfResults('stress.md');
    const before = fs.readFileSync(file, 'utf8');
    const heading = '## Stress and fault tests';
    writeInjectionLine(file, '(passed): a later run.');
    const withLine = fs.readFileSync(file, 'utf8');
    expect(sectionOf(withLine, heading)).toContain('\n**Injection** (passed): a later run.\n');
    expect(withLine.replace(sectionOf(withLine, heading), '')).toBe(
      before.replace(sectionOf(before, heading), ''),
    );
    writeStressSection(file, 'New load figures.\n\n**Injection** (passed): a later run.');
    const after = fs.readFileSync(file, 'utf8');
    expect(sectionOf(after, heading)).toBe(
      `${heading}\n\nNew load figures.\n\n**Injection** (passed): a later run.\n`,
    );
    expect(after.replace(sectionOf(after, heading), '')).toBe(before.replace(sectionOf(before, heading), ''));
  });
});
