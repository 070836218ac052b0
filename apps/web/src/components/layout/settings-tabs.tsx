import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

/** The merchant settings pages: pickup stores and API keys. */
export function SettingsTabs() {
  const { t } = useTranslation('stores');
  const tab = ({ isActive }: { isActive: boolean }) => `tab ${isActive ? 'tab-active' : ''}`;
  return (
    <nav aria-label={t('tabs.label')} className="tabs tabs-border mb-6">
      <NavLink to={paths.stores} className={tab}>
        {t('tabs.stores')}
      </NavLink>
      <NavLink to={paths.apiKeys} className={tab}>
        {t('tabs.apiKeys')}
      </NavLink>
    </nav>
  );
}
