import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transaction } from '../../db/transactions.ts';
import { useTestContext } from '../../test/helpers.ts';
import { codeStateOf } from './receiver-code.ts';

const ctx = useTestContext();

// node-postgres warns (once a process) when a query is sent on a connection still running another:
// inside a transaction, reads given to Promise.all do that, and pg 9 will refuse them.
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
beforeEach(() => {
  warnings.length = 0;
  process.on('warning', onWarning);
});
afterEach(() => {
  process.off('warning', onWarning);
});

describe('the code state read in a transaction', () => {
  it('sends its reads one at a time on the transaction’s connection', async () => {
    const state = await transaction(ctx.db, (tx) =>
      codeStateOf(tx, { id: 'no-such-parcel', receiverPhone: null }),
    );
    expect(state.hasPhone).toBe(false);
    // The warning is emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((warning) => warning.message)).not.toContainEqual(
      expect.stringContaining('already executing a query'),
    );
  });
});
