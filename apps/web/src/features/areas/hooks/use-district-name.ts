import { districtById } from '@desh/shared';
import { useTranslation } from 'react-i18next';

/** A district id shown as its name in the page's language (unknown ids as they are). */
export function useDistrictName(): (id: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const bn = i18n.language === 'bn';
  return (id) => {
    if (!id) return '';
    const district = districtById(id);
    return district ? (bn ? district.bn : district.name) : id;
  };
}
