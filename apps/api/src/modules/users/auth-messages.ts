import type { Db } from '../../db/client.ts';
import type { AuthMessages } from '../../lib/auth.ts';
import { emailConfirmMail } from '../mail/email-confirm-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/password-reset-mail.ts';
import { queueSms } from '../sms/sms.service.ts';

/** Sign-in's messages (lib/auth.ts): the reset link by mail, sign-in and reset codes through the SMS outbox. */
export function authMessages(db: Db, mailer: Mailer): AuthMessages {
  return {
    sendResetLink: (user, url) => mailer.send(passwordResetMail(user.email, url)),
    sendEmailConfirmLink: (user, url) => mailer.send(emailConfirmMail(user.email, url)),
    queuePhoneCode: async (sms) => {
      await queueSms(db, sms);
    },
  };
}
