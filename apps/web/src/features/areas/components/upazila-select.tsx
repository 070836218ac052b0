import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox';
import { useAreas } from '../hooks/use-areas';

/**
 * The upazilas and thanas of one district as a searchable select: typed in English or Bangla, shown
 * in the page's language. Disabled until a district is chosen; the first option clears the choice.
 */
export function UpazilaSelect({
  district,
  ...field
}: {
  id: string;
  district: string | undefined;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const { t, i18n } = useTranslation('areas');
  const bn = i18n.language === 'bn';
  const areas = useAreas();
  const options = useMemo<ComboboxOption[]>(() => {
    if (!district || !areas.data) return [];
    const list = areas.data.upazilasOf(district).map((u) => ({
      value: u.id,
      label: bn ? u.bn : u.name,
      keywords: [bn ? u.name : u.bn, u.id],
    }));
    return [{ value: '', label: t('upazila.none') }, ...list];
  }, [areas.data, district, bn, t]);

  return (
    <Combobox
      {...field}
      options={options}
      disabled={!district || !areas.data}
      placeholder={district ? t('upazila.placeholder') : t('upazila.pickDistrict')}
      emptyText={t('upazila.noMatch')}
    />
  );
}
