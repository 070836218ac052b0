import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLogTransport } from './sms-transport.ts';

const sms = { to: '01712345678', body: 'Delivery code 493817', secret: true };
const logger = () => ({ info: vi.fn(), warn: vi.fn() });

describe('SMS without a gateway', () => {
  it('logs the number masked and never the text, in production and outside it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-outbox-'));
    try {
      const lines: string[] = [];
      for (const NODE_ENV of ['production', 'development'] as const) {
        const log = logger();
        await createLogTransport({ NODE_ENV, dataDir }, log).send(sms);
        lines.push(...[...log.info.mock.calls, ...log.warn.mock.calls].map((call) => String(call[0])));
      }
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line).toContain('+88017••••••78');
        for (const secret of ['1712345678', '493817']) expect(line).not.toContain(secret);
      }
      // The developer still finds the whole message in the outbox.
      const file = /is in (\S+)$/.exec(lines[1] ?? '')?.[1] ?? '';
      expect(fs.readFileSync(file, 'utf8')).toContain('01712345678');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
