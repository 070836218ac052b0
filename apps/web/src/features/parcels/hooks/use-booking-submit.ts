import { type CreateParcelInput, createParcelSchema, type Parcel } from '@desh/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReset, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showPopup, showToast } from '../../../lib/popups';
import { sessionQueryKey } from '../../auth/api/auth-api';
import { useAuth } from '../../auth/hooks/use-auth';
import { useCreateParcel } from '../api/create-parcel';

/**
 * Sends a valid booking and tells the customer how it went: the spec's toast and a reset form on
 * success, its not-logged-in popup when there is no session, the server's message otherwise.
 */
export function useBookingSubmit(form: {
  reset: UseFormReset<CreateParcelInput>;
  setError: UseFormSetError<CreateParcelInput>;
}) {
  const { t } = useTranslation('parcels');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const createParcel = useCreateParcel();
  const [booked, setBooked] = useState<Parcel | undefined>();

  const notSignedIn = () =>
    showPopup({ icon: 'error', title: t('User not logged in'), text: t('Please log in to book a parcel.') });

  async function submit(values: CreateParcelInput): Promise<void> {
    // The page is guarded, but the session may have ended since it loaded: check now, and again on a 401.
    if (!user) {
      await notSignedIn();
      return;
    }
    try {
      const parcel = await createParcel.mutateAsync(values);
      setBooked(parcel);
      form.reset();
      void showToast('success', t('Parcel added Successfully!'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await notSignedIn();
        // The guard then sends the visitor to /login and back here afterwards.
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        return;
      }
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in createParcelSchema.shape) form.setError(name as keyof CreateParcelInput, { message });
        }
      }
      await showPopup({
        icon: 'error',
        title: t('booking.failed'),
        text: errorText(error),
      });
    }
  }

  return { submit, booked, dismissBooked: () => setBooked(undefined) };
}
