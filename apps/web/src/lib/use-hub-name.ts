import { useTranslation } from 'react-i18next';

/** A hub's name in the page's language (its Bangla name on a Bangla page). */
export function useHubName(): (hub: { name: string; nameBn: string }) => string {
  const { i18n } = useTranslation();
  const bangla = i18n.language === 'bn';
  return (hub) => (bangla ? hub.nameBn : hub.name);
}

/**
 * A hub as a list shows it: its name, and in English its code too (DHK-MIR). The Bangla name is
 * enough on a Bangla page, and the Latin code would stand out in it.
 */
export function useHubLabel(): (hub: { code: string; name: string; nameBn: string }) => string {
  const { i18n } = useTranslation();
  return (hub) => (i18n.language === 'bn' ? hub.nameBn : `${hub.name} (${hub.code})`);
}
