import {
  type BagView,
  type HubRef,
  labelBarcodeText,
  type ScanAction,
  type ScannedCode,
  type ScanResult,
} from '@desh/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefreshedAt } from '../../../components/field/refreshed-at';
import { BarcodeScanner, type ScanKind } from '../../../components/scanner/barcode-scanner';
import { scanFeedback } from '../../../components/scanner/scan-feedback';
import { FormField, fieldLabelClass } from '../../../components/ui/form-field';
import { ItemSelect } from '../../../components/ui/item-select';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { offlineQueue } from '../../../lib/offline-queue/queue';
import { useOfflineQueue } from '../../../lib/offline-queue/use-offline-queue';
import { useHubName } from '../../../lib/use-hub-name';
import { useNumberFormat } from '../../../lib/use-number-format';
import { hubExceptionsQuery } from '../api/exceptions';
import { useBag } from '../api/get-bag';
import { bagsQuery, useBags } from '../api/get-bags';
import type { MyHub } from '../api/get-my-hubs';
import { useHubWork } from '../api/hub-work';
import { hubScansUrl, useSendScan } from '../api/send-scan';
import { tripsQuery, useTrips } from '../api/trips';
import { deviceId } from '../hooks/device-id';
import { useScanSetup } from '../hooks/use-scan-setup';
import { feedbackOf, fillTally, type ScanOutcome, scanOutcome, tally } from '../scan-tally';
import { BagFilling, bagFillOf } from './bag-filling';
import { HubExceptions } from './hub-exceptions';
import { ScanCounter, ScanFlash } from './scan-counter';
import { type ScanMode, ScanModes } from './scan-modes';
import { type ScanEntry, ScanResults } from './scan-results';

const codeText = (code: ScannedCode) => (code.kind === 'parcel' ? code.trackingId : code.code);
/** What the server is sent: a label's tracking ID with its check code (the parcel in hand), or as typed. */
const sentCode = (code: ScannedCode) =>
  code.kind === 'parcel' && code.check ? labelBarcodeText(code.trackingId, code.check) : codeText(code);

/** What a scan means in each mode: receiving a bag also takes the parcels out of it, one by one. */
function actionFor(mode: ScanMode, code: ScannedCode): ScanAction {
  if (mode === 'receive_bag') return code.kind === 'bag' ? 'receive_bag' : 'receive';
  return mode;
}

/** The bag a queued scan puts its parcel into (a bag scan's body names it). */
const bagIdOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'bagId' in body && typeof body.bagId === 'string'
    ? body.bagId
    : undefined;

const accepted: Record<ScanMode, ScanKind[]> = {
  receive: ['parcel'],
  bag: ['parcel'],
  receive_bag: ['bag', 'parcel'],
  handout: ['parcel'],
};

