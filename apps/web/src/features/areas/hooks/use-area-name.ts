import { districtById } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { useAreas } from './use-areas';

/** "Dhanmondi, Dhaka" or "ধানমন্ডি, ঢাকা": a district and upazila in the page's language. */
export function useAreaName(): (district: string | null, upazila: string | null) => string {
  const { i18n } = useTranslation();
  const bn = i18n.language === 'bn';
  const areas = useAreas();
  return (district, upazila) => {
    if (!district) return '';
    const d = districtById(district);
    const u = upazila ? areas.data?.findUpazila(district, upazila) : undefined;
    const districtName = d ? (bn ? d.bn : d.name) : district;
    const upazilaName = u ? (bn ? u.bn : u.name) : (upazila ?? '');
    return upazilaName ? `${upazilaName}, ${districtName}` : districtName;
  };
}
