import type { NetworkExceptionView } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDhakaDateTime } from '../../../lib/format';
import { useHubName } from '../../../lib/use-hub-name';
import { PhotoButton } from '../../delivery-admin/components/photo-button';
import { readLastHolder } from '../board-figures';
import { ResolveExceptionForm } from './resolve-exception-form';

const kindBadge: Record<NetworkExceptionView['kind'], string> = {
  missing: 'badge-error',
  misrouted: 'badge-warning',
  damaged: 'badge-secondary',
  bag_overdue: 'badge-error',
  seal_mismatch: 'badge-warning',
  wrong_rider: 'badge-warning',
  lost: 'badge-error',
  taken_from_holder: 'badge-warning',
};

/** The last holder in the page's words (`kind:id` from the API, with the bag's details when it was a bag). */
function LastHolder({ exception }: { exception: NetworkExceptionView }) {
  const { t } = useTranslation('network-board');
  const hubName = useHubName();
  const holder = readLastHolder(exception.lastHolder);
  // A bag's exception names the trip it came on.
  const trip = /^trip:(.+)$/.exec(exception.lastHolder)?.[1];
  if (trip) return <>{t('holder.tripNamed', { trip })}</>;
  if (!holder) return <>{exception.lastHolder}</>;
  const bag = exception.lastHolderBag;
  if (holder.kind === 'bag' && bag) {
    return (
      <>
        {t('holder.bagNamed', {
          bag: bag.code,
          hub: hubName(bag.originHub),
          seal: bag.sealNumber ?? '—',
        })}
      </>
    );
  }
  if (holder.kind === 'hub' && holder.id) {
    const name = exception.hub?.id === holder.id ? hubName(exception.hub) : holder.id.toUpperCase();
    return <>{t('holder.hubNamed', { hub: name })}</>;
  }
  return <>{t(`holder.${holder.kind}`)}</>;
}

/** One exception: what, which parcel, where, who held it last, the note and photo; resolving when open. */
export function ExceptionCard({ exception }: { exception: NetworkExceptionView }) {
  const { t, i18n } = useTranslation('network-board');
  const hubName = useHubName();
  const [resolving, setResolving] = useState(false);
  const date = (iso: string) => formatDhakaDateTime(iso, i18n.language);
  return (
    <li
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
      data-testid="network-exception"
      data-tracking-id={exception.trackingId ?? undefined}
      data-bag-code={exception.lastHolderBag?.code}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`badge ${kindBadge[exception.kind]}`}>{t(`kind.${exception.kind}`)}</span>
        {exception.trackingId ? (
          <Link to={paths.track(exception.trackingId)} className="link link-primary font-mono text-sm">
            {exception.trackingId}
          </Link>
        ) : (
          <span className="text-sm font-semibold">
            {t('exception.bag', { bag: exception.lastHolderBag?.code ?? '' })}
          </span>
        )}
        <time className="ms-auto text-xs opacity-80" dateTime={exception.createdAt}>
          {date(exception.createdAt)}
        </time>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="opacity-80">{t('exception.hub')}</dt>
        <dd>{exception.hub ? hubName(exception.hub) : t('stuck.unknownHub')}</dd>
        <dt className="opacity-80">{t('exception.lastHolder')}</dt>
        <dd className="break-words">
          <LastHolder exception={exception} />
        </dd>
        {exception.takenAt && (
          <>
            <dt className="opacity-80">{t('exception.takenAt')}</dt>
            <dd data-testid="exception-taken-at">
              {t('holder.hubNamed', { hub: hubName(exception.takenAt) })}
            </dd>
          </>
        )}
        {exception.note && (
          <>
            <dt className="opacity-80">{t('exception.note')}</dt>
            <dd className="whitespace-pre-wrap break-words">{exception.note}</dd>
          </>
        )}
        {exception.resolvedAt && (
          <>
            <dt className="opacity-80">{t('exception.resolvedAt')}</dt>
            <dd>{date(exception.resolvedAt)}</dd>
          </>
        )}
        {exception.resolutionNote && (
          <>
            <dt className="opacity-80">{t('exception.resolution')}</dt>
            <dd className="whitespace-pre-wrap break-words">{exception.resolutionNote}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        {exception.photoId && exception.trackingId && (
          <PhotoButton photoId={exception.photoId} trackingId={exception.trackingId} />
        )}
        {exception.status === 'open' && !resolving && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setResolving(true)}>
            {t(
              exception.kind === 'damaged'
                ? 'resolve.release'
                : exception.kind === 'taken_from_holder'
                  ? 'resolve.confirm'
                  : 'resolve.open',
            )}
          </button>
        )}
      </div>
      {exception.status === 'open' && resolving && (
        <ResolveExceptionForm
          exceptionId={exception.id}
          trackingId={exception.trackingId ?? exception.lastHolderBag?.code ?? ''}
          onCancel={() => setResolving(false)}
        />
      )}
    </li>
  );
}
