import { describe, expect, it } from 'vitest';
import { bdMobileSchema, latinDigits, normalizeBdMobile, receiverPhoneSchema } from './phone.ts';

describe('Bangladeshi mobile numbers', () => {
  it('reads Bangla digits, as a Bangla keypad types them, as the same number', () => {
    expect(latinDigits('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(bdMobileSchema.parse('০১৭১২-৩৪৫৬৭৮')).toBe('01712345678');
    expect(bdMobileSchema.parse('+৮৮০১৭১২৩৪৫৬৭৮')).toBe('+8801712345678');
    expect(normalizeBdMobile('+৮৮ ০১৭১২-৩৪৫৬৭৮')).toBe('01712345678');
    expect(bdMobileSchema.safeParse('০১২৩৪').success).toBe(false);
  });

  it("requires the receiver's phone, and says so when it is missing or blank", () => {
    for (const input of [undefined, '', '  ']) {
      const parsed = receiverPhoneSchema.safeParse(input);
      expect(parsed.error?.issues[0]?.message).toBe('Receiver phone is required');
    }
    expect(receiverPhoneSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Enter a valid Bangladeshi mobile number, e.g. 01712345678',
    );
    expect(receiverPhoneSchema.parse(' 01812345678 ')).toBe('01812345678');
  });
});
