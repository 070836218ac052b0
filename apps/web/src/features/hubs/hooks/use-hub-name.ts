import type { Hub } from '@desh/shared';
import { useTranslation } from 'react-i18next';

/** A hub's name in the page's language. */
export function useHubName(): (hub: Pick<Hub, 'name' | 'nameBn'>) => string {
  const { i18n } = useTranslation();
  const bn = i18n.language === 'bn';
  return (hub) => (bn ? hub.nameBn : hub.name);
}
