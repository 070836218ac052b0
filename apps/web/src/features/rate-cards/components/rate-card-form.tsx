import {
  createRateCardSchema,
  dhakaDate,
  expressZones,
  listTariff,
  parcelTypes,
  type RateCardCells,
  type TariffCellKey,
  tariffCell,
  zones,
} from '@desh/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-text';
import { localDigits } from '../../../lib/format';
import { showPopup, showToast } from '../../../lib/popups';
import { useCreateRateCard } from '../api/rate-cards';

// react-hook-form reads dots as nesting: the cell names travel with ':' inside the form.
const fieldOf = (key: TariffCellKey) => key.replaceAll('.', ':');
const keyOf = (field: string) => field.replaceAll(':', '.') as TariffCellKey;

type CellForm = { effectiveFrom: string; cells: Record<string, string> };

const zoneColumns = [
  ...(['base'] as const).map((group) => ({ group, label: 'column.base' })),
  ...parcelTypes.map((type) => ({ group: `typeSurcharge:${type}`, label: `column.type.${type}` })),
  { group: 'perKg', label: 'column.perKg' },
  { group: 'express', label: 'column.express' },
  { group: 'returnCharge', label: 'column.returnCharge' },
] as const;

function cellKeyFor(group: string, zone: string): TariffCellKey | undefined {
  if (group === 'express' && !(expressZones as readonly string[]).includes(zone)) return undefined;
  const [name, type] = group.split(':');
  return (type ? `${name}.${zone}.${type}` : `${name}.${zone}`) as TariffCellKey;
}

/**
 * A merchant's new prices from a day on: each cell shows the list price as its placeholder and the
 * card in force as its value; an empty cell keeps the list's. Saved as a new card (history stays).
 */
export function RateCardForm({ merchantEmail, current }: { merchantEmail: string; current: RateCardCells }) {
  const { t, i18n } = useTranslation('admin');
  const create = useCreateRateCard();
  const defaults: Record<string, string> = {};
  for (const [key, value] of Object.entries(current)) defaults[fieldOf(key as TariffCellKey)] = String(value);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CellForm>({ defaultValues: { effectiveFrom: dhakaDate(), cells: defaults } });

  const onSubmit = handleSubmit(async (values) => {
    const cells: Record<string, number> = {};
    for (const [field, text] of Object.entries(values.cells)) {
      if (text.trim() !== '') cells[keyOf(field)] = Number(text);
    }
    const parsed = createRateCardSchema.safeParse({
      merchantEmail,
      effectiveFrom: values.effectiveFrom,
      cells,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path.map(String);
        if (first === 'cells' && second)
          setError(`cells.${fieldOf(second as TariffCellKey)}`, { message: issue.message });
        else if (first === 'effectiveFrom') setError('effectiveFrom', { message: issue.message });
      }
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      void showToast('success', t('rateCards.saved'));
    } catch (error) {
      await showPopup({ icon: 'error', title: t('rateCards.saveFailed'), text: errorText(error) });
    }
  });

  const cellInput = (key: TariffCellKey, label: string) => {
    const field = fieldOf(key);
    const error = errors.cells?.[field]?.message;
    return (
      <label className="block">
        <span className="sr-only">{label}</span>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={key === 'codPercent' ? '0.01' : '1'}
          placeholder={localDigits(tariffCell(listTariff, key), i18n.language)}
          aria-invalid={Boolean(error)}
          title={error ? t(error, { ns: 'validation', defaultValue: error }) : undefined}
          className={`input input-sm w-20 tabular-nums ${error ? 'input-error' : ''}`}
          data-testid={`cell-${key}`}
          {...register(`cells.${field}`)}
        />
      </label>
    );
  };
  const cellErrors = Object.values(errors.cells ?? {})
    .map((error) => error?.message)
    .filter(Boolean);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="rate-card-form">
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('rateCards.column.zone')}</th>
              {zoneColumns.map((column) => (
                <th key={column.group} scope="col" className="whitespace-nowrap">
                  {t(`rateCards.${column.label}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {zones.map((zone) => (
              <tr key={zone}>
                <th scope="row" className="whitespace-nowrap">
                  {t(`rateCards.zone.${zone}`)}
                </th>
                {zoneColumns.map((column) => {
                  const key = cellKeyFor(column.group, zone);
                  return (
                    <td key={column.group}>
                      {key
                        ? cellInput(key, `${t(`rateCards.zone.${zone}`)}: ${t(`rateCards.${column.label}`)}`)
                        : '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <p className="mb-1 text-sm">{t('rateCards.column.codPercent')}</p>
          {cellInput('codPercent', t('rateCards.column.codPercent'))}
        </div>
        <div>
          <p className="mb-1 text-sm">{t('rateCards.column.minCod')}</p>
          {cellInput('minCod', t('rateCards.column.minCod'))}
        </div>
        <FormField
          id="rate-card-effectiveFrom"
          label={t('rateCards.field.effectiveFrom')}
          error={errors.effectiveFrom?.message}
        >
          <input
            id="rate-card-effectiveFrom"
            type="date"
            className={`input w-full ${errors.effectiveFrom ? 'input-error' : ''}`}
            {...register('effectiveFrom')}
          />
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('rateCards.save')}
        </button>
      </div>
      {cellErrors.length > 0 && (
        <p className="text-sm text-error" role="alert">
          {t(cellErrors[0] ?? '', { ns: 'validation', defaultValue: cellErrors[0] })}
        </p>
      )}
    </form>
  );
}
