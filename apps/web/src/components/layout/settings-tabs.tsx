import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

const settingsLinks = [
  { to: paths.stores, label: 'tabs.stores' },
  { to: paths.apiKeys, label: 'tabs.apiKeys' },
  { to: paths.webhooks, label: 'tabs.webhooks' },
  { to: paths.payoutAccount, label: 'tabs.payoutAccount' },
  { to: paths.account, label: 'tabs.account' },
];

/** The settings pages: pickup stores, API keys, webhooks, the payout account and the account's sign-in phone. */
export function SettingsTabs() {
  const { t } = useTranslation('stores');
  const tab = ({ isActive }: { isActive: boolean }) => `btn btn-sm ${isActive ? 'btn-primary' : 'btn-ghost'}`;
  return (
    <nav aria-label={t('tabs.label')} className="mb-6 flex flex-wrap gap-2 border-b border-base-300 pb-3">
      {settingsLinks.map(({ to, label }) => (
        <NavLink key={to} to={to} className={tab}>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
