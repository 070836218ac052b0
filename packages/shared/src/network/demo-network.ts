import { upazilasOf } from '../areas/index.ts';
import { type DistrictId, districtIds } from '../constants/districts.ts';
import { type CoverageRow, districtDefault, type NetworkHub, type NetworkMap } from './types.ts';

// A realistic network for demos and tests: a sorting centre at Tejgaon, five Dhaka city hubs, the ring
// around Dhaka (Gazipur, Narayanganj, Faridpur across the Padma) and a hub in every division's main
// city plus the busiest district towns. Each hub picks up and delivers in the areas it covers.
const both = ['pickup', 'last_mile'] as const;

const hubs: readonly NetworkHub[] = [
  {
    code: 'DHK-SC',
    name: 'Tejgaon',
    nameBn: 'তেজগাঁও',
    district: 'dhaka',
    address: 'Plot 212, Tejgaon Industrial Area, Dhaka 1208',
    kinds: ['sorting', ...both],
  },
  {
    code: 'DHK-MIR',
    name: 'Mirpur',
    nameBn: 'মিরপুর',
    district: 'dhaka',
    address: 'House 14, Road 3, Section 10, Mirpur, Dhaka 1216',
    kinds: both,
  },
  {
    code: 'DHK-UTT',
    name: 'Uttara',
    nameBn: 'উত্তরা',
    district: 'dhaka',
    address: 'House 22, Road 11, Sector 7, Uttara, Dhaka 1230',
    kinds: both,
  },
  {
    code: 'DHK-DHN',
    name: 'Dhanmondi',
    nameBn: 'ধানমন্ডি',
    district: 'dhaka',
    address: 'House 41, Road 7/A, Dhanmondi, Dhaka 1209',
    kinds: both,
  },
  {
    code: 'DHK-MOT',
    name: 'Motijheel',
    nameBn: 'মতিঝিল',
    district: 'dhaka',
    address: '63 Motijheel Commercial Area, Dhaka 1000',
    kinds: both,
  },
  {
    code: 'DHK-BAD',
    name: 'Badda',
    nameBn: 'বাড্ডা',
    district: 'dhaka',
    address: 'Ka-88 Pragati Sarani, Middle Badda, Dhaka 1212',
    kinds: both,
  },
  {
    code: 'GAZ',
    name: 'Gazipur',
    nameBn: 'গাজীপুর',
    district: 'gazipur',
    address: 'Joydebpur Chowrasta, Gazipur 1700',
    kinds: both,
  },
  {
    code: 'NGJ',
    name: 'Narayanganj',
    nameBn: 'নারায়ণগঞ্জ',
    district: 'narayanganj',
    address: '12 Bangabandhu Road, Narayanganj 1400',
    kinds: both,
  },
  {
    code: 'FRD',
    name: 'Faridpur',
    nameBn: 'ফরিদপুর',
    district: 'faridpur',
    address: 'Jhiltuli Road, Faridpur 7800',
    kinds: both,
  },
  {
    code: 'CTG',
    name: 'Chattogram',
    nameBn: 'চট্টগ্রাম',
    district: 'chattogram',
    address: '1050 CDA Avenue, GEC Circle, Chattogram 4000',
    kinds: both,
  },
  {
    code: 'CUM',
    name: 'Cumilla',
    nameBn: 'কুমিল্লা',
    district: 'cumilla',
    address: 'Kandirpar, Cumilla 3500',
    kinds: both,
  },
  {
    code: 'COX',
    name: "Cox's Bazar",
    nameBn: 'কক্সবাজার',
    district: 'coxs-bazar',
    address: "Jhautala Main Road, Cox's Bazar 4700",
    kinds: both,
  },
  {
    code: 'RAJ',
    name: 'Rajshahi',
    nameBn: 'রাজশাহী',
    district: 'rajshahi',
    address: 'Shaheb Bazar, Rajshahi 6100',
    kinds: both,
  },
  {
    code: 'BOG',
    name: 'Bogura',
    nameBn: 'বগুড়া',
    district: 'bogura',
    address: 'Satmatha, Bogura 5800',
    kinds: both,
  },
  {
    code: 'KHL',
    name: 'Khulna',
    nameBn: 'খুলনা',
    district: 'khulna',
    address: 'KDA Avenue, Khulna 9100',
    kinds: both,
  },
  {
    code: 'JSR',
    name: 'Jashore',
    nameBn: 'যশোর',
    district: 'jashore',
    address: 'M.K. Road, Jashore 7400',
    kinds: both,
  },
  {
    code: 'BSL',
    name: 'Barishal',
    nameBn: 'বরিশাল',
    district: 'barishal',
    address: 'Sadar Road, Barishal 8200',
    kinds: both,
  },
  {
    code: 'SYL',
    name: 'Sylhet',
    nameBn: 'সিলেট',
    district: 'sylhet',
    address: 'Zindabazar, Sylhet 3100',
    kinds: both,
  },
  {
    code: 'RNG',
    name: 'Rangpur',
    nameBn: 'রংপুর',
    district: 'rangpur',
    address: 'Station Road, Rangpur 5400',
    kinds: both,
  },
  {
    code: 'MYM',
    name: 'Mymensingh',
    nameBn: 'ময়মনসিংহ',
    district: 'mymensingh',
    address: 'Ganginarpar, Mymensingh 2200',
    kinds: both,
  },
];

