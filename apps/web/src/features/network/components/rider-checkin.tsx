import type { RiderCheckin, ScannedCode, ScanResult } from '@desh/shared';
import { labelBarcodeText } from '@desh/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiCheckCircle, FiClock } from 'react-icons/fi';
import { Link } from 'react-router';
import { BarcodeScanner } from '../../../components/scanner/barcode-scanner';
import { scanFeedback } from '../../../components/scanner/scan-feedback';
import { Figure } from '../../../components/ui/figure';
import { QueryFallback } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { formatShortWeekday } from '../../../lib/format-clock';
import { offlineQueue } from '../../../lib/offline-queue/queue';
import { usePoisha } from '../../../lib/use-money';
import { useConfirmHubHandover, useHubHandovers } from '../../ledger/api/hub-cash';
import { HandoverCard } from '../../ledger/components/handover-card';
import { riderCheckinQuery, useRiderCheckin } from '../api/rider-checkin';
import { hubScansUrl, useSendScan } from '../api/send-scan';
import { deviceId } from '../hooks/device-id';
import { feedbackOf, type ScanOutcome, scannedCode, scanOutcome, tally } from '../scan-tally';
import { ScanCounter, ScanFlash } from './scan-counter';
import { type ScanEntry, ScanResults } from './scan-results';

/** A scan's answer that has the parcel in this hub's hands (a repeat of one already back too). */
const cameBack = (result: ScanResult | undefined) => result?.result === 'received';

/**
 * What is still to come back: the rider's undelivered parcels neither back by the server's count
 * nor scanned back on this screen.
 */
export function stillOutOf(checkin: RiderCheckin, entries: readonly ScanEntry[]) {
  const scanned = new Set(
    entries.filter((entry) => entry.state === 'done' && cameBack(entry.result)).map(scannedCode),
  );
  return checkin.toBringBack.filter((parcel) => !parcel.back && !scanned.has(parcel.trackingId));
}

