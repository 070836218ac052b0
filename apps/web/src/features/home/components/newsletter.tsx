import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FiMail } from 'react-icons/fi';
import { RowField } from '../../../components/ui/form-field';
import { takeFlash } from '../../../lib/flash';
import { showPopup } from '../../../lib/popups';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export function Newsletter() {
  const { t, i18n } = useTranslation('home');
  const subscription = useSubscribeNewsletter();

  // Sent before the app's scripts ran: the server subscribed (or not) and left the outcome in a cookie.
  useEffect(() => {
    const flash = takeFlash(['newsletter']);
    if (!flash) return;
    if (flash.code === 'OK') {
      void showPopup({
        icon: 'success',
        title: t('Subscribed!'),
        text: t('You have successfully subscribed to our newsletter.'),
      });
      return;
    }
    const message =
      flash.message && i18n.exists(flash.message, { ns: 'home' }) ? t(flash.message) : undefined;
    void showPopup({
      icon: 'error',
      title: t('Oops...'),
      text: message ?? t('Please enter your email address!'),
    });
  }, [t, i18n]);

  // noValidate: the browser's own bubble would otherwise hide the spec's 'Oops...' popup.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Read from the field itself: it is uncontrolled, so text typed before the app's scripts ran is kept.
    const email = String(new FormData(form).get('email') ?? '');
    if (!email.trim()) {
      await showPopup({ icon: 'error', title: t('Oops...'), text: t('Please enter your email address!') });
      return;
    }
    try {
      await subscription.mutateAsync({ email, locale: i18n.language === 'bn' ? 'bn' : 'en' });
    } catch (error) {
      // The newsletter's own messages (the spec's texts) are keys of `home`. The wording helper loads
      // only when needed: it stays out of the landing page's first download (its budget).
      const { errorText } = await import('../../../lib/error-text');
      await showPopup({ icon: 'error', title: t('Oops...'), text: errorText(error, ['home']) });
      return;
    }
    form.reset();
    await showPopup({
      icon: 'success',
      title: t('Subscribed!'),
      text: t('You have successfully subscribed to our newsletter.'),
    });
  };

  return (
    <section
      aria-labelledby="newsletter-title"
      className="scroll-mt-20 mx-auto w-full max-w-3xl px-4 pb-16 sm:pb-24"
    >
      <div className="rounded-box bg-primary px-6 py-10 text-center text-primary-content shadow-lg sm:px-12">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-content/15">
          <FiMail className="size-6" aria-hidden />
        </span>
        <h2 id="newsletter-title" className="mt-4 text-balance font-bold text-2xl sm:text-3xl">
          {t('newsletter.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl opacity-90">{t('newsletter.text')}</p>
        {/* A real POST before the app's scripts run (apps/api/src/plugins/page-forms.ts). */}
        <form
          method="post"
          action="/newsletter"
          onSubmit={onSubmit}
          noValidate
          className="mx-auto mt-6 max-w-xl text-left"
          data-testid="newsletter"
        >
          <RowField
            id="newsletter-email"
            label={t('newsletter.label')}
            labelClassName="mb-1 block font-medium text-sm"
            className="flex flex-col gap-2 sm:flex-row"
          >
            <input
              id="newsletter-email"
              type="email"
              name="email"
              required
              autoComplete="email"
              inputMode="email"
              placeholder={t('newsletter.placeholder')}
              className="input input-lg w-full text-base-content"
            />
            <button
              type="submit"
              className="btn btn-lg border-none bg-base-100 text-base-content hover:bg-base-200"
              disabled={subscription.isPending}
            >
              {subscription.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
              {t('newsletter.submit')}
            </button>
          </RowField>
          <p className="mt-3 text-center text-xs opacity-80">{t('newsletter.privacy')}</p>
        </form>
      </div>
    </section>
  );
}