/** The hub's scan screen: choose what you are doing, then scan label after label. */
export function ScanStation({ hub }: { hub: MyHub }) {
  const { t } = useTranslation('network');
  const hubName = useHubName();
  const number = useNumberFormat();
  const hubNameOf = (hub: HubRef | null | undefined) => (hub ? hubName(hub) : '');
  // The mode, the bag filled, the rider handed to and the bag being emptied survive a reload.
  const [setup, changeSetup] = useScanSetup(hub.id);
  const { mode, bagId, riderId, checkingBagId } = setup;
  const setMode = (next: ScanMode) => changeSetup({ mode: next });
  const setBagId = (next: string) => changeSetup({ bagId: next });
  const setRiderId = (next: string) => changeSetup({ riderId: next });
  // The seal number read on the next bag scanned in.
  const [seal, setSeal] = useState('');
  const [entries, setEntries] = useState<ScanEntry[]>([]);
  // The last scan's outcome, shown as a colour over the scanner (its number restarts the flash).
  const [flash, setFlash] = useState<{ outcome: ScanOutcome; code: string; count: number } | null>(null);
  const signal = useCallback((outcome: ScanOutcome, code: string) => {
    scanFeedback(feedbackOf[outcome]);
    setFlash((last) => ({ outcome, code, count: (last?.count ?? 0) + 1 }));
  }, []);
  const openBags = useBags(hub.id, 'open');
  const work = useHubWork(mode === 'handout' ? hub.id : '');
  const checking = useBag(mode === 'receive_bag' ? checkingBagId : '');
  // The bag being filled: what is in it and what still waits at the hub for its next hop.
  const filling = useBag(mode === 'bag' ? bagId : '');
  const incomingTrips = useTrips(mode === 'receive_bag' ? hub.id : '', 'incoming');
  const send = useSendScan();
  const queryClient = useQueryClient();
  const bag = openBags.data?.find((each) => each.id === bagId);
  const rider = work.data?.riders.find((each) => each.id === riderId);
  const needsBag = mode === 'bag' && !bag;
  const needsRider = mode === 'handout' && !rider;

  const update = (scanId: string, change: Partial<ScanEntry>) =>
    setEntries((list) => list.map((entry) => (entry.scanId === scanId ? { ...entry, ...change } : entry)));

  // A scan kept on the phone gets the server's answer whenever the queue sends it.
  useEffect(
    () =>
      offlineQueue.onSettled((settled) => {
        if (settled.action.url !== hubScansUrl(hub.id)) return;
        const change: Partial<ScanEntry> =
          'answer' in settled
            ? { state: 'done', result: settled.answer as ScanResult, problem: undefined }
            : { state: 'refused', problem: errorText(settled.error, ['network']) };
        // A scan kept from before this page was opened joins the list with its answer.
        setEntries((list) =>
          list.some((entry) => entry.scanId === settled.key)
            ? list.map((entry) => (entry.scanId === settled.key ? { ...entry, ...change } : entry))
            : [
                {
                  scanId: settled.key,
                  code: settled.action.trackingId,
                  at: settled.action.doneAt,
                  state: 'kept' as const,
                  bagId: bagIdOf(settled.action.body),
                  ...change,
                },
                ...list,
              ],
        );
        if (!('answer' in settled)) signal('refused', settled.action.trackingId);
      }),
    [hub.id, signal],
  );
  // Scans still on the phone from before this page was opened (a reload, a restarted browser).
  const queue = useOfflineQueue();
  const keptEarlier: ScanEntry[] = queue.waiting
    .filter((action) => action.url === hubScansUrl(hub.id))
    .filter((action) => !entries.some((entry) => entry.scanId === action.key))
    .reverse()
    .map((action) => ({
      scanId: action.key,
      code: action.trackingId,
      at: action.doneAt,
      state: 'kept',
      bagId: bagIdOf(action.body),
    }));

  /**
   * A scan's answer keeps the counts true at once: a parcel into a bag sets the bag's count in the
   * picker (issue 62: it said 0 after 56 went in), and what still waits for every open bag to the
   * same hub; a bag scanned in becomes the bag being emptied, and its trip's count of bags in is read
   * again.
   */
  function countBag(answer: ScanResult) {
    const bagNow = answer.bag;
    if (!bagNow) return;
    if (answer.result === 'bagged') {
      queryClient.setQueryData(bagsQuery(hub.id, 'open').queryKey, (list) =>
        list?.map((each) => ({
          ...each,
          ...(each.id === bagNow.id ? { parcelCount: bagNow.parcelCount } : {}),
          ...(each.destinationHub.id === bagNow.destinationHub.id && bagNow.waiting !== undefined
            ? { waiting: bagNow.waiting }
            : {}),
        })),
      );
    }
    if (answer.result === 'bag_received') {
      changeSetup({ checkingBagId: bagNow.id });
      void queryClient.refetchQueries({ queryKey: tripsQuery(hub.id, 'incoming').queryKey });
    }
  }

  function scan(code: ScannedCode) {
    const scanId = crypto.randomUUID();
    const text = codeText(code);
    const at = new Date().toISOString();
    const action = actionFor(mode, code);
    const sealNumber = seal.trim();
    if (action === 'receive_bag' && !sealNumber) {
      // A bag is taken in only with its seal checked: the number first, then the label.
      signal('refused', text);
      setEntries((list) => [
        { scanId, code: text, at, state: 'refused' as const, problem: t('scan.sealFirst') },
        ...list,
      ]);
      return;
    }
    if (action === 'receive_bag') setSeal('');
    const into = mode === 'bag' && bag ? bag.id : undefined;
    setEntries((list) => [{ scanId, code: text, at, state: 'sending' as const, bagId: into }, ...list]);
    send.mutate(
      {
        hubId: hub.id,
        code: sentCode(code),
        action,
        ...(into ? { bagId: into } : {}),
        ...(action === 'receive_bag' ? { sealNumber } : {}),
        ...(action === 'handout' && rider ? { riderId: rider.id } : {}),
        scanId,
        deviceId: deviceId(),
        scannedAt: at,
      },
      {
        onSuccess: (outcome) => {
          signal(
            outcome.sent
              ? (scanOutcome({ code: text, state: 'done', result: outcome.answer }) ?? 'ok')
              : 'ok',
            text,
          );
          if (outcome.sent) countBag(outcome.answer);
          // A problem the scan recorded (another seal, another rider's parcel) shows among the hub's at once.
          if (outcome.sent && (outcome.answer.seal === 'differs' || outcome.answer.handedTo?.insteadOf))
            void queryClient.invalidateQueries({ queryKey: hubExceptionsQuery(hub.id).queryKey });
          if (outcome.sent) update(scanId, { state: 'done', result: outcome.answer });
          else update(scanId, { state: 'kept' });
        },
        onError: (error) => {
          signal('refused', text);
          update(scanId, { state: 'refused', problem: errorText(error, ['network']) });
        },
      },
    );
  }

  const latest = entries.find((entry) => entry.state !== 'sending' && entry.state !== 'kept');
  const prompt = needsBag
    ? t('scan.prompt.chooseBag')
    : needsRider
      ? t('scan.prompt.chooseRider')
      : mode === 'handout'
        ? t('scan.prompt.handoutTo', { name: rider?.name ?? '' })
        : latest?.result && mode !== 'bag'
          ? t(`scan.next.${latest.result.next}`, { hub: hubNameOf(latest.result.parcel?.nextHub) })
          : t(`scan.prompt.${mode}`, { bag: bag?.code ?? '', hub: hubNameOf(bag?.destinationHub) });

  const all = [...keptEarlier, ...entries];
  const tallies: { id: string; label: string; scanned: number; expected: number }[] = [];
  const fill = bag ? bagFillOf(bag, filling.data) : undefined;
  const fillFigures = fill ? fillTally(fill, all) : undefined;
  if (mode === 'bag' && bag && !fillFigures) {
    // Until the bag's list is read, its count alone.
    tallies.push({
      id: 'bag',
      label: t('scan.tally.filling', { bag: bag.code }),
      scanned: bag.parcelCount,
      expected: bag.parcelCount,
    });
  }
  /** A bag in the picker: "12 of 30", the same figures as the count under it for the bag chosen. */
  const bagFigures = (each: BagView) =>
    each.id === bag?.id && fillFigures
      ? fillFigures
      : { scanned: each.parcelCount, expected: each.parcelCount + (each.waiting ?? 0) };
  if (mode === 'receive_bag' && checking.data) {
    const manifest = checking.data.parcels;
    tallies.push({
      id: 'bag-out',
      label: t('scan.tally.bagOut', { bag: checking.data.code }),
      ...tally(
        manifest.map((item) => item.trackingId),
        manifest.filter((item) => item.outcome === 'received').map((item) => item.trackingId),
        all,
        (entry) => entry.result?.result === 'received_from_bag',
      ),
    });
    const trip = incomingTrips.data?.find((each) => each.id === checking.data.tripId);
    if (trip) {
      tallies.push({
        id: 'trip',
        label: t('scan.tally.trip', { trip: trip.code }),
        scanned: trip.bagsIn,
        expected: trip.bagCount,
      });
    }
  }
  if (mode === 'handout' && rider) {
    const run = (work.data?.deliveries ?? [])
      .flatMap((group) => group.parcels)
      .filter((parcel) => parcel.riderId === rider.id)
      .map((parcel) => parcel.trackingId);
    tallies.push({
      id: 'handout',
      label: t('scan.tally.handout', { name: rider.name }),
      ...tally(run, [], all, (entry) => entry.result?.handedTo?.riderId === rider.id),
    });
  }

  return (
    // data-first-screen: the station is drawn, so the server's copy of it goes (index.html) and a label
    // scanned on the copy is sent from here.
    <div className="space-y-4" data-first-screen>
      <ScanModes mode={mode} onChange={setMode} />
      <RefreshedAt updatedAt={openBags.dataUpdatedAt} />
      {mode === 'bag' && (
        <div className="max-w-md">
          <label htmlFor="scan-bag" className={fieldLabelClass}>
            {t('scan.bag')}
          </label>
          {openBags.data && openBags.data.length === 0 ? (
            <p className="text-sm">
              {t('scan.noOpenBag')}{' '}
              <Link to={paths.hubBags} className="link link-primary">
                {t('scan.openBagLink')}
              </Link>
            </p>
          ) : (
            <ItemSelect
              id="scan-bag"
              value={bagId}
              onChoose={setBagId}
              placeholder={t('scan.chooseBag')}
              items={openBags.data ?? []}
              itemValue={(each) => each.id}
              itemLabel={(each) => {
                const { scanned, expected } = bagFigures(each);
                return `${each.code} → ${hubName(each.destinationHub)} (${t('scan.tally.of', { scanned: number(scanned), expected: number(expected) })})`;
              }}
            />
          )}
        </div>
      )}
      {mode === 'receive_bag' && (
        <div className="max-w-md">
          <FormField id="scan-seal" label={t('scan.seal')} hint={t('scan.sealHint')}>
            <input
              id="scan-seal"
              className="input w-full font-mono"
              autoComplete="off"
              maxLength={40}
              value={seal}
              onChange={(event) => setSeal(event.target.value)}
              aria-describedby="scan-seal-hint"
            />
          </FormField>
        </div>
      )}
      {mode === 'handout' && (
        <div className="max-w-md">
          <label htmlFor="scan-rider" className={fieldLabelClass}>
            {t('scan.rider')}
          </label>
          {work.data && work.data.riders.length === 0 ? (
            <p className="text-sm">{t('scan.noRider')}</p>
          ) : (
            <ItemSelect
              id="scan-rider"
              value={riderId}
              onChoose={setRiderId}
              placeholder={t('scan.chooseRider')}
              items={work.data?.riders ?? []}
              itemValue={(each) => each.id}
              itemLabel={(each) => `${each.name} · ${each.phone}`}
            />
          )}
        </div>
      )}
      {mode === 'bag' && bag && fillFigures && (
        <BagFilling bag={bag} detail={filling.data} figures={fillFigures} />
      )}
      {tallies.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-2">
          {tallies.map((each) => (
            <ScanCounter key={each.id} {...each} filling={each.id === 'bag'} />
          ))}
        </div>
      )}
      <ScanFlash flash={flash} />
      <BarcodeScanner
        id="hub-scan"
        prompt={prompt}
        accept={accepted[mode]}
        onScan={scan}
        disabled={needsBag || needsRider}
        focusKey={`${mode}:${bagId}:${riderId}`}
        carryOver
      />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('scan.results')}</h2>
        <ScanResults hubId={hub.id} entries={all} />
      </section>
      <HubExceptions hubId={hub.id} canRelease={hub.position !== 'operator'} />
    </div>
  );
}
