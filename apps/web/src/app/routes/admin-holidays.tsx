import { TitledPage } from '../../components/ui/page-title';
import { HolidaysAdmin } from '../../features/holidays/components/holidays-admin';

export default function AdminHolidaysRoute() {
  return (
    <TitledPage ns="admin" titleKey="holidays.title">
      <HolidaysAdmin />
    </TitledPage>
  );
}
