import { dhakaDate, type RateCard, type RateCardCells, rateCardListQuerySchema } from '@desh/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { HeadedSection } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { formatDay, formatNumber } from '../../../lib/format';
import { useRateCards } from '../api/rate-cards';
import { RateCardForm } from './rate-card-form';

/** The card in force today: the latest effective by today (the list is newest first). */
const inForce = (cards: RateCard[]) => cards.find((card) => card.effectiveFrom <= dhakaDate());

function History({ cards }: { cards: RateCard[] }) {
  const { t, i18n } = useTranslation('admin');
  const current = inForce(cards);
  if (cards.length === 0) return <p className="rounded-box bg-base-200 p-4">{t('rateCards.history.none')}</p>;
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {cards.map((card) => (
        <li key={card.id} className="flex flex-wrap items-center gap-2 p-3" data-testid="rate-card">
          <span className="font-medium">
            {t('rateCards.history.from', { day: formatDay(card.effectiveFrom, i18n.language) })}
          </span>
          {card === current && (
            <span className="badge badge-success badge-sm">{t('rateCards.history.inForce')}</span>
          )}
          {card.effectiveFrom > dhakaDate() && (
            <span className="badge badge-info badge-sm">{t('rateCards.history.upcoming')}</span>
          )}
          <span className="text-sm opacity-80">
            {t('rateCards.history.cells', {
              count: Object.keys(card.cells).length,
              number: formatNumber(Object.keys(card.cells).length, i18n.language),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function MerchantRateCard({ email }: { email: string }) {
  const { t } = useTranslation('admin');
  const cards = useRateCards(email);
  if (cards.isPending) return <Spinner />;
  if (cards.isError)
    return (
      <LoadError
        message={errorText(cards.error)}
        retryLabel={t('rateCards.retry')}
        onRetry={() => void cards.refetch()}
      />
    );
  const current = inForce(cards.data);
  return (
    <div className="space-y-6">
      <HeadedSection id="rate-card-edit" title={t('rateCards.edit.title', { email })}>
        <p className="mb-3 text-sm opacity-80">{t('rateCards.edit.hint')}</p>
        <RateCardForm
          key={current?.id ?? 'list'}
          merchantEmail={email}
          current={(current?.cells ?? {}) as RateCardCells}
        />
      </HeadedSection>
      <HeadedSection id="rate-card-history" title={t('rateCards.history.title')}>
        <History cards={cards.data} />
      </HeadedSection>
    </div>
  );
}

/** An admin finds a merchant by email, sees its rate card history and gives it new prices from a day on. */
export function RateCardsAdmin() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email?: unknown }, unknown, { email?: string | undefined }>({
    resolver: zodResolver(rateCardListQuerySchema),
    defaultValues: { email },
  });
  const onSubmit = handleSubmit((values) => {
    const chosen = values.email ?? '';
    setEmail(chosen);
    setParams(chosen ? { email: chosen } : {}, { replace: true });
  });
  const error = errors.email?.message;
  return (
    <div className="space-y-6">
      <p className="text-sm opacity-80">{t('rateCards.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <label className="form-control min-w-64 flex-1">
          <span className="mb-1 block text-sm">{t('rateCards.field.email')}</span>
          <input
            type="email"
            className={`input w-full ${error ? 'input-error' : ''}`}
            aria-invalid={Boolean(error)}
            data-testid="merchant-email"
            {...register('email')}
          />
          {error && (
            <span className="mt-1 block text-sm text-error">
              {t(error, { ns: 'validation', defaultValue: error })}
            </span>
          )}
        </label>
        <button type="submit" className="btn btn-primary">
          {t('rateCards.find')}
        </button>
      </form>
      {email ? (
        <MerchantRateCard email={email} />
      ) : (
        <p className="rounded-box bg-base-200 p-4">{t('rateCards.chooseMerchant')}</p>
      )}
    </div>
  );
}
