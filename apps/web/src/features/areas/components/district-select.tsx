import { districtAliasesOf, districtsByDivision } from '@desh/shared';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox';

/** The 64 districts in division order, labelled in the page's language, found by any spelling. */
export function districtOptions(bn: boolean, divisionLabel: (name: string) => string): ComboboxOption[] {
  return districtsByDivision().flatMap(({ division, districts }) =>
    districts.map((district) => ({
      value: district.id,
      label: bn ? district.bn : district.name,
      keywords: [bn ? district.name : district.bn, district.id, ...districtAliasesOf(district.id)],
      detail: divisionLabel(bn ? division.bn : division.name),
    })),
  );
}

/**
 * The 64 districts as a searchable select: typed in English or Bangla (or an old spelling such as
 * "Jessore"), shown in the page's language with their division. `optional` adds a first option that
 * clears the choice.
 */
export function DistrictSelect({
  optional = false,
  ...field
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation('areas');
  const bn = i18n.language === 'bn';
  const options = useMemo<ComboboxOption[]>(() => {
    const list = districtOptions(bn, (name) => t('district.division', { name }));
    return optional ? [{ value: '', label: t('district.none') }, ...list] : list;
  }, [bn, optional, t]);

  return (
    <Combobox
      {...field}
      options={options}
      placeholder={t('district.placeholder')}
      emptyText={t('district.noMatch')}
    />
  );
}
