import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubName } from '../../../lib/use-hub-name';

type HubRef = { code: string; name: string; nameBn: string };

const looks = {
  bags: { testId: 'bag-card', spacing: 'space-y-2' },
  trips: { testId: 'trip-card', spacing: 'space-y-1' },
} as const;

/**
 * A bag's or a trip's card: its code with `corner` (a time or a badge) beside it, then the hub at the
 * other end of its way (where it came from when `incoming`) and `load`, what it carries; `children` under.
 */
export function MovementCard({
  kind,
  item,
  incoming,
  corner,
  load,
  children,
}: {
  kind: keyof typeof looks;
  item: { code: string; originHub: HubRef; destinationHub: HubRef };
  incoming: boolean;
  corner: ReactNode;
  load: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('network');
  const hubName = useHubName();
  const other = incoming ? item.originHub : item.destinationHub;
  const { testId, spacing } = looks[kind];
  return (
    <li className={`${spacing} rounded-box border border-base-300 bg-base-100 p-3`} data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-mono font-semibold">{item.code}</p>
        {corner}
      </div>
      <p className="text-sm">
        {t(`${kind}.${incoming ? 'fromHub' : 'toHub'}`, { hub: hubName(other), code: other.code })}
        {' · '}
        {load}
      </p>
      {children}
    </li>
  );
}
