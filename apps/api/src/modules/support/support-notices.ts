import type { Mail } from '../mail/mailer.ts';
import type { SupportRow } from './support.repository.ts';

const bnDigits = new Intl.NumberFormat('bn-BD', { useGrouping: false });
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const requestNumber = (row: SupportRow) =>
  row.locale === 'bn' ? `#${bnDigits.format(row.number)}` : `#${row.number}`;

/** The SMS that carries an answer to someone who left only a phone number: the whole answer, in their language. */
export function supportAnswerSms(row: SupportRow, answer: string): string {
  return row.locale === 'bn'
    ? `Desh Courier: আপনার সহায়তা অনুরোধ ${requestNumber(row)}-এর উত্তর: ${answer}`
    : `Desh Courier: Answer to your support request ${requestNumber(row)}: ${answer}`;
}

/** The mail that carries an answer, in the language the request was written in. */
export function supportAnswerMail(row: SupportRow, answer: string, publicUrl: string): Mail & { to: string } {
  const bn = row.locale === 'bn';
  const link = `${publicUrl.replace(/\/+$/, '')}/support/requests`;
  const lines = bn
    ? [
        `প্রিয় ${row.name},`,
        `আপনার সহায়তা অনুরোধ ${requestNumber(row)}-এর উত্তর:`,
        answer,
        row.userId ? `আপনার সব অনুরোধ: ${link}` : 'আরও কিছু জানতে চাইলে এই ইমেইলের উত্তর না দিয়ে নতুন অনুরোধ পাঠান।',
        'দেশ কুরিয়ার সহায়তা',
      ]
    : [
        `Dear ${row.name},`,
        `Here is the answer to your support request ${requestNumber(row)}:`,
        answer,
        row.userId
          ? `All your requests: ${link}`
          : 'If you need anything else, please send a new request rather than replying to this mail.',
        'Desh Courier support',
      ];
  return {
    to: row.email ?? '',
    subject: bn
      ? `আপনার সহায়তা অনুরোধ ${requestNumber(row)}-এর উত্তর`
      : `Answer to your support request ${requestNumber(row)}`,
    text: lines.join('\n\n'),
    html: `<!doctype html>
<html lang="${row.locale}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`).join('\n')}
</body></html>`,
  };
}