/** Parcels coming back: each one scanned in (the receive scan, kept by the queue when offline). */
function ParcelsBack({ hubId, checkin }: { hubId: string; checkin: RiderCheckin }) {
  const { t, i18n } = useTranslation('network');
  const queryClient = useQueryClient();
  const send = useSendScan();
  const [entries, setEntries] = useState<ScanEntry[]>([]);
  const [flash, setFlash] = useState<{ outcome: ScanOutcome; code: string; count: number } | null>(null);
  const expected = checkin.toBringBack.map((parcel) => parcel.trackingId);
  const signal = useCallback((outcome: ScanOutcome, code: string) => {
    scanFeedback(feedbackOf[outcome]);
    setFlash((last) => ({ outcome, code, count: (last?.count ?? 0) + 1 }));
  }, []);
  const update = (scanId: string, change: Partial<ScanEntry>) =>
    setEntries((list) => list.map((entry) => (entry.scanId === scanId ? { ...entry, ...change } : entry)));
  const refresh = useCallback(
    () =>
      queryClient.invalidateQueries({ queryKey: riderCheckinQuery(hubId, checkin.rider.riderId).queryKey }),
    [queryClient, hubId, checkin.rider.riderId],
  );

  // A scan kept on the phone (offline) gets its answer whenever the queue sends it.
  useEffect(
    () =>
      offlineQueue.onSettled((settled) => {
        if (settled.action.url !== hubScansUrl(hubId)) return;
        const change: Partial<ScanEntry> =
          'answer' in settled
            ? { state: 'done', result: settled.answer as ScanResult, problem: undefined }
            : { state: 'refused', problem: errorText(settled.error, ['network']) };
        setEntries((list) =>
          list.map((entry) => (entry.scanId === settled.key ? { ...entry, ...change } : entry)),
        );
        if (!('answer' in settled)) signal('refused', settled.action.trackingId);
        void refresh();
      }),
    [hubId, signal, refresh],
  );

  /** Green for a parcel of this rider's day, amber for one that is not (it is still taken in). */
  const outcomeOf = (text: string, answer: ScanResult): ScanOutcome => {
    const code = answer.parcel?.trackingId ?? text;
    if (!expected.includes(code)) return 'warning';
    return scanOutcome({ code: text, state: 'done', result: answer }) ?? 'ok';
  };

  function scan(code: ScannedCode) {
    if (code.kind !== 'parcel') return;
    const scanId = crypto.randomUUID();
    const at = new Date().toISOString();
    const text = code.trackingId;
    setEntries((list) => [{ scanId, code: text, at, state: 'sending' as const }, ...list]);
    send.mutate(
      {
        hubId,
        code: code.check ? labelBarcodeText(code.trackingId, code.check) : code.trackingId,
        action: 'receive',
        scanId,
        deviceId: deviceId(),
        scannedAt: at,
      },
      {
        onSuccess: (outcome) => {
          if (outcome.sent) {
            signal(outcomeOf(text, outcome.answer), text);
            update(scanId, { state: 'done', result: outcome.answer });
            void refresh();
          } else {
            signal('ok', text);
            update(scanId, { state: 'kept' });
          }
        },
        onError: (error) => {
          signal('refused', text);
          update(scanId, { state: 'refused', problem: errorText(error, ['network']) });
        },
      },
    );
  }

  const counted = tally(
    expected,
    checkin.toBringBack.filter((parcel) => parcel.back).map((parcel) => parcel.trackingId),
    entries.filter((entry) => expected.includes(scannedCode(entry))),
    (entry) => cameBack(entry.result),
  );
  const stillOut = stillOutOf(checkin, entries);
  return (
    <section className="space-y-3" aria-labelledby="checkin-parcels">
      <h2 id="checkin-parcels" className="text-lg font-semibold">
        {t('checkin.parcels.title')}
      </h2>
      {expected.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4 text-center">{t('checkin.parcels.none')}</p>
      ) : (
        <>
          <ScanCounter
            id="checkin"
            label={t('checkin.parcels.tally', { name: checkin.rider.name })}
            {...counted}
          />
          <ScanFlash flash={flash} />
          <BarcodeScanner
            id="checkin-scan"
            prompt={t('checkin.parcels.prompt')}
            accept={['parcel']}
            onScan={scan}
          />
          <h3 className="font-semibold">
            {stillOut.length === 0
              ? t('checkin.parcels.allBack')
              : t('checkin.parcels.stillOut', { count: stillOut.length })}
          </h3>
          <ul className="space-y-1" data-testid="checkin-still-out">
            {checkin.toBringBack.map((parcel) => {
              const out = stillOut.includes(parcel);
              return (
                <li
                  key={parcel.id}
                  className={`flex items-start gap-2 rounded-box border-l-4 bg-base-100 px-3 py-2 ${out ? 'border-l-warning' : 'border-l-success'}`}
                  data-testid="checkin-parcel"
                  data-back={!out}
                >
                  {out ? (
                    <FiClock className="mt-1 size-4 shrink-0 text-warning" aria-hidden />
                  ) : (
                    <FiCheckCircle className="mt-1 size-4 shrink-0 text-success" aria-hidden />
                  )}
                  <span className="min-w-0">
                    <span className="font-mono text-sm">{parcel.trackingId}</span>{' '}
                    <span className="text-sm">
                      · {out ? t('checkin.parcels.out') : t('checkin.parcels.back')}
                    </span>
                    {parcel.outSince && (
                      <span className="badge badge-warning badge-sm ms-1" data-testid="checkin-out-since">
                        {t('checkin.parcels.outSince', {
                          day: formatShortWeekday(parcel.outSince, i18n.language),
                        })}
                      </span>
                    )}
                    <span className="block truncate text-sm opacity-80">
                      {parcel.receiverName} · {parcel.deliveryAddress}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
          {entries.length > 0 && <ScanResults hubId={hubId} entries={entries} />}
        </>
      )}
    </section>
  );
}

/** The cash of the day, parcel by parcel: what each delivery should bring (the ledger's), and the count. */
function CashCount({ hubId, checkin }: { hubId: string; checkin: RiderCheckin }) {
  const { t } = useTranslation('network');
  const money = usePoisha();
  const declared = useHubHandovers(hubId, 'declared');
  const confirm = useConfirmHubHandover();
  const queryClient = useQueryClient();
  const owed = checkin.cashExpectedPoisha - checkin.cashCountedPoisha;
  const riders = (declared.data ?? []).filter((each) => each.riderId === checkin.rider.riderId);
  return (
    <section className="space-y-3" aria-labelledby="checkin-cash">
      <h2 id="checkin-cash" className="text-lg font-semibold">
        {t('checkin.cash.title')}
      </h2>
      {checkin.delivered.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4 text-center">{t('checkin.cash.noDeliveries')}</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {checkin.delivered.map((parcel) => (
            <li
              key={parcel.id}
              className="flex items-baseline justify-between gap-3 px-3 py-2"
              data-testid="checkin-delivery"
            >
              <span className="min-w-0">
                <span className="font-mono text-sm">{parcel.trackingId}</span>
                <span className="block truncate text-sm opacity-80">{parcel.receiverName}</span>
              </span>
              <span className="tabular-nums">{money(parcel.codCollectedPoisha)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-3 gap-2 rounded-box bg-base-200 p-3 text-sm">
        <Figure term={t('checkin.cash.expected')} className="tabular-nums font-semibold">
          <span data-testid="checkin-cash-expected">{money(checkin.cashExpectedPoisha)}</span>
        </Figure>
        <Figure term={t('checkin.cash.counted')} className="tabular-nums">
          <span data-testid="checkin-cash-counted">{money(checkin.cashCountedPoisha)}</span>
        </Figure>
        <Figure
          term={owed >= 0 ? t('checkin.cash.short') : t('checkin.cash.over')}
          className={`tabular-nums font-semibold ${owed > 0 ? 'text-error' : ''}`}
        >
          <span data-testid="checkin-cash-difference">{money(Math.abs(owed))}</span>
        </Figure>
      </dl>
      <h3 className="font-semibold">{t('checkin.cash.countTitle')}</h3>
      {!declared.isSuccess ? (
        <QueryFallback query={declared} message={t('checkin.cash.error')} retryLabel={t('retry')} />
      ) : riders.length === 0 ? (
        <p className="text-sm opacity-80" data-testid="checkin-cash-nothing-declared">
          {checkin.cashCountedPoisha > 0
            ? t('checkin.cash.allCounted', { name: checkin.rider.name })
            : t('checkin.cash.noneDeclared', { name: checkin.rider.name })}
        </p>
      ) : (
        <ul className="grid gap-3">
          {riders.map((handover) => (
            <HandoverCard
              key={handover.id}
              handover={handover}
              pending={confirm.isPending}
              onCount={async (countedPoisha, shortageConfirmed) => {
                const counted = await confirm.mutateAsync({
                  hubId,
                  id: handover.id,
                  countedPoisha,
                  shortageConfirmed,
                });
                await queryClient.invalidateQueries({
                  queryKey: riderCheckinQuery(hubId, checkin.rider.riderId).queryKey,
                });
                return counted;
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The hub's end-of-day check-in of one rider (issue 62 item 4): every parcel handed to them today, or
 * earlier and still with them ("out since Mon"), and not delivered comes back by a scan ("3 of 5 back", what is still out named), and the cash of the
 * day's deliveries is counted against what each should bring, through the hub's handover count.
 */
export function RiderCheckinScreen({ hubId, riderId }: { hubId: string; riderId: string }) {
  const { t } = useTranslation('network');
  const checkin = useRiderCheckin(hubId, riderId);
  return (
    <div className="space-y-6">
      <Link to={paths.hubRuns} className="link link-primary text-sm">
        {t('checkin.back')}
      </Link>
      {!checkin.isSuccess ? (
        <QueryFallback query={checkin} message={t('checkin.error')} retryLabel={t('retry')} />
      ) : (
        <>
          <p className="text-lg">
            <span className="font-semibold" data-testid="checkin-rider">
              {checkin.data.rider.name}
            </span>{' '}
            <span className="text-sm opacity-80">· {checkin.data.rider.phone}</span>
          </p>
          <ParcelsBack hubId={hubId} checkin={checkin.data} />
          <CashCount hubId={hubId} checkin={checkin.data} />
        </>
      )}
    </div>
  );
}
