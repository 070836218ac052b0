import { useTranslation } from 'react-i18next';

/** A hub's name in the page's language (its Bangla name on a Bangla page). */
export function useHubName(): (hub: { name: string; nameBn: string }) => string {
  const { i18n } = useTranslation();
  const bangla = i18n.language === 'bn';
  return (hub) => (bangla ? hub.nameBn : hub.name);
}
