import {
  bookingFeeFor,
  type CreateParcelInput,
  createParcelSchema,
  districtById,
  type FailedAttemptInput,
  type PartialDeliveryInput,
} from '@desh/shared';

/**
 * One thing a person does to a demo parcel after its booking, by the command their tap runs: the admin
 * assigns the pickup, the rider picks up and hands in at the hub, the hubs carry it on in sealed bags on
 * trips, its last-mile hub hands it to a rider of its own, and that rider delivers it with the
 * receiver's code (or a photo), fails an attempt, goes out again, delivers part of it; a parcel going
 * back is handed in at the hub, handed out for the return, and its merchant confirms it is back.
 */
export type RoadStep =
  | 'assign'
  | 'pickup'
  | 'handIn'
  | 'carry'
  | 'handout'
  | 'deliver'
  | 'photo'
  | 'again'
  | 'returned'
  | 'cancel'
  | { fail: FailedAttemptInput }
  | { partial: Pick<PartialDeliveryInput, 'itemsKept' | 'itemsKeptCount' | 'reason'> & { codTaka: number } };

/** A place as the booking form takes it: the address, its district and (in Dhaka) its thana. */
type Place = readonly [address: string, district: string, upazila?: string];

export interface DemoParcel {
  title: string;
  receiver: string;
  phone: string;
  from: Place;
  to: Place;
  type: 'small' | 'medium' | 'large' | 'fragile';
  cod: number;
  /** What people did to it after its booking, in order, each by its command (seed-business.ts, `walkStep`). */
  road: RoadStep[];
  /** Hours ago it was booked. */
  bookedHoursAgo: number;
  /** Hours ago its last step happened; its steps are spread evenly from the booking to then. */
  doneHoursAgo?: number;
}

/** The demo shop's own place: Mirpur, so its pickups are the demo rider's and its parcels start at Mirpur hub. */
const shop: Place = ['Shop 7, Road 2, Section 6, Mirpur, Dhaka', 'dhaka', 'mirpur'];
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

// The usual road, as prefixes the demo parcels share. A parcel for Mirpur's own area is handed out
// where it was handed in; one for another city is carried there first, in bags on trips.
const pickedUp: RoadStep[] = ['assign', 'pickup'];
const atTheHub: RoadStep[] = [...pickedUp, 'handIn'];
const outForDelivery: RoadStep[] = [...atTheHub, 'carry', 'handout'];
const delivered: RoadStep[] = [...outForDelivery, 'deliver'];

