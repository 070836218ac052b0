const bangla = '০১২৩৪৫৬৭৮৯';

/** Latin digits in text (a phone number, an account number) as the page's language writes them. */
export function localDigits(text: string, language: string): string {
  return language === 'bn' ? text.replace(/\d/g, (digit) => bangla[Number(digit)] ?? digit) : text;
}
