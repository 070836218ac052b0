/**
 * Words that help a rider find a door, in English and Bangla: a house or holding, a road, lane or
 * block, an area, village or landmark. Matched as whole words (Bangla by substring: it joins
 * suffixes such as -এর to the word).
 */
const englishWords =
  /\b(house|home|holding|flat|apt|apartment|floor|building|bldg|tower|plaza|road|rd|lane|ln|street|st|avenue|ave|block|sector|section|mor|more|bazar|bazaar|market|village|vill|para|mohalla|area|thana|union|ward|colony|housing|estate|near|opposite|behind|beside|school|mosque|masjid|college|hospital|h|r|no)\b/i;
const banglaWords =
  /(বাসা|বাড়ি|বাড়ী|হোল্ডিং|ফ্ল্যাট|তলা|ভবন|টাওয়ার|রোড|সড়ক|লেন|গলি|ব্লক|সেক্টর|মোড়|বাজার|মার্কেট|গ্রাম|পাড়া|মহল্লা|এলাকা|থানা|ইউনিয়ন|ওয়ার্ড|কলোনি|হাউজিং|পাশে|কাছে|সামনে|পিছনে|স্কুল|মসজিদ|কলেজ|হাসপাতাল|নং)/;

/** At least this many letters and digits: "Dhaka" alone never finds a door. */
const minUsefulCharacters = 12;

/**
 * Whether a delivery address is too vague for a rider to find: too short, or with no house, road,
 * area or landmark word in English or Bangla.
 */
export function addressTooVague(address: string): boolean {
  const text = address.trim();
  const useful = text.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  if (useful.length < minUsefulCharacters) return true;
  return !(englishWords.test(text) || banglaWords.test(text));
}