export const demoParcels: readonly DemoParcel[] = [
  {
    title: 'Cotton saree',
    receiver: 'Nusrat Jahan',
    phone: '01711000101',
    from: shop,
    to: ['Zindabazar, Sylhet', 'sylhet'],
    type: 'small',
    cod: 2400,
    road: [],
    bookedHoursAgo: 2,
  },
  {
    title: 'Rice cooker',
    receiver: 'Abdul Karim',
    phone: '01811000102',
    from: shop,
    to: ['Sonadanga, Khulna', 'khulna'],
    type: 'medium',
    cod: 3100,
    road: [],
    bookedHoursAgo: 5,
  },
  {
    title: 'Books (3)',
    receiver: 'Tahmid Hasan',
    phone: '01911000103',
    from: shop,
    to: ['Section 10, Mirpur, Dhaka', 'dhaka', 'mirpur'],
    type: 'small',
    cod: 850,
    road: ['assign'],
    bookedHoursAgo: 20,
  },
  {
    title: 'Phone case',
    receiver: 'Sadia Islam',
    phone: '01611000104',
    from: shop,
    to: ['Uttara Sector 7, Dhaka', 'dhaka', 'uttara-west'],
    type: 'small',
    cod: 450,
    road: pickedUp,
    bookedHoursAgo: 22,
  },
  {
    // Taken in at Mirpur: the next bag to the sorting centre takes it on to Chattogram.
    title: 'Ceramic dinner set',
    receiver: 'Farhana Akter',
    phone: '01511000105',
    from: shop,
    to: ['Agrabad, Chattogram', 'chattogram'],
    type: 'fragile',
    cod: 4200,
    road: atTheHub,
    bookedHoursAgo: 30,
  },
  {
    title: 'Shoes',
    receiver: 'Rakib Hossain',
    phone: '01911000106',
    from: shop,
    to: ['Road 3, Block C, Pallabi, Dhaka', 'dhaka', 'pallabi'],
    type: 'medium',
    cod: 1800,
    road: outForDelivery,
    bookedHoursAgo: 26,
  },
  {
    title: 'Headphones',
    receiver: 'Mehedi Hasan',
    phone: '01711000107',
    from: shop,
    to: ['Ibrahimpur, Kafrul, Dhaka', 'dhaka', 'kafrul'],
    type: 'small',
    cod: 0,
    road: delivered,
    bookedHoursAgo: 48,
  },
  {
    title: 'Winter jacket',
    receiver: 'Shirin Sultana',
    phone: '01811000108',
    from: shop,
    to: ['Shah Ali Bagh, Mirpur 1, Dhaka', 'dhaka', 'shah-ali'],
    type: 'medium',
    cod: 2650,
    road: delivered,
    bookedHoursAgo: 52,
  },
  {
    // Carried through the sorting centre to Sylhet, where Sylhet's rider delivered it.
    title: 'Eid panjabi',
    receiver: 'Tanvir Hasan',
    phone: '01811000112',
    from: shop,
    to: ['Zindabazar, Sylhet', 'sylhet'],
    type: 'medium',
    cod: 1650,
    road: delivered,
    bookedHoursAgo: 30,
  },
  {
    title: 'Baby clothes',
    receiver: 'Jannatul Ferdous',
    phone: '01911000109',
    from: shop,
    to: ['Darus Salam Road, Mirpur 1, Dhaka', 'dhaka', 'darus-salam'],
    type: 'small',
    cod: 1200,
    road: [...outForDelivery, { fail: { reason: 'reschedule', rescheduleDate: day(1) } }],
    bookedHoursAgo: 40,
    // Just now: the dashboards' failed deliveries of today have one, whatever the hour of the Dhaka day.
    doneHoursAgo: 0,
  },
  {
    // Refused at the second try: on its way back to the shop with the rider.
    title: 'Smart watch',
    receiver: 'Imran Khan',
    phone: '01611000110',
    from: shop,
    to: ['Road 11, Pallabi, Dhaka', 'dhaka', 'pallabi'],
    type: 'small',
    cod: 3500,
    road: [
      ...outForDelivery,
      { fail: { reason: 'not_reachable' } },
      'again',
      { fail: { reason: 'refused', note: 'Said the order was cancelled' } },
    ],
    bookedHoursAgo: 70,
  },
  {
    // Three attempts failed: handed back in at Mirpur, out with the rider to the shop, and the shop
    // confirmed it back, which books its return charge (after the shop had earned from deliveries).
    title: 'Perfume',
    receiver: 'Laila Arjumand',
    phone: '01511000111',
    from: shop,
    to: ['Wrong lane, Bhashantek, Dhaka', 'dhaka', 'bhashantek'],
    type: 'fragile',
    cod: 1500,
    road: [
      ...outForDelivery,
      { fail: { reason: 'wrong_address' } },
      'again',
      { fail: { reason: 'not_reachable' } },
      'again',
      { fail: { reason: 'wrong_address', note: 'No such house number on the lane' } },
      'handIn',
      'handout',
      'returned',
    ],
    bookedHoursAgo: 120,
    doneHoursAgo: 3,
  },
  {
    // The receiver kept two of three sarees and paid for those: the third goes back as a parcel of its own.
    title: 'Three Jamdani sarees',
    receiver: 'Shirin Sultana',
    phone: '01711000131',
    from: shop,
    to: ['Road 5, Section 11, Pallabi, Dhaka', 'dhaka', 'pallabi'],
    type: 'medium',
    cod: 3600,
    road: [
      ...outForDelivery,
      {
        partial: { itemsKept: '2 of the 3 sarees', itemsKeptCount: 2, codTaka: 2400, reason: 'changed_mind' },
      },
    ],
    bookedHoursAgo: 30,
  },
  {
    // Carried to Chattogram; its rider delivered by photo, with nothing showing the code failed to
    // reach the receiver: it waits for the admin's approval.
    title: 'Bluetooth speaker',
    receiver: 'Mehedi Hasan',
    phone: '01711000120',
    from: shop,
    to: ['Kazir Dewri, Chattogram', 'chattogram'],
    type: 'small',
    cod: 1850,
    road: [...outForDelivery, 'photo'],
    bookedHoursAgo: 26,
  },
  {
    title: 'Desk lamp',
    receiver: 'Kamrul Islam',
    phone: '01711000112',
    from: shop,
    to: ['Rajshahi Sadar', 'rajshahi'],
    type: 'medium',
    cod: 0,
    road: ['cancel'],
    bookedHoursAgo: 90,
  },
];

/** The demo is charged as any booking is: the courier's price for its route. */
const feeOf = (demo: DemoParcel): number =>
  bookingFeeFor({
    pickupDistrict: districtById(demo.from[1])?.id,
    deliveryDistrict: districtById(demo.to[1])?.id,
    parcelType: demo.type,
    paymentMethod: demo.cod > 0 ? 'cod' : 'prepaid',
    codAmount: demo.cod,
  }).total;

/** The booking the demo customer makes, as the Book a Parcel form sends it. */
export function bookingOf(demo: DemoParcel): CreateParcelInput {
  return createParcelSchema.parse({
    parcelTitle: demo.title,
    receiverName: demo.receiver,
    receiverPhone: demo.phone,
    pickupAddress: demo.from[0],
    pickupDistrict: demo.from[1],
    ...(demo.from[2] ? { pickupUpazila: demo.from[2] } : {}),
    deliveryAddress: demo.to[0],
    deliveryDistrict: demo.to[1],
    ...(demo.to[2] ? { deliveryUpazila: demo.to[2] } : {}),
    parcelType: demo.type,
    // The form sends the quote's figure; the server prices the booking itself.
    deliveryFee: feeOf(demo),
    paymentMethod: demo.cod > 0 ? 'cod' : 'prepaid',
    ...(demo.cod > 0 ? { codAmount: demo.cod } : {}),
  });
}
