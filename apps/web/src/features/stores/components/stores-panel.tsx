import type { Store } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadedSection } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { changeWithFeedback, confirmByKeys } from '../../../lib/mutation-flow';
import { useAreaName } from '../../areas/hooks/use-area-name';
import { useStoreMutations, useStores } from '../api/stores';
import { StoreForm } from './store-form';

function StoreCard({ store, onEdit }: { store: Store; onEdit: () => void }) {
  const { t } = useTranslation('stores');
  const { update, remove } = useStoreMutations();
  const areaName = useAreaName();

  async function onDelete() {
    const confirmed = await confirmByKeys(t, 'delete', { name: store.name });
    if (confirmed)
      await changeWithFeedback(() => remove.mutateAsync(store.id), t('delete.done'), t('failed'));
  }

  return (
    <li className="card border border-base-300 bg-base-100">
      <div className="card-body gap-1 p-4">
        <p className="font-semibold">
          {store.name}{' '}
          {store.isDefault && <span className="badge badge-sm badge-primary badge-soft">{t('default')}</span>}
        </p>
        <p className="text-sm">{store.address}</p>
        <p className="text-sm opacity-80">{areaName(store.district, store.upazila)}</p>
        <p className="text-sm opacity-80">{store.contactPhone}</p>
        <p className="text-sm">{t(`codMode.${store.codMode}`)}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm"
            onClick={onEdit}
            aria-label={t('edit.label', { name: store.name })}
          >
            {t('edit')}
          </button>
          {!store.isDefault && (
            <button
              type="button"
              className="btn btn-sm"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: store.id, input: { isDefault: true } })}
            >
              {t('makeDefault')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-error btn-outline"
            onClick={onDelete}
            disabled={remove.isPending}
            aria-label={t('delete.label', { name: store.name })}
          >
            {t('delete')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The merchant's pickup stores and the form that adds or changes one. */
export function StoresPanel() {
  const { t } = useTranslation('stores');
  const stores = useStores();
  const [editing, setEditing] = useState<Store | undefined>();

  return (
    <div className="flex flex-col gap-6">
      <p className="text-base-content/80">{t('intro')}</p>
      <StoreForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(undefined)} />
      <HeadedSection id="stores-list" title={t('list.title')}>
        {stores.isPending ? (
          <Spinner />
        ) : stores.isError ? (
          <p role="alert" className="text-error">
            {t('list.failed')}
          </p>
        ) : stores.data.length === 0 ? (
          <p className="opacity-80">{t('list.empty')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {stores.data.map((store) => (
              <StoreCard key={store.id} store={store} onEdit={() => setEditing(store)} />
            ))}
          </ul>
        )}
      </HeadedSection>
    </div>
  );
}
