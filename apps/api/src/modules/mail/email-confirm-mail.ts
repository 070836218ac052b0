import type { Mail } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The link that sets an email on an account (a phone account adding one, lib/auth.ts): the address
 * is kept only once its owner opens the link, in English and Bangla together like every account mail.
 */
export function emailConfirmMail(to: string, url: string): Mail {
  const link = escapeHtml(url);
  return {
    to,
    subject: 'Confirm your email for Desh Courier / দেশ কুরিয়ারে আপনার ইমেইল নিশ্চিত করুন',
    text: [
      'Someone added this address to a Desh Courier account.',
      `Open this link to confirm it (it works for one hour): ${url}`,
      'If it was not you, ignore this mail: the address is not added.',
      '',
      'কেউ এই ঠিকানাটি একটি দেশ কুরিয়ার অ্যাকাউন্টে যোগ করেছেন।',
      `নিশ্চিত করতে এই লিংকটি খুলুন (লিংকটি এক ঘণ্টা কাজ করবে): ${url}`,
      'আপনি না করে থাকলে এই ইমেইলটি উপেক্ষা করুন: ঠিকানাটি যোগ হবে না।',
    ].join('\n'),
    html: `<!doctype html>
<html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
<p>Someone added this address to a Desh Courier account.</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#006a4e;color:#fff;border-radius:6px;text-decoration:none">Confirm this email</a></p>
<p>The link works for one hour. If it was not you, ignore this mail: the address is not added.</p>
<hr>
<p lang="bn">কেউ এই ঠিকানাটি একটি দেশ কুরিয়ার অ্যাকাউন্টে যোগ করেছেন।</p>
<p lang="bn"><a href="${link}">ইমেইল নিশ্চিত করুন</a></p>
<p lang="bn">লিংকটি এক ঘণ্টা কাজ করবে। আপনি না করে থাকলে এই ইমেইলটি উপেক্ষা করুন: ঠিকানাটি যোগ হবে না।</p>
</body></html>`,
  };
}
