import type { ShopParcelPage as Page } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiArrowLeft, FiMapPin, FiPrinter } from 'react-icons/fi';
import { Link } from 'react-router';
import { CustodyScan, StoryPart, StoryRow } from '../../../components/parcel-story/story-part';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { formatDhakaDateTime } from '../../../lib/format';
import { usePoisha, useTaka } from '../../../lib/use-money';
import { useAreaName } from '../../areas/hooks/use-area-name';
import { PhotoButton } from '../../delivery-admin/components/photo-button';
import { senderReturnNote, useShopParcel } from '../api/shop-parcel';
import { ShopParcelDecision } from './shop-parcel-decision';
import { ShopParcelEdit } from './shop-parcel-edit';

function Facts({ rows, testId }: { rows: Array<[string, string]>; testId: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="opacity-80">{label}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The receiver as booked (or as the shop changed it) and the parcel's money: COD, the amount to collect, the fee's parts. */
function Summary({ page }: { page: Page }) {
  const { t } = useTranslation('parcels');
  const taka = useTaka();
  const areaName = useAreaName();
  const { parcel } = page;
  const breakdown = parcel.feeBreakdown;
  const feeRows: Array<[string, string]> = breakdown
    ? ([
        [t('quote.zoneBase'), taka(breakdown.zoneBase)],
        breakdown.typeSurcharge > 0 ? [t('quote.typeSurcharge'), taka(breakdown.typeSurcharge)] : null,
        breakdown.weightCharge > 0 ? [t('page.weightCharge'), taka(breakdown.weightCharge)] : null,
        breakdown.expressCharge > 0 ? [t('quote.expressCharge'), taka(breakdown.expressCharge)] : null,
        breakdown.codCharge > 0 ? [t('quote.codCharge'), taka(breakdown.codCharge)] : null,
      ].filter(Boolean) as Array<[string, string]>)
    : [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="page-receiver"
        className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
      >
        <h2 id="page-receiver" className="text-lg font-semibold">
          {t('page.receiver')}
        </h2>
        <Facts
          testId="page-receiver-facts"
          rows={[
            [t('field.receiverName'), parcel.receiverName],
            [t('field.receiverPhone'), parcel.receiverPhone ?? '—'],
            [t('field.deliveryAddress'), parcel.deliveryAddress],
            [t('page.area'), areaName(parcel.deliveryDistrict, parcel.deliveryUpazila) || '—'],
            [t('page.order'), parcel.merchantOrderId ?? '—'],
            [t('page.parcel'), `${parcel.parcelTitle} · ${t(`type.${parcel.parcelType}`)}`],
          ]}
        />
        {page.editable || page.needsDecision ? (
          <ShopParcelEdit page={page} />
        ) : (
          <p className="text-sm opacity-80" data-testid="page-locked">
            {t('page.locked')}
          </p>
        )}
      </section>
      <section
        aria-labelledby="page-money"
        className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
      >
        <h2 id="page-money" className="text-lg font-semibold">
          {t('page.money')}
        </h2>
        <Facts
          testId="page-money-facts"
          rows={[
            [t('page.cod'), parcel.paymentMethod === 'cod' ? taka(parcel.codAmount) : t('page.prepaid')],
            [t('page.toCollect'), taka(parcel.amountToCollect)],
            [t('page.fee'), taka(parcel.deliveryFee)],
            [t('page.returnCharge'), taka(parcel.returnCharge)],
          ]}
        />
        {feeRows.length > 0 && (
          <div>
            <h3 className="mb-1 text-sm font-semibold">{t('page.feeParts')}</h3>
            <dl className="space-y-1 text-sm" data-testid="page-fee-parts">
              {feeRows.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4">
                  <dt>{label}</dt>
                  <dd className="tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </section>
    </div>
  );
}

/** Who did it, as a shop sees staff: their role and first name. */
function useStaff() {
  const { t } = useTranslation('parcels');
  return (role: string | null, firstName: string | null) => {
    const roleText = role ? t(`role.${role}`, { ns: 'common', defaultValue: role }) : '';
    if (!roleText && !firstName) return '';
    return t('page.by', { who: [roleText, firstName].filter(Boolean).join(' ') });
  };
}

const shopEditNote = /^The sender changed the receiver’s (.+) (before pickup|for the next attempt)\.$/;
const noteFields: Record<string, string> = {
  name: 'page.note.name',
  phone: 'page.note.phone',
  address: 'page.note.address',
  'COD amount': 'page.note.cod',
};

/** The notes the shop's own choices leave (written by the server in English), in the page's language. */
export function useShopNote() {
  const { t } = useTranslation('parcels');
  return (text: string) => {
    if (text === senderReturnNote) return t('page.note.returnChosen');
    const edit = shopEditNote.exec(text);
    if (!edit) return text;
    const fields = (edit[1] ?? '').split(', ').map((field) => t(noteFields[field] ?? field));
    return t(edit[2] === 'before pickup' ? 'page.note.changedBeforePickup' : 'page.note.changedForNext', {
      fields: fields.join(', '),
    });
  };
}

/**
 * A step's fixed reason (public tracking's code) in the page's language, as tracking words it: the
 * server's own notes are English and never shown (issue 63: "not attempted" read in English).
 */
function useStepReason() {
  const { t, i18n } = useTranslation('tracking');
  return ({ reason, rescheduleDate }: Pick<Page['timeline'][number], 'reason' | 'rescheduleDate'>) =>
    (reason === 'reschedule' || reason === 'receiver_rescheduled') && rescheduleDate
      ? t(`reason.${reason}_on`, { day: formatDhakaDateTime(rescheduleDate, i18n.language, false) })
      : t(`reason.${reason}`);
}

/** Everything that happened to the parcel: custody chain, timeline, door, receiver's notes, its money. */
function Story({ page }: { page: Page }) {
  const { t } = useTranslation('parcels');
  const money = usePoisha();
  const staff = useStaff();
  const note = useShopNote();
  const reason = useStepReason();
  const none = t('page.none');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <StoryPart id="custody" title={t('page.custody')} empty={page.custody.length === 0} noneText={none}>
        {page.custody.map((scan) => (
          <CustodyScan
            key={`${scan.at}-${scan.action}-${scan.result}`}
            scan={scan}
            at={scan.at}
            who={scan.by ? staff(scan.by.role, scan.by.firstName) : ''}
          />
        ))}
      </StoryPart>
      <StoryPart id="timeline" title={t('page.timeline')} empty={page.timeline.length === 0} noneText={none}>
        {page.timeline.map((step) => (
          <StoryRow key={`${step.at}-${step.fromStatus}-${step.toStatus}-${step.note ?? ''}`} at={step.at}>
            <span className="font-medium">{t(`status.${step.toStatus}`, { ns: 'tracking' })}</span>
            {step.actorRole &&
              ` · ${t(`role.${step.actorRole}`, { ns: 'common', defaultValue: step.actorRole })}`}
            {step.reason && (
              <span className="block" data-testid="timeline-reason">
                {reason(step)}
              </span>
            )}
            {step.note && <span className="block opacity-80">{note(step.note)}</span>}
          </StoryRow>
        ))}
      </StoryPart>
      <StoryPart
        id="attempts"
        title={t('page.attempts')}
        empty={page.attempts.length === 0 && page.calls.length === 0}
        noneText={none}
      >
        {page.attempts.map((attempt) => (
          <StoryRow key={`attempt-${attempt.attemptNo}`} at={attempt.at} testId="attempt-row">
            <span className="font-medium">
              {t('page.attempt', {
                no: attempt.attemptNo,
                reason: t(`reason.${attempt.reason}`, { ns: 'tracking', defaultValue: attempt.reason }),
              })}
            </span>
            {attempt.riderFirstName && ` · ${staff('rider', attempt.riderFirstName)}`}
            {attempt.note && <span className="block opacity-80">{attempt.note}</span>}
          </StoryRow>
        ))}
        {page.calls.map((call) => (
          <StoryRow key={`call-${call.at}`} at={call.at} testId="call-row">
            {t('page.call', { rider: call.riderFirstName ?? '—' })}
          </StoryRow>
        ))}
      </StoryPart>
      <StoryPart id="proof" title={t('page.proof')} empty={page.proofs.length === 0} noneText={none}>
        {page.proofs.map((proof) => (
          <StoryRow key={`proof-${proof.at}`} at={proof.at}>
            {t(`proof.${proof.kind}`, { ns: 'parcel-desk', defaultValue: proof.kind })}
            {proof.receiverName && ` · ${t('page.receivedBy', { name: proof.receiverName })}`}
            {` · ${t('page.cashTaken', { amount: money(proof.cashCollectedPoisha) })}`}
            {proof.photoId && (
              <span className="mt-2 block">
                <PhotoButton photoId={proof.photoId} trackingId={page.parcel.trackingId} asSender />
              </span>
            )}
          </StoryRow>
        ))}
      </StoryPart>
      <StoryPart
        id="receiver-notes"
        title={t('page.receiverNotes')}
        empty={page.receiverNotes.length === 0}
        noneText={none}
      >
        {page.receiverNotes.map((note) => (
          <StoryRow key={`note-${note.at}`} at={note.at}>
            {note.note}
          </StoryRow>
        ))}
      </StoryPart>
      <StoryPart id="ledger" title={t('page.ledger')} empty={page.ledger.length === 0} noneText={none}>
        {page.ledger.map((line) => (
          <StoryRow key={`${line.entryId}-${line.purpose}-${line.amountPoisha}`} at={line.at}>
            {t(`page.purpose.${line.purpose}`, { defaultValue: line.purpose })} ·{' '}
            <span className="tabular-nums font-medium">{money(Math.abs(line.amountPoisha))}</span>
          </StoryRow>
        ))}
      </StoryPart>
    </div>
  );
}

/** The shop's own page for one parcel (issue 63 item 5). */
export function ShopParcelPage({ trackingId }: { trackingId: string }) {
  const { t } = useTranslation('parcels');
  const page = useShopParcel(trackingId);
  return (
    <div className="space-y-4">
      <Link to={paths.myParcels} className="btn btn-ghost btn-sm">
        <FiArrowLeft aria-hidden />
        {t('page.back')}
      </Link>
      {page.isPending ? (
        <Spinner />
      ) : page.isError ? (
        <LoadError
          message={errorText(page.error, ['parcels'])}
          retryLabel={t('page.retry')}
          onRetry={() => void page.refetch()}
        />
      ) : (
        <>
          {/* data-first-screen: the app's page is drawn, so the server's copy of it goes (index.html). */}
          <div className="flex flex-wrap items-center gap-2" data-first-screen>
            <p className="font-mono text-lg font-semibold">{page.data.parcel.trackingId}</p>
            <StatusBadge status={page.data.parcel.status} />
            <span className="grow" />
            <Link to={paths.track(trackingId)} className="btn btn-sm btn-outline">
              <FiMapPin aria-hidden />
              {t('action.track')}
            </Link>
            <Link to={paths.parcelLabel(page.data.parcel._id)} className="btn btn-sm btn-outline">
              <FiPrinter aria-hidden />
              {t('action.label')}
            </Link>
          </div>
          {page.data.needsDecision && <ShopParcelDecision page={page.data} />}
          <Summary page={page.data} />
          <Story page={page.data} />
        </>
      )}
    </div>
  );
}
