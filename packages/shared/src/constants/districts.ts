const divisionList = [
  { id: 'barishal', name: 'Barishal', bn: 'বরিশাল' },
  { id: 'chattogram', name: 'Chattogram', bn: 'চট্টগ্রাম' },
  { id: 'dhaka', name: 'Dhaka', bn: 'ঢাকা' },
  { id: 'khulna', name: 'Khulna', bn: 'খুলনা' },
  { id: 'mymensingh', name: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { id: 'rajshahi', name: 'Rajshahi', bn: 'রাজশাহী' },
  { id: 'rangpur', name: 'Rangpur', bn: 'রংপুর' },
  { id: 'sylhet', name: 'Sylhet', bn: 'সিলেট' },
] as const;

export type DivisionId = (typeof divisionList)[number]['id'];

export interface Division {
  readonly id: DivisionId;
  readonly name: string;
  readonly bn: string;
}

export const divisions: readonly Division[] = divisionList;

/** Ordered by division, then by English name, so lists render without sorting. */
const districtList = [
  { id: 'barguna', name: 'Barguna', bn: 'বরগুনা', division: 'barishal' },
  { id: 'barishal', name: 'Barishal', bn: 'বরিশাল', division: 'barishal' },
  { id: 'bhola', name: 'Bhola', bn: 'ভোলা', division: 'barishal' },
  { id: 'jhalokati', name: 'Jhalokati', bn: 'ঝালকাঠি', division: 'barishal' },
  { id: 'patuakhali', name: 'Patuakhali', bn: 'পটুয়াখালী', division: 'barishal' },
  { id: 'pirojpur', name: 'Pirojpur', bn: 'পিরোজপুর', division: 'barishal' },

  { id: 'bandarban', name: 'Bandarban', bn: 'বান্দরবান', division: 'chattogram' },
  { id: 'brahmanbaria', name: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া', division: 'chattogram' },
  { id: 'chandpur', name: 'Chandpur', bn: 'চাঁদপুর', division: 'chattogram' },
  { id: 'chattogram', name: 'Chattogram', bn: 'চট্টগ্রাম', division: 'chattogram' },
  { id: 'coxs-bazar', name: "Cox's Bazar", bn: 'কক্সবাজার', division: 'chattogram' },
  { id: 'cumilla', name: 'Cumilla', bn: 'কুমিল্লা', division: 'chattogram' },
  { id: 'feni', name: 'Feni', bn: 'ফেনী', division: 'chattogram' },
  { id: 'khagrachhari', name: 'Khagrachhari', bn: 'খাগড়াছড়ি', division: 'chattogram' },
  { id: 'lakshmipur', name: 'Lakshmipur', bn: 'লক্ষ্মীপুর', division: 'chattogram' },
  { id: 'noakhali', name: 'Noakhali', bn: 'নোয়াখালী', division: 'chattogram' },
  { id: 'rangamati', name: 'Rangamati', bn: 'রাঙ্গামাটি', division: 'chattogram' },

  { id: 'dhaka', name: 'Dhaka', bn: 'ঢাকা', division: 'dhaka' },
  { id: 'faridpur', name: 'Faridpur', bn: 'ফরিদপুর', division: 'dhaka' },
  { id: 'gazipur', name: 'Gazipur', bn: 'গাজীপুর', division: 'dhaka' },
  { id: 'gopalganj', name: 'Gopalganj', bn: 'গোপালগঞ্জ', division: 'dhaka' },
  { id: 'kishoreganj', name: 'Kishoreganj', bn: 'কিশোরগঞ্জ', division: 'dhaka' },
  { id: 'madaripur', name: 'Madaripur', bn: 'মাদারীপুর', division: 'dhaka' },
  { id: 'manikganj', name: 'Manikganj', bn: 'মানিকগঞ্জ', division: 'dhaka' },
  { id: 'munshiganj', name: 'Munshiganj', bn: 'মুন্সীগঞ্জ', division: 'dhaka' },
  { id: 'narayanganj', name: 'Narayanganj', bn: 'নারায়ণগঞ্জ', division: 'dhaka' },
  { id: 'narsingdi', name: 'Narsingdi', bn: 'নরসিংদী', division: 'dhaka' },
  { id: 'rajbari', name: 'Rajbari', bn: 'রাজবাড়ী', division: 'dhaka' },
  { id: 'shariatpur', name: 'Shariatpur', bn: 'শরীয়তপুর', division: 'dhaka' },
  { id: 'tangail', name: 'Tangail', bn: 'টাঙ্গাইল', division: 'dhaka' },

  { id: 'bagerhat', name: 'Bagerhat', bn: 'বাগেরহাট', division: 'khulna' },
  { id: 'chuadanga', name: 'Chuadanga', bn: 'চুয়াডাঙ্গা', division: 'khulna' },
  { id: 'jashore', name: 'Jashore', bn: 'যশোর', division: 'khulna' },
  { id: 'jhenaidah', name: 'Jhenaidah', bn: 'ঝিনাইদহ', division: 'khulna' },
  { id: 'khulna', name: 'Khulna', bn: 'খুলনা', division: 'khulna' },
  { id: 'kushtia', name: 'Kushtia', bn: 'কুষ্টিয়া', division: 'khulna' },
  { id: 'magura', name: 'Magura', bn: 'মাগুরা', division: 'khulna' },
  { id: 'meherpur', name: 'Meherpur', bn: 'মেহেরপুর', division: 'khulna' },
  { id: 'narail', name: 'Narail', bn: 'নড়াইল', division: 'khulna' },
  { id: 'satkhira', name: 'Satkhira', bn: 'সাতক্ষীরা', division: 'khulna' },

  { id: 'jamalpur', name: 'Jamalpur', bn: 'জামালপুর', division: 'mymensingh' },
  { id: 'mymensingh', name: 'Mymensingh', bn: 'ময়মনসিংহ', division: 'mymensingh' },
  { id: 'netrokona', name: 'Netrokona', bn: 'নেত্রকোণা', division: 'mymensingh' },
  { id: 'sherpur', name: 'Sherpur', bn: 'শেরপুর', division: 'mymensingh' },

  { id: 'bogura', name: 'Bogura', bn: 'বগুড়া', division: 'rajshahi' },
  { id: 'chapainawabganj', name: 'Chapainawabganj', bn: 'চাঁপাইনবাবগঞ্জ', division: 'rajshahi' },
  { id: 'joypurhat', name: 'Joypurhat', bn: 'জয়পুরহাট', division: 'rajshahi' },
  { id: 'naogaon', name: 'Naogaon', bn: 'নওগাঁ', division: 'rajshahi' },
  { id: 'natore', name: 'Natore', bn: 'নাটোর', division: 'rajshahi' },
  { id: 'pabna', name: 'Pabna', bn: 'পাবনা', division: 'rajshahi' },
  { id: 'rajshahi', name: 'Rajshahi', bn: 'রাজশাহী', division: 'rajshahi' },
  { id: 'sirajganj', name: 'Sirajganj', bn: 'সিরাজগঞ্জ', division: 'rajshahi' },

  { id: 'dinajpur', name: 'Dinajpur', bn: 'দিনাজপুর', division: 'rangpur' },
  { id: 'gaibandha', name: 'Gaibandha', bn: 'গাইবান্ধা', division: 'rangpur' },
  { id: 'kurigram', name: 'Kurigram', bn: 'কুড়িগ্রাম', division: 'rangpur' },
  { id: 'lalmonirhat', name: 'Lalmonirhat', bn: 'লালমনিরহাট', division: 'rangpur' },
  { id: 'nilphamari', name: 'Nilphamari', bn: 'নীলফামারী', division: 'rangpur' },
  { id: 'panchagarh', name: 'Panchagarh', bn: 'পঞ্চগড়', division: 'rangpur' },
  { id: 'rangpur', name: 'Rangpur', bn: 'রংপুর', division: 'rangpur' },
  { id: 'thakurgaon', name: 'Thakurgaon', bn: 'ঠাকুরগাঁও', division: 'rangpur' },

  { id: 'habiganj', name: 'Habiganj', bn: 'হবিগঞ্জ', division: 'sylhet' },
  { id: 'moulvibazar', name: 'Moulvibazar', bn: 'মৌলভীবাজার', division: 'sylhet' },
  { id: 'sunamganj', name: 'Sunamganj', bn: 'সুনামগঞ্জ', division: 'sylhet' },
  { id: 'sylhet', name: 'Sylhet', bn: 'সিলেট', division: 'sylhet' },
] as const satisfies readonly { id: string; name: string; bn: string; division: DivisionId }[];

export type DistrictId = (typeof districtList)[number]['id'];

export interface District {
  readonly id: DistrictId;
  readonly name: string;
  readonly bn: string;
  readonly division: DivisionId;
}

export const districts: readonly District[] = districtList;

export const districtIds = districtList.map((d) => d.id) as readonly DistrictId[] as readonly [
  DistrictId,
  ...DistrictId[],
];

const districtMap: ReadonlyMap<string, District> = new Map(districts.map((d) => [d.id, d]));

export function districtById(id: DistrictId): District;
export function districtById(id: string): District | undefined;
export function districtById(id: string): District | undefined {
  return districtMap.get(id);
}

export interface DivisionGroup {
  readonly division: Division;
  readonly districts: readonly District[];
}

const groups: readonly DivisionGroup[] = Object.freeze(
  divisions.map((division) => ({
    division,
    districts: Object.freeze(districts.filter((d) => d.division === division.id)),
  })),
);

/** Divisions in order, each with its districts, for a `<select>` with one `<optgroup>` per division. */
export function districtsByDivision(): readonly DivisionGroup[] {
  return groups;
}

/** Letters only, lower case, NFC: "Cox's  Bazar", "coxs-bazar" and "COXSBAZAR" compare equal. */
function districtKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+(district|zila|zilla)$/u, '')
    .replace(/\s*জেলা$/u, '')
    .replace(/[\s'’.\-_]+/gu, '');
}

// Spellings people still write: the pre-2018 English names and common variants, in both scripts.
const districtAliases: Record<string, DistrictId> = {
  chittagong: 'chattogram',
  chattagram: 'chattogram',
  ctg: 'chattogram',
  comilla: 'cumilla',
  barisal: 'barishal',
  jessore: 'jashore',
  bogra: 'bogura',
  jhalakathi: 'jhalokati',
  jhalakati: 'jhalokati',
  jhalokathi: 'jhalokati',
  nawabganj: 'chapainawabganj',
  chapai: 'chapainawabganj',
  netrakona: 'netrokona',
  maulvibazar: 'moulvibazar',
  kishorganj: 'kishoreganj',
  khagrachari: 'khagrachhari',
  laxmipur: 'lakshmipur',
  lakhsmipur: 'lakshmipur',
  narshingdi: 'narsingdi',
  munshigonj: 'munshiganj',
  gopalgonj: 'gopalganj',
  rangamati: 'rangamati',
  মুন্সিগঞ্জ: 'munshiganj',
  রাঙামাটি: 'rangamati',
  ঝালকাঠী: 'jhalokati',
  নেত্রকোনা: 'netrokona',
  চট্টগ্রামজেলা: 'chattogram',
};

const districtLookup: ReadonlyMap<string, DistrictId> = new Map([
  ...districts.flatMap((d) => [
    [districtKey(d.id), d.id] as const,
    [districtKey(d.name), d.id] as const,
    [districtKey(d.bn), d.id] as const,
  ]),
  ...Object.entries(districtAliases).map(([alias, id]) => [districtKey(alias), id] as const),
]);

/** The other spellings a district is known by ("Jessore" for Jashore), for searching lists. */
export function districtAliasesOf(id: string): readonly string[] {
  return aliasesById.get(id) ?? [];
}

const aliasesById = new Map<string, string[]>();
for (const [alias, id] of Object.entries(districtAliases)) {
  aliasesById.set(id, [...(aliasesById.get(id) ?? []), alias]);
}

/** A district as a person writes it ("Dhaka", "dhaka", "ঢাকা", "Chittagong") to its id; undefined if unknown. */
export function resolveDistrictId(text: string): DistrictId | undefined {
  const key = districtKey(text.trim());
  return key ? districtLookup.get(key) : undefined;
}
