import type { Store } from '@desh/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabelledSelect } from '../../../components/ui/item-select';
import { paths } from '../../../config/paths';
import { useStores } from '../api/stores';

/**
 * Book from one of the merchant's stores: picking one hands its pickup details to `onPick`. The
 * default store is picked once when the stores arrive, unless the form already has a pickup address.
 */
export function StorePicker({
  value,
  onPick,
  canPrefill,
}: {
  value: string;
  onPick: (store: Store | undefined) => void;
  canPrefill: () => boolean;
}) {
  const { t } = useTranslation('stores');
  const stores = useStores();
  const prefilled = useRef(false);

  useEffect(() => {
    if (prefilled.current || !stores.data) return;
    prefilled.current = true;
    const fallback = stores.data.find((store) => store.isDefault);
    if (fallback && canPrefill()) onPick(fallback);
  }, [stores.data, onPick, canPrefill]);

  if (!stores.data || stores.data.length === 0) {
    return (
      <p className="text-sm sm:col-span-2">
        <span className="text-base-content/80">{t('picker.none')}</span>{' '}
        <Link to={paths.stores} className="link link-primary">
          {t('picker.add')}
        </Link>
      </p>
    );
  }
  return (
    <div className="sm:col-span-2">
      <LabelledSelect
        id="book-storeId"
        label={t('picker.label')}
        value={value}
        onChoose={(storeId) => onPick(stores.data.find((store) => store.id === storeId))}
        placeholder={t('picker.manual')}
        items={stores.data}
        itemValue={(store) => store.id}
        itemLabel={(store) => (store.isDefault ? t('picker.default', { name: store.name }) : store.name)}
      />
      <p className="mt-1 text-xs">
        <Link to={paths.stores} className="link">
          {t('picker.manage')}
        </Link>
      </p>
    </div>
  );
}
