import { type ProfileInput, profileSchema } from '@desh/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FiUser } from 'react-icons/fi';
import { SubmitButton } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { changeEmail, getSession, sessionQueryKey, updateUser } from '../api/auth-api';
import { useAuth } from '../hooks/use-auth';

/**
 * The account's name, shop name and email. A phone account adds the name and email it did not give
 * at sign-up here; a new email is mailed a link and set only once that link is opened.
 */
export function ProfileCard() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  // The shop's name is read from the session here only: the shell's identity stays small (landing budget).
  const shopName = useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000 }).data
    ?.user.shopName;
  const queryClient = useQueryClient();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: '', shopName: '', email: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (user) reset({ name: user.displayName, shopName: shopName ?? '', email: user.contactEmail ?? '' });
  }, [user, shopName, reset]);

  const onSubmit = form.handleSubmit(async ({ name, shopName, email }) => {
    try {
      await updateUser({ name, shopName });
      const newEmail = email !== '' && email.toLowerCase() !== user?.contactEmail?.toLowerCase();
      if (newEmail) await changeEmail(email, paths.account);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await showToast('success', newEmail ? t('profile.mailed', { email }) : t('profile.saved'));
    } catch (error) {
      await showToast('error', errorText(error, ['auth']));
    }
  });
  const error = (name: keyof ProfileInput) => form.formState.errors[name]?.message;

  return (
    <section className="card border border-base-300 bg-base-100" data-testid="profile">
      <form className="card-body gap-3" onSubmit={onSubmit} noValidate>
        <h2 className="card-title text-lg">
          <FiUser aria-hidden />
          {t('profile.title')}
        </h2>
        <TextField
          id="profile-name"
          label={t('field.name')}
          autoComplete="name"
          error={error('name')}
          registration={form.register('name')}
        />
        <TextField
          id="profile-shopName"
          label={t('field.shopName')}
          autoComplete="organization"
          error={error('shopName')}
          registration={form.register('shopName')}
        />
        <TextField
          id="profile-email"
          label={t('field.emailOptional')}
          type="email"
          autoComplete="email"
          error={error('email')}
          registration={form.register('email')}
        />
        {!user?.contactEmail && <p className="text-sm opacity-80">{t('profile.noEmail')}</p>}
        <SubmitButton busy={form.formState.isSubmitting} className="btn btn-primary self-start">
          {t('profile.save')}
        </SubmitButton>
      </form>
    </section>
  );
}
