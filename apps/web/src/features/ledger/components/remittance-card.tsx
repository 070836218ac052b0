import type { HubRemittance } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/ui/figure';
import { useDhakaDate, usePoisha } from '../../../lib/use-money';
import { type CountProps, DeclaredCashCard } from './declared-cash-card';

/** The hub's name in the page's language. */
export function useHubName() {
  const { i18n } = useTranslation();
  return (hub: { name: string; nameBn: string }) => (i18n.language === 'bn' ? hub.nameBn : hub.name);
}

/** A hub's remittance to head office; the count form while it waits, if `onCount` (admins). */
export function RemittanceCard({ remittance, ...count }: { remittance: HubRemittance } & CountProps) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const date = useDhakaDate();
  const hubName = useHubName();
  return (
    <DeclaredCashCard
      cash={remittance}
      testAttributes={{ 'data-testid': 'remittance', 'data-hub': remittance.hubCode }}
      heading={t('remittance.hub', {
        hub: hubName({ name: remittance.hubName, nameBn: remittance.hubNameBn }),
      })}
      subheading={`${date(remittance.declaredAt)} · ${remittance.declaredByName}`}
      figures={
        <Figure term={t('remittance.reference')} className="break-all">
          {remittance.reference}
        </Figure>
      }
      uncountedFigures={
        <Figure term={t('remittance.hubCash')} className="tabular-nums">
          {money(remittance.hubCashPoisha)}
        </Figure>
      }
      {...count}
      doneText={t('remittance.confirmed')}
      shortText={(amount) => t('remittance.short', { amount })}
    />
  );
}
