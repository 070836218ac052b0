import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { candidateWaits } from './settled-totals.repository.ts';

/**
 * `settled_totals_waiting_seconds{source}`: how long each source's candidate has waited to settle, 0 when
 * none waits. The keepers settle one within two minutes or so; longer means a transaction left open holds
 * the totals back (the pages stay right, only slower: docs/runbook.md). Read from the database at each scrape.
 */
export function registerTotalsMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: 'settled_totals_waiting_seconds',
    help: 'Seconds the settled totals of each source have waited for their candidate to settle (0: none waiting).',
    labelNames: ['source'],
    registers: [registry],
    async collect() {
      this.reset();
      // A scrape during a database outage still answers, without this gauge's samples.
      const waits = await candidateWaits(db).catch(() => []);
      for (const { source, seconds } of waits) this.set({ source }, seconds);
    },
  });
}
