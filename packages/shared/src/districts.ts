// Where a parcel goes (issue 32; requirements §17): the 64 districts of Bangladesh, each in one
// delivery zone. The zone sets the rate card's row (delivery.ts); the key is what the API and the
// database keep, the name is a descriptor the screens say in the reader's language (as categories').
// No zod here: a screen's picker reads the list without the schemas (districtSchema is in
// delivery-charge.ts).
import type { MessageDescriptor } from './descriptors.ts';

/** Inside Dhaka (the district), Dhaka's suburbs (the districts around it), and the rest. */
export const deliveryZones = ['dhaka', 'suburbs', 'outside'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

/** @public the zones' names, for the rate card's and the checkout's screens (issue 32's UI). */
export const deliveryZoneMessages = {
  dhaka: /*i18n*/ { id: 'delivery.zone.dhaka', message: 'Inside Dhaka' },
  suburbs: /*i18n*/ { id: 'delivery.zone.suburbs', message: 'Dhaka suburbs' },
  outside: /*i18n*/ { id: 'delivery.zone.outside', message: 'Outside Dhaka' },
} as const satisfies Record<DeliveryZone, MessageDescriptor>;

/** Each district's English name, by key (the lowercase English slug), A to Z. */
export const districtMessages = {
  bagerhat: /*i18n*/ { id: 'district.bagerhat', message: 'Bagerhat' },
  bandarban: /*i18n*/ { id: 'district.bandarban', message: 'Bandarban' },
  barguna: /*i18n*/ { id: 'district.barguna', message: 'Barguna' },
  barishal: /*i18n*/ { id: 'district.barishal', message: 'Barishal' },
  bhola: /*i18n*/ { id: 'district.bhola', message: 'Bhola' },
  bogura: /*i18n*/ { id: 'district.bogura', message: 'Bogura' },
  brahmanbaria: /*i18n*/ { id: 'district.brahmanbaria', message: 'Brahmanbaria' },
  chandpur: /*i18n*/ { id: 'district.chandpur', message: 'Chandpur' },
  'chapai-nawabganj': /*i18n*/ { id: 'district.chapaiNawabganj', message: 'Chapai Nawabganj' },
  chattogram: /*i18n*/ { id: 'district.chattogram', message: 'Chattogram' },
  chuadanga: /*i18n*/ { id: 'district.chuadanga', message: 'Chuadanga' },
  'coxs-bazar': /*i18n*/ { id: 'district.coxsBazar', message: "Cox's Bazar" },
  cumilla: /*i18n*/ { id: 'district.cumilla', message: 'Cumilla' },
  dhaka: /*i18n*/ { id: 'district.dhaka', message: 'Dhaka' },
  dinajpur: /*i18n*/ { id: 'district.dinajpur', message: 'Dinajpur' },
  faridpur: /*i18n*/ { id: 'district.faridpur', message: 'Faridpur' },
  feni: /*i18n*/ { id: 'district.feni', message: 'Feni' },
  gaibandha: /*i18n*/ { id: 'district.gaibandha', message: 'Gaibandha' },
  gazipur: /*i18n*/ { id: 'district.gazipur', message: 'Gazipur' },
  gopalganj: /*i18n*/ { id: 'district.gopalganj', message: 'Gopalganj' },
  habiganj: /*i18n*/ { id: 'district.habiganj', message: 'Habiganj' },
  jamalpur: /*i18n*/ { id: 'district.jamalpur', message: 'Jamalpur' },
  jashore: /*i18n*/ { id: 'district.jashore', message: 'Jashore' },
  jhalokathi: /*i18n*/ { id: 'district.jhalokathi', message: 'Jhalokathi' },
  jhenaidah: /*i18n*/ { id: 'district.jhenaidah', message: 'Jhenaidah' },
  joypurhat: /*i18n*/ { id: 'district.joypurhat', message: 'Joypurhat' },
  khagrachhari: /*i18n*/ { id: 'district.khagrachhari', message: 'Khagrachhari' },
  khulna: /*i18n*/ { id: 'district.khulna', message: 'Khulna' },
  kishoreganj: /*i18n*/ { id: 'district.kishoreganj', message: 'Kishoreganj' },
  kurigram: /*i18n*/ { id: 'district.kurigram', message: 'Kurigram' },
  kushtia: /*i18n*/ { id: 'district.kushtia', message: 'Kushtia' },
  lakshmipur: /*i18n*/ { id: 'district.lakshmipur', message: 'Lakshmipur' },
  lalmonirhat: /*i18n*/ { id: 'district.lalmonirhat', message: 'Lalmonirhat' },
  madaripur: /*i18n*/ { id: 'district.madaripur', message: 'Madaripur' },
  magura: /*i18n*/ { id: 'district.magura', message: 'Magura' },
  manikganj: /*i18n*/ { id: 'district.manikganj', message: 'Manikganj' },
  meherpur: /*i18n*/ { id: 'district.meherpur', message: 'Meherpur' },
  moulvibazar: /*i18n*/ { id: 'district.moulvibazar', message: 'Moulvibazar' },
  munshiganj: /*i18n*/ { id: 'district.munshiganj', message: 'Munshiganj' },
  mymensingh: /*i18n*/ { id: 'district.mymensingh', message: 'Mymensingh' },
  naogaon: /*i18n*/ { id: 'district.naogaon', message: 'Naogaon' },
  narail: /*i18n*/ { id: 'district.narail', message: 'Narail' },
  narayanganj: /*i18n*/ { id: 'district.narayanganj', message: 'Narayanganj' },
  narsingdi: /*i18n*/ { id: 'district.narsingdi', message: 'Narsingdi' },
  natore: /*i18n*/ { id: 'district.natore', message: 'Natore' },
  netrokona: /*i18n*/ { id: 'district.netrokona', message: 'Netrokona' },
  nilphamari: /*i18n*/ { id: 'district.nilphamari', message: 'Nilphamari' },
  noakhali: /*i18n*/ { id: 'district.noakhali', message: 'Noakhali' },
  pabna: /*i18n*/ { id: 'district.pabna', message: 'Pabna' },
  panchagarh: /*i18n*/ { id: 'district.panchagarh', message: 'Panchagarh' },
  patuakhali: /*i18n*/ { id: 'district.patuakhali', message: 'Patuakhali' },
  pirojpur: /*i18n*/ { id: 'district.pirojpur', message: 'Pirojpur' },
  rajbari: /*i18n*/ { id: 'district.rajbari', message: 'Rajbari' },
  rajshahi: /*i18n*/ { id: 'district.rajshahi', message: 'Rajshahi' },
  rangamati: /*i18n*/ { id: 'district.rangamati', message: 'Rangamati' },
  rangpur: /*i18n*/ { id: 'district.rangpur', message: 'Rangpur' },
  satkhira: /*i18n*/ { id: 'district.satkhira', message: 'Satkhira' },
  shariatpur: /*i18n*/ { id: 'district.shariatpur', message: 'Shariatpur' },
  sherpur: /*i18n*/ { id: 'district.sherpur', message: 'Sherpur' },
  sirajganj: /*i18n*/ { id: 'district.sirajganj', message: 'Sirajganj' },
  sunamganj: /*i18n*/ { id: 'district.sunamganj', message: 'Sunamganj' },
  sylhet: /*i18n*/ { id: 'district.sylhet', message: 'Sylhet' },
  tangail: /*i18n*/ { id: 'district.tangail', message: 'Tangail' },
  thakurgaon: /*i18n*/ { id: 'district.thakurgaon', message: 'Thakurgaon' },
} as const satisfies Record<string, MessageDescriptor>;

export type DistrictKey = keyof typeof districtMessages;

/** The districts around Dhaka that couriers price as its suburbs; Dhaka is its own zone, every other is outside. */
const SUBURBS: ReadonlySet<DistrictKey> = new Set(['gazipur', 'narayanganj', 'munshiganj', 'manikganj', 'narsingdi']);

export const zoneOfDistrict = (key: DistrictKey): DeliveryZone =>
  key === 'dhaka' ? 'dhaka' : SUBURBS.has(key) ? 'suburbs' : 'outside';

/** The 64 districts, A to Z by their English name: `key` is stable, `zone` sets the charge. */
export const districts = (Object.keys(districtMessages) as DistrictKey[]).map((key) => ({
  key,
  zone: zoneOfDistrict(key),
}));
export const districtKeys = districts.map((d) => d.key) as [DistrictKey, ...DistrictKey[]];

export const isDistrictKey = (key: string): key is DistrictKey => Object.hasOwn(districtMessages, key);

/** A district's name as a message, for the screens to translate; undefined for none or an unknown key. */
export const districtMessage = (key: string | null | undefined): MessageDescriptor | undefined =>
  key && isDistrictKey(key) ? districtMessages[key] : undefined;
