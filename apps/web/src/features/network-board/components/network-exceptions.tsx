import { useTranslation } from 'react-i18next';
import { FiArrowLeft } from 'react-icons/fi';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { TabBar } from '../../../components/ui/tab-bar';
import { paths } from '../../../config/paths';
import { type ExceptionStatus, useNetworkExceptions } from '../api/network-exceptions';
import { ExceptionCard } from './exception-card';

const tabs: ExceptionStatus[] = ['open', 'resolved'];

function ExceptionList({ status }: { status: ExceptionStatus }) {
  const { t } = useTranslation('network-board');
  const exceptions = useNetworkExceptions(status);
  if (exceptions.isPending) return <Spinner />;
  if (exceptions.isError)
    return (
      <LoadError
        message={t('exceptions.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void exceptions.refetch()}
      />
    );
  if (exceptions.data.length === 0)
    return <p className="rounded-box bg-base-200 p-6 text-center">{t(`exceptions.none.${status}`)}</p>;
  return (
    <ul className="space-y-3">
      {exceptions.data.map((exception) => (
        <ExceptionCard key={exception.id} exception={exception} />
      ))}
    </ul>
  );
}

/** Every hub's exceptions, open or resolved (the tab is in the address, so it can be shared). */
export function NetworkExceptions() {
  const { t } = useTranslation('network-board');
  const [search, setSearch] = useSearchParams();
  const status: ExceptionStatus = search.get('status') === 'resolved' ? 'resolved' : 'open';
  return (
    <div className="space-y-4">
      <Link to={paths.adminNetwork} className="btn btn-ghost btn-sm">
        <FiArrowLeft aria-hidden />
        {t('exceptions.back')}
      </Link>
      <TabBar
        tabs={tabs}
        current={status}
        onChoose={(tab) => setSearch(tab === 'open' ? {} : { status: tab }, { replace: true })}
        tabLabel={(tab) => t(`exceptions.tab.${tab}`)}
        label={t('exceptions.tabs')}
        className="tabs tabs-box w-fit"
        tabClass={(active) => `tab ${active ? 'tab-active' : ''}`}
        tabId={(tab) => `exceptions-tab-${tab}`}
        panelId={() => 'exceptions-panel'}
      />
      <div id="exceptions-panel" role="tabpanel" aria-labelledby={`exceptions-tab-${status}`}>
        <ExceptionList status={status} />
      </div>
    </div>
  );
}
