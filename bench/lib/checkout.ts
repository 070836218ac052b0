import { execFileSync } from 'node:child_process';

/** A checkout's commit, with a + when it has changes not committed: how a "before" and "after" are labelled. */
export function commitOf(checkout: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', checkout, ...args], { encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+' : ''}`;
  } catch {
    return 'not a git checkout';
  }
}
