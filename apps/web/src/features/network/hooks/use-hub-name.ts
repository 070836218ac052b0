import type { HubRef } from '@desh/shared';
import { useTranslation } from 'react-i18next';

/** A hub's name in the page's language. */
export function useHubName(): (hub: HubRef | null | undefined) => string {
  const { i18n } = useTranslation();
  const bangla = i18n.language === 'bn';
  return (hub) => (hub ? (bangla ? hub.nameBn : hub.name) : '');
}
