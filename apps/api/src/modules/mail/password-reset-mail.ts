import type { Mail } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The reset mail, in English and Bangla together: the request carries no language, and many
 * customers read both. The link works for one hour (lib/auth.ts sets the expiry).
 */
export function passwordResetMail(to: string, url: string): Mail {
  const link = escapeHtml(url);
  return {
    to,
    subject: 'Reset your Desh Courier password / দেশ কুরিয়ার পাসওয়ার্ড রিসেট',
    text: [
      'Someone asked to reset the password of your Desh Courier account.',
      `Choose a new password here (the link works for one hour): ${url}`,
      'If it was not you, ignore this mail: your password stays as it is.',
      '',
      'কেউ আপনার দেশ কুরিয়ার অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন।',
      `এখানে নতুন পাসওয়ার্ড বেছে নিন (লিংকটি এক ঘণ্টা কাজ করবে): ${url}`,
      'আপনি না চাইলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    ].join('\n'),
    html: `<!doctype html>
<html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
<p>Someone asked to reset the password of your Desh Courier account.</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#006a4e;color:#fff;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>The link works for one hour. If it was not you, ignore this mail: your password stays as it is.</p>
<hr>
<p lang="bn">কেউ আপনার দেশ কুরিয়ার অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন।</p>
<p lang="bn"><a href="${link}">নতুন পাসওয়ার্ড বেছে নিন</a></p>
<p lang="bn">লিংকটি এক ঘণ্টা কাজ করবে। আপনি না চাইলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।</p>
</body></html>`,
  };
}
