import { acceptedImageTypes, maxUploadBytes, popupMs, type SignupInput, signupSchema } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { refusedFields } from '../../../lib/flash';
import { showToast } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { accountNotCreatedCode } from '../api/auth-api';
import { uploadPhoto } from '../api/upload-photo';
import { saveUserRecord } from '../api/user-record';
import { useAuth } from '../hooks/use-auth';
import { useReturnTo } from '../hooks/use-return-to';
import { AuthCard } from './auth-card';
import { useAuthField } from './auth-field';
import { OtherWaysIn } from './other-ways-in';

function photoProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return 'photo.wrongType';
  if (file.size > maxUploadBytes) return 'photo.tooLarge';
  return undefined;
}

export function SignupForm() {
  const { t } = useTranslation('auth');
  const { createUser, updateUserProfile } = useAuth();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [photo, setPhoto] = useState<File | undefined>();
  const [photoError, setPhotoError] = useState<string | undefined>();
  // No defaultValues: text typed before the app's scripts ran stays in the fields.
  const { register, handleSubmit, errors, isSubmitting } = useZodForm<SignupInput>(signupSchema);
  // Sent before the scripts ran and refused: the server's messages by their fields until it is sent again.
  const [refused, setRefused] = useState(() => refusedFields('signup'));

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    if (photoError) return;
    try {
      await createUser(name, email, password);
    } catch (error) {
      const notCreated = error instanceof ApiError && error.code === accountNotCreatedCode;
      await showToast('error', notCreated ? t('signup.notCreated') : errorText(error));
      return;
    }
    // The account exists now; a photo that fails to upload is logged and the sign-up still counts.
    let image: string | undefined;
    if (photo)
      image = await uploadPhoto(photo).catch(
        (error: unknown) => void console.error('Image upload failed', error),
      );
    await updateUserProfile({ name, ...(image ? { image } : {}) }).catch((error: unknown) =>
      console.error('Saving the profile failed', error),
    );
    void showToast('success', t('Signup Successful!'), popupMs);
    navigate(returnTo, { replace: true });
    saveUserRecord(email).catch((error: unknown) => console.error('Saving the user record failed', error));
  });

  const field = useAuthField('signup', errors, register, refused);

  return (
    <AuthCard title={t('signup.title')}>
      {/* A real POST before the app's scripts run: the server signs up (apps/api/src/plugins/page-forms.ts).
          Such a form sends no photo (the app uploads it on its own): that account starts without one. */}
      <form
        method="post"
        action={paths.signup}
        onSubmit={(event) => {
          // Sent again: the server's earlier answer gives way to this one's.
          setRefused(undefined);
          return onSubmit(event);
        }}
        noValidate
        className="space-y-3"
      >
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
        {field('password', 'password', 'new-password')}
        <div>
          <label htmlFor="signup-photo" className="label mb-1">
            {t('field.photo')}
          </label>
          <input
            id="signup-photo"
            type="file"
            accept="image/png,image/jpeg"
            className="file-input w-full"
            aria-describedby="signup-photo-hint"
            onChange={(event) => {
              const file = event.target.files?.[0];
              setPhoto(file);
              setPhotoError(photoProblem(file));
            }}
          />
          <p id="signup-photo-hint" className="mt-1 text-xs opacity-80">
            {t('PNG, JPG, JPEG, Max: 5MB')}
          </p>
          {photoError && (
            <p role="alert" className="mt-1 text-sm text-error">
              {t(photoError)}
            </p>
          )}
        </div>
        <SubmitButton busy={isSubmitting} className="btn btn-primary w-full">
          {t('signup.submit')}
        </SubmitButton>
      </form>
      <OtherWaysIn question={t('signup.haveAccount')} to={paths.login} linkText={t('signup.toLogin')} />
    </AuthCard>
  );
}
