import type { HubRef } from '@desh/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubName } from '../../lib/use-hub-name';
import { useDhakaDate } from '../../lib/use-money';
import { HeadedSection } from '../ui/page-title';

/**
 * A parcel's story as both parcel pages draw it (head office's desk and the shop's own page): one
 * part with a heading and its rows, or a line saying there are none; one dated row; one custody scan.
 * The scan words are the parcel desk's translations (`parcel-desk` namespace), which both pages load.
 */
export function StoryPart({
  id,
  title,
  empty,
  noneText,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  noneText: string;
  children: ReactNode;
}) {
  return (
    <HeadedSection
      id={`story-${id}`}
      title={title}
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      {empty ? (
        <p className="text-sm opacity-80">{noneText}</p>
      ) : (
        <ol className="space-y-2 text-sm">{children}</ol>
      )}
    </HeadedSection>
  );
}

export function StoryRow({ at, children, testId }: { at: string; children: ReactNode; testId?: string }) {
  const date = useDhakaDate();
  return (
    <li
      className="flex flex-col gap-0.5 border-b border-base-200 pb-2 last:border-0 sm:flex-row sm:gap-3"
      data-testid={testId}
    >
      <time dateTime={at} className="shrink-0 tabular-nums opacity-80 sm:w-44">
        {date(at)}
      </time>
      <div className="min-w-0 break-words">{children}</div>
    </li>
  );
}

/** One handover on the custody chain: what the scan did, at which hub, the bag and its seal, who has it now. */
export function CustodyScan({
  scan,
  at,
  who,
}: {
  scan: {
    action: string;
    result: string;
    toHolder: string | null;
    hub: HubRef | null;
    bagCode: string | null;
    sealNumber: string | null;
  };
  at: string;
  /** The line saying who scanned (the desk: name and device; a shop: role and first name). */
  who: ReactNode;
}) {
  const { t } = useTranslation('parcel-desk');
  const hubName = useHubName();
  return (
    <StoryRow at={at} testId="custody-row">
      <span className="font-medium">
        {scan.action === 'status'
          ? t('scan.status', {
              status: t(`status.${scan.result}`, { ns: 'tracking', defaultValue: scan.result }),
            })
          : t(`scan.${scan.action}`, { defaultValue: scan.action })}
      </span>
      {scan.hub && ` · ${hubName(scan.hub)}`}
      {scan.bagCode && ` · ${t('story.bag', { code: scan.bagCode, seal: scan.sealNumber ?? '—' })}`}
      {scan.toHolder &&
        ` · ${t(`story.now.${scan.toHolder.split(':')[0]}`, { defaultValue: scan.toHolder })}`}
      {who && <span className="block opacity-80">{who}</span>}
    </StoryRow>
  );
}
