import { districtsByDivision } from '@desh/shared';
import { useTranslation } from 'react-i18next';

/** Options for a district `<select>`: the 64 districts, one `<optgroup>` per division, in the page's language. */
export function DistrictOptions() {
  const { t, i18n } = useTranslation('parcels');
  const bn = i18n.language === 'bn';
  return (
    <>
      <option value="">{t('district.placeholder')}</option>
      {districtsByDivision().map(({ division, districts }) => (
        <optgroup
          key={division.id}
          label={t('district.division', { name: bn ? division.bn : division.name })}
        >
          {districts.map((district) => (
            <option key={district.id} value={district.id}>
              {bn ? district.bn : district.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
