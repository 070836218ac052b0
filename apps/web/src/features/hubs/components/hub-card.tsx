import type { Hub } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/ui/figure';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useDistrictName } from '../../areas/hooks/use-district-name';
import { useHubName } from '../hooks/use-hub-name';
import { HubKindBadges } from './hub-kind-badges';

/** One hub in the list: code, name, district, kinds and its counts. */
export function HubCard({ hub, selected, onManage }: { hub: Hub; selected: boolean; onManage: () => void }) {
  const { t } = useTranslation('hubs');
  const hubName = useHubName();
  const districtName = useDistrictName();
  const number = useNumberFormat();
  return (
    <li
      className={`card border bg-base-100 ${selected ? 'border-primary' : 'border-base-300'}`}
      data-testid="hub-card"
      data-code={hub.code}
    >
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div>
            <p className="font-mono text-sm opacity-80">{hub.code}</p>
            <h3 className="text-lg font-semibold">{hubName(hub)}</h3>
            <p className="text-sm opacity-80">{districtName(hub.district)}</p>
          </div>
          {!hub.active && <span className="badge badge-warning badge-sm">{t('closed')}</span>}
        </div>
        <HubKindBadges kinds={hub.kinds} />
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          <Figure term={t('count.staff')} className="font-semibold">
            {number(hub.staffCount)}
          </Figure>
          <Figure term={t('count.riders')} className="font-semibold">
            {number(hub.riderCount)}
          </Figure>
          <Figure term={t('count.areas')} className="font-semibold">
            {number(hub.areaCount)}
          </Figure>
        </dl>
        <button
          type="button"
          className="btn btn-sm btn-outline mt-1"
          onClick={onManage}
          aria-pressed={selected}
        >
          {t('manage', { name: hubName(hub) })}
        </button>
      </div>
    </li>
  );
}