/** Each district's hub (also its '*' row): the nearest hub of its division by road. */
const districtHub: Readonly<Record<DistrictId, string>> = {
  barguna: 'BSL',
  barishal: 'BSL',
  bhola: 'BSL',
  jhalokati: 'BSL',
  patuakhali: 'BSL',
  pirojpur: 'BSL',

  bandarban: 'CTG',
  brahmanbaria: 'CUM',
  chandpur: 'CUM',
  chattogram: 'CTG',
  'coxs-bazar': 'COX',
  cumilla: 'CUM',
  feni: 'CUM',
  khagrachhari: 'CTG',
  lakshmipur: 'CUM',
  noakhali: 'CUM',
  rangamati: 'CTG',

  dhaka: 'DHK-SC',
  faridpur: 'FRD',
  gazipur: 'GAZ',
  gopalganj: 'FRD',
  kishoreganj: 'GAZ',
  madaripur: 'FRD',
  manikganj: 'DHK-MIR',
  munshiganj: 'NGJ',
  narayanganj: 'NGJ',
  narsingdi: 'NGJ',
  rajbari: 'FRD',
  shariatpur: 'FRD',
  tangail: 'GAZ',

  bagerhat: 'KHL',
  chuadanga: 'JSR',
  jashore: 'JSR',
  jhenaidah: 'JSR',
  khulna: 'KHL',
  kushtia: 'JSR',
  magura: 'JSR',
  meherpur: 'JSR',
  narail: 'JSR',
  satkhira: 'KHL',

  jamalpur: 'MYM',
  mymensingh: 'MYM',
  netrokona: 'MYM',
  sherpur: 'MYM',

  bogura: 'BOG',
  chapainawabganj: 'RAJ',
  joypurhat: 'BOG',
  naogaon: 'RAJ',
  natore: 'RAJ',
  pabna: 'RAJ',
  rajshahi: 'RAJ',
  sirajganj: 'BOG',

  dinajpur: 'RNG',
  gaibandha: 'RNG',
  kurigram: 'RNG',
  lalmonirhat: 'RNG',
  nilphamari: 'RNG',
  panchagarh: 'RNG',
  rangpur: 'RNG',
  thakurgaon: 'RNG',

  habiganj: 'SYL',
  moulvibazar: 'SYL',
  sunamganj: 'SYL',
  sylhet: 'SYL',
};

/** Dhaka district split between the city hubs by geography; the outer upazilas go to the nearest one. */
const dhakaAreas: Readonly<Record<string, readonly string[]>> = {
  'DHK-SC': ['tejgaon', 'tejgaon-industrial-area', 'hatirjheel', 'sher-e-bangla-nagar'],
  'DHK-MIR': [
    'mirpur',
    'pallabi',
    'kafrul',
    'shah-ali',
    'rupnagar',
    'darus-salam',
    'bhashantek',
    'cantonment',
    'savar',
    'dhamrai',
  ],
  'DHK-UTT': ['uttara-east', 'uttara-west', 'uttarkhan', 'dakshinkhan', 'bimanbandar', 'khilkhet', 'turag'],
  'DHK-DHN': [
    'dhanmondi',
    'kalabagan',
    'hazaribagh',
    'mohammadpur',
    'adabor',
    'new-market',
    'lalbagh',
    'chawkbazar',
    'kamrangirchar',
    'keraniganj',
    'nawabganj',
    'dohar',
  ],
  'DHK-MOT': [
    'motijheel',
    'paltan',
    'ramna',
    'shahbagh',
    'shahjahanpur',
    'kotwali',
    'bangshal',
    'sutrapur',
    'gendaria',
    'wari',
    'jatrabari',
    'kadamtali',
    'shyampur',
    'demra',
    'sabujbagh',
    'mugda',
    'khilgaon',
  ],
  'DHK-BAD': ['gulshan', 'banani', 'badda', 'vatara', 'rampura'],
};

/** Per district, the hub of each upazila that is not the district's own hub. */
const overrides: Readonly<Partial<Record<DistrictId, ReadonlyMap<string, string>>>> = {
  dhaka: new Map(
    Object.entries(dhakaAreas).flatMap(([hub, areas]) => areas.map((area) => [area, hub] as const)),
  ),
};

function buildCoverage(): CoverageRow[] {
  const rows: CoverageRow[] = [];
  for (const district of districtIds) {
    const hub = districtHub[district];
    rows.push({ district, upazila: districtDefault, lastMileHub: hub, pickupHub: hub });
    for (const { id } of upazilasOf(district)) {
      const areaHub = overrides[district]?.get(id) ?? hub;
      rows.push({ district, upazila: id, lastMileHub: areaHub, pickupHub: areaHub });
    }
  }
  return rows;
}

/** The Dhaka areas given a city hub explicitly (a test checks that no Dhaka thana falls back to the default). */
export const demoDhakaAreas = dhakaAreas;

export const demoNetwork: NetworkMap = {
  hubs,
  coverage: buildCoverage(),
  lanes: [
    ['CTG', 'CUM'],
    ['CTG', 'COX'],
    ['RAJ', 'BOG'],
    ['KHL', 'JSR'],
    ['GAZ', 'MYM'],
    ['DHK-UTT', 'GAZ'],
    ['DHK-BAD', 'GAZ'],
    ['DHK-MOT', 'NGJ'],
    ['DHK-DHN', 'NGJ'],
  ],
  sortingHub: 'DHK-SC',
};
