import type { Mail } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Bangla digits in a line of a notice (numbers, masked numbers, times). */
export const bnDigits = (text: string) =>
  text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);

/**
 * Every run of four or more digits hidden but its last three: enough for the owner to recognise a
 * number or account (or not), too little to be useful to anyone who reads it over their shoulder.
 */
export const maskNumbers = (text: string) =>
  text.replace(/\d{4,}/g, (run) => `${'•'.repeat(run.length - 3)}${run.slice(-3)}`);

/**
 * A notice mail of plain lines, in both languages as accounts keep no language: text, and the same
 * lines as HTML paragraphs (an empty line is a rule between the languages).
 */
export function noticeMail(to: string, subject: string, lines: readonly string[]): Mail {
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: `<!doctype html>
<html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '<hr>')).join('\n')}
</body></html>`,
  };
}
