/**
 * How a Bangla place name sounds when written in Latin letters, so the spellings people use meet:
 * "Rongpur" and "Rangpur", "Comila" and "Cumilla", "Shylet" and "Sylhet" share a key. The vowels a, o
 * and u are one sound (অ is written a or o), as are e, i, y and ee; an h after the first letter (bh,
 * dh, kh, sh, lh) and a doubled letter are dropped. Bangla script is kept as it is (its own spelling is
 * exact).
 */
export function soundKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s'’.\-_]+/gu, '')
    .replace(/(?!^)h/g, '')
    .replace(/[aou]+/g, 'a')
    .replace(/[eiy]+/g, 'i')
    .replace(/([a-z])\1+/g, '$1');
}
