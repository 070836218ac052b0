import { useTranslation } from 'react-i18next';
import { FiCamera } from 'react-icons/fi';
import { FormField } from '../../../components/ui/form-field';

/** Opens the phone's back camera (capture=environment); elsewhere a file picker for a PNG or JPEG. */
export function PhotoInput({ id, onChange }: { id: string; onChange: (file: File | null) => void }) {
  const { t } = useTranslation('deliveries');
  return (
    <FormField
      className="form-control w-full"
      id={id}
      label={
        <>
          <FiCamera aria-hidden />
          {t('photo.label')}
        </>
      }
    >
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        capture="environment"
        className="file-input file-input-bordered w-full"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </FormField>
  );
}
