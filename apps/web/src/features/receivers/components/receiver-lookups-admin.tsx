import {
  normalizeBdMobile,
  type ReceiverLookupEntry,
  type ReceiverLookupOutcome,
  receiverLookupsQuerySchema,
} from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlProps, FormField } from '../../../components/ui/form-field';
import { QueryFallback } from '../../../components/ui/load-error';
import { HeadedSection } from '../../../components/ui/page-title';
import { RowList, SpreadRow } from '../../../components/ui/row-list';
import { formatDhakaDateTime } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { useReceiverLookups } from '../api/receiver-lookups';
import { sectionClass } from './section-class';

const outcomeTone: Record<ReceiverLookupOutcome, string> = {
  answered: 'badge-success',
  no_volume: 'badge-error',
  used_up: 'badge-warning',
  rate_limited: 'badge-warning',
};

function LookupRow({ entry }: { entry: ReceiverLookupEntry }) {
  const { t, i18n } = useTranslation('receivers');
  return (
    <SpreadRow testId="receiver-lookup" wrap>
      <div className="min-w-0">
        <p className="font-semibold">{entry.merchant.name}</p>
        <p className="truncate text-sm opacity-80">{entry.merchant.email}</p>
        <p className="text-sm opacity-80">{formatDhakaDateTime(entry.at, i18n.language)}</p>
      </div>
      <div className="flex flex-wrap gap-1">
        <span className={`badge badge-soft ${outcomeTone[entry.outcome]}`} data-outcome={entry.outcome}>
          {t(`lookups.outcome.${entry.outcome}`)}
        </span>
        {entry.kind && <span className="badge badge-ghost">{t(`lookups.kind.${entry.kind}`)}</span>}
        {entry.viaApiKey && <span className="badge badge-ghost">{t('lookups.viaApiKey')}</span>}
      </div>
    </SpreadRow>
  );
}

/** Who looked a receiver's number up, answered or refused: how an admin spots a merchant collecting numbers. */
export function ReceiverLookupsAdmin() {
  const { t } = useTranslation('receivers');
  const [phone, setPhone] = useState<string | null>(null);
  const lookups = useReceiverLookups(phone);
  const { register, handleSubmit, errors } = useZodForm(receiverLookupsQuerySchema, { phone: '' });
  return (
    <HeadedSection title={t('lookups.title')} id="receiver-lookups" className={sectionClass}>
      <div className="space-y-3">
        <p className="text-sm opacity-80">{t('lookups.intro')}</p>
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={handleSubmit((input) => setPhone(normalizeBdMobile(input.phone)))}
        >
          <FormField
            id="lookups-phone"
            label={t('lookups.phone')}
            error={errors.phone?.message}
            className="min-w-0 flex-1"
          >
            <input
              type="tel"
              inputMode="tel"
              className="input w-full"
              {...controlProps('lookups-phone', errors.phone?.message)}
              {...register('phone')}
            />
          </FormField>
          <button type="submit" className="btn btn-primary">
            {t('lookups.show')}
          </button>
        </form>
        {phone !== null &&
          (lookups.data ? (
            <RowList
              items={lookups.data}
              aria-label={t('lookups.listLabel')}
              empty={
                <p className="opacity-80" data-testid="receiver-lookups-empty">
                  {t('lookups.empty')}
                </p>
              }
            >
              {(entry) => <LookupRow key={`${entry.at}-${entry.merchant.id}`} entry={entry} />}
            </RowList>
          ) : (
            <QueryFallback query={lookups} message={t('lookups.loadError')} retryLabel={t('page.retry')} />
          ))}
      </div>
    </HeadedSection>
  );
}
