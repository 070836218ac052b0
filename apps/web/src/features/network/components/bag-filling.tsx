import type { BagDetail, BagView } from '@desh/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { scanFeedback } from '../../../components/scanner/scan-feedback';
import { useHubName } from '../../../lib/use-hub-name';
import { useNumberFormat } from '../../../lib/use-number-format';
import type { BagFill, fillTally } from '../scan-tally';
import { ScanCounter } from './scan-counter';

/** The labels the server says are in an open bag and wait for it (nothing known yet: undefined). */
export function bagFillOf(bag: BagView, detail: BagDetail | undefined): BagFill | undefined {
  if (!detail || detail.id !== bag.id || detail.waitingParcels === undefined) return undefined;
  const waiting = detail.waitingParcels.map((parcel) => parcel.trackingId);
  return {
    bagId: bag.id,
    inBag: detail.parcels.filter((parcel) => parcel.outcome === 'in_bag').map((parcel) => parcel.trackingId),
    waiting,
    unlisted: Math.max((detail.waiting ?? 0) - waiting.length, 0),
  };
}

/**
 * A bag being filled (issue 62 item 5): "12 of 30 bagged for Rangpur", green with a rising pair of
 * beeps when the last parcel waiting for it goes in, and the parcels still waiting, to find on the
 * shelves and scan from the list.
 */
export function BagFilling({
  bag,
  detail,
  figures,
}: {
  bag: BagView;
  detail: BagDetail | undefined;
  figures: ReturnType<typeof fillTally>;
}) {
  const { t } = useTranslation('network');
  const hubName = useHubName();
  const number = useNumberFormat();
  const complete = figures.expected > 0 && figures.scanned >= figures.expected;
  // The sound plays when this screen sees the count complete, not when it opens on a full bag.
  const was = useRef<{ bagId: string; complete: boolean } | null>(null);
  useEffect(() => {
    if (was.current?.bagId === bag.id && !was.current.complete && complete) scanFeedback('complete');
    was.current = { bagId: bag.id, complete };
  }, [bag.id, complete]);
  const goingTo = new Map(detail?.waitingParcels?.map((parcel) => [parcel.trackingId, parcel.goingTo]));
  const waitingCount = figures.expected - figures.scanned;
  const destination = hubName(bag.destinationHub);
  return (
    <div className="space-y-2">
      <ScanCounter
        id="bag"
        label={t('scan.tally.bagging', { hub: destination, bag: bag.code })}
        scanned={figures.scanned}
        expected={figures.expected}
      />
      {waitingCount === 0 ? (
        <p className="text-sm" data-testid="bag-waiting-none">
          {t('scan.waiting.none', { hub: destination })}
        </p>
      ) : (
        <details className="rounded-box border border-base-300 bg-base-100" data-testid="bag-waiting">
          <summary className="cursor-pointer px-3 py-2 font-medium">
            {t('scan.waiting.summary', { count: waitingCount, number: number(waitingCount) })}
          </summary>
          <ul className="max-h-80 divide-y divide-base-300 overflow-y-auto border-t border-base-300">
            {figures.stillWaiting.map((code) => {
              const hub = goingTo.get(code);
              return (
                <li
                  key={code}
                  className="flex items-baseline justify-between gap-3 px-3 py-1.5"
                  data-testid="bag-waiting-parcel"
                >
                  <span className="font-mono">{code}</span>
                  {hub && (
                    <span className="truncate text-sm opacity-80">
                      {t('scan.waiting.goingTo', { hub: hubName(hub) })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {waitingCount > figures.stillWaiting.length && (
            <p className="border-t border-base-300 px-3 py-1.5 text-sm opacity-80">
              {t('scan.waiting.more', { number: number(waitingCount - figures.stillWaiting.length) })}
            </p>
          )}
        </details>
      )}
    </div>
  );
}
