import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowField } from '../../../components/ui/form-field';
import { ItemSelect } from '../../../components/ui/item-select';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useHubLabel, useHubName } from '../../../lib/use-hub-name';
import { useOpenBag } from '../api/bag-actions';
import type { MyHub } from '../api/get-my-hubs';
import { useNextHubs } from '../api/get-next-hubs';

/** A new bag towards one of the hubs this hub sends bags to. */
export function OpenBagForm({ hub }: { hub: MyHub }) {
  const { t } = useTranslation('network');
  const nextHubs = useNextHubs(hub.id);
  const open = useOpenBag();
  const hubName = useHubName();
  const hubLabel = useHubLabel();
  const [destinationHubId, setDestination] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!destinationHubId) return;
    setProblem(null);
    try {
      const bag = await open.mutateAsync({ hubId: hub.id, destinationHubId });
      setDestination('');
      void showToast('success', t('bags.opened', { code: bag.code, hub: hubName(bag.destinationHub) }));
    } catch (error) {
      setProblem(errorText(error, ['network']));
    }
  }

  return (
    <form className="space-y-2 rounded-box bg-base-200 p-3" onSubmit={submit}>
      <RowField id="bag-destination" label={t('bags.openFor')}>
        <ItemSelect
          id="bag-destination"
          className="select min-w-0 flex-1"
          value={destinationHubId}
          required
          onChoose={setDestination}
          placeholder={t('bags.chooseHub')}
          items={nextHubs.data ?? []}
          itemValue={(each) => each.id}
          itemLabel={hubLabel}
        />
        <button type="submit" className="btn btn-primary" disabled={open.isPending || !destinationHubId}>
          {t('bags.open')}
        </button>
      </RowField>
      {nextHubs.isError && <p className="text-sm text-error">{errorText(nextHubs.error)}</p>}
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
    </form>
  );
}
