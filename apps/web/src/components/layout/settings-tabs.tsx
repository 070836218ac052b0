import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

/** The settings pages: pickup stores, API keys, webhooks, the payout account and the account's sign-in phone. */
export function SettingsTabs() {
  const { t } = useTranslation('stores');
  const tab = ({ isActive }: { isActive: boolean }) => `btn btn-sm ${isActive ? 'btn-primary' : 'btn-ghost'}`;
  return (
    <nav aria-label={t('tabs.label')} className="mb-6 flex flex-wrap gap-2 border-b border-base-300 pb-3">
      <NavLink to={paths.stores} className={tab}>
        {t('tabs.stores')}
      </NavLink>
      <NavLink to={paths.apiKeys} className={tab}>
        {t('tabs.apiKeys')}
      </NavLink>
      <NavLink to={paths.webhooks} className={tab}>
        {t('tabs.webhooks')}
      </NavLink>
      <NavLink to={paths.payoutAccount} className={tab}>
        {t('tabs.payoutAccount')}
      </NavLink>
      <NavLink to={paths.account} className={tab}>
        {t('tabs.account')}
      </NavLink>
    </nav>
  );
}
