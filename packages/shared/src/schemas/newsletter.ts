import { z } from 'zod';

/** The spec's popup text when the field is empty, used by the server's 400 as well. */
export const newsletterEmailRequired = 'Please enter your email address!';
export const newsletterEmailInvalid = 'Please enter a valid email address.';

export const newsletterLocales = ['en', 'bn'] as const;

/** Body of POST /newsletter. */
export const subscribeNewsletterSchema = z.object({
  email: z
    .string({ error: newsletterEmailRequired })
    .trim()
    .min(1, newsletterEmailRequired)
    .max(254, newsletterEmailInvalid)
    .pipe(z.email(newsletterEmailInvalid)),
  locale: z.enum(newsletterLocales).optional(),
});
export type SubscribeNewsletterInput = z.input<typeof subscribeNewsletterSchema>;

export const newsletterSubscriptionSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
