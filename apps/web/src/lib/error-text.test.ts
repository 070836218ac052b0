import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';
import { i18n, i18nReady, loadNamespaces } from './i18n';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('bn');
  await loadNamespaces(['errors', 'validation', 'deliveries']);
});

describe('a server error in Bangla', () => {
  it('words a message with a value by its code, the amount in Bangla digits', () => {
    const error = new ApiError(
      400,
      'PAYOUT_TOO_LARGE',
      'The payout cannot exceed the payable balance of ৳1,000.',
      { amountPoisha: 'At most ৳1,000.' },
      { maxPoisha: 100_000 },
    );
    expect(errorText(error)).toBe('পেআউট পাওনা ব্যালান্স ৳১,০০০-এর বেশি হতে পারে না।');
  });

  it('counts and statuses read in Bangla', () => {
    expect(
      errorText(
        new ApiError(400, 'WRONG_DELIVERY_CODE', 'That code is not right. 4 tries left.', {}, { count: 4 }),
      ),
    ).toBe('কোডটি ঠিক নয়। আর ৪ বার চেষ্টা করা যাবে।');
    expect(
      errorText(
        new ApiError(
          409,
          'PARCEL_MOVE_NOT_ALLOWED',
          'A parcel that is Delivered cannot be marked Pending.',
          undefined,
          {
            from: 'delivered',
            to: 'pending',
          },
        ),
      ),
    ).toBe('«ডেলিভারি হয়েছে» অবস্থার পার্সেলকে «অপেক্ষমাণ» করা যায় না।');
  });

  it('a fixed sentence by its English text, a Better Auth code by its code, a field by its message', () => {
    expect(errorText(new ApiError(409, 'CONFLICT', 'This handover is already confirmed.'))).toBe(
      'এই হস্তান্তর আগেই নিশ্চিত হয়েছে।',
    );
    expect(errorText(new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toBe(
      'ইমেইল বা পাসওয়ার্ড ভুল',
    );
    expect(
      errorText(
        new ApiError(400, 'VALIDATION_ERROR', 'Invalid email address', { email: 'Invalid email address' }),
      ),
    ).toBe('ইমেইল ঠিকানাটি সঠিক নয়');
  });

  it('a page may keep field messages of its own', () => {
    const message = 'Enter the 6-digit code the receiver got by SMS.';
    const error = new ApiError(400, 'VALIDATION_ERROR', message, { code: message });
    expect(errorText(error, ['deliveries'])).toBe('প্রাপক এসএমএসে যে ৬ অঙ্কের কোড পেয়েছেন তা লিখুন।');
  });

  it('never shows English it does not know: a Bangla "it did not work" instead', () => {
    expect(errorText(new ApiError(400, 'SOMETHING_NEW', 'A brand new English sentence.'))).toBe(
      'কাজটি হয়নি। আবার চেষ্টা করুন।',
    );
  });

  it('writes numbers interpolated into any sentence in Bangla digits', () => {
    expect(i18n.t('footer.copyright', { year: 2026 })).toContain('© ২০২৬');
  });
});
