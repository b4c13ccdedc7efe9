import type { Category, ListingCondition } from '@naijabid/shared/constants';
import type { NigerianState } from '@naijabid/shared/nigerian-states';
import type { OpenDisputeRequest, RequestReturnRequest, ShipOrderRequest } from '@naijabid/shared/schemas/orders';

/** Demo sellers; they can log in with DEMO_PASSWORD outside production. */
export const DEMO_EMAIL_DOMAIN = 'demo.naijabid.ng';
export const DEMO_PASSWORD = 'naijabid-demo';

/** How a demo item reaches its buyer; fees in whole naira, null: no delivery there. */
export interface DemoDelivery {
  pickup: boolean;
  inStateNaira: number | null;
  otherStatesNaira: number | null;
}

/** Small goods by courier, at about what GIG Logistics or a dispatch rider charge. */
const courier = (inStateNaira: number, otherStatesNaira: number): DemoDelivery => ({
  pickup: true,
  inStateNaira,
  otherStatesNaira,
});
/** Fridges, generators, large TVs: the seller's own van within the state, or collect. */
const bulkyInState = (inStateNaira: number): DemoDelivery => ({ pickup: true, inStateNaira, otherStatesNaira: null });
const PICKUP_ONLY: DemoDelivery = { pickup: true, inStateNaira: null, otherStatesNaira: null };
/** Sealed goods sent from a warehouse, with nowhere to collect them. */
const SHIPPED_ONLY: DemoDelivery = { pickup: false, inStateNaira: 2_000, otherStatesNaira: 4_500 };

/** Where each demo seller is and how they usually send items; an item may say otherwise. */
export const demoSellers = [
  {
    key: 'ikeja',
    firstName: 'Chinedu',
    lastName: 'Okeke',
    email: `chinedu@${DEMO_EMAIL_DOMAIN}`,
    state: 'Lagos',
    city: 'Ikeja',
    delivery: courier(2_500, 6_000),
  },
  {
    key: 'wuse',
    firstName: 'Aisha',
    lastName: 'Bello',
    email: `aisha@${DEMO_EMAIL_DOMAIN}`,
    state: 'FCT',
    city: 'Wuse',
    delivery: courier(2_000, 5_500),
  },
  {
    key: 'ph',
    firstName: 'Tamuno',
    lastName: 'Briggs',
    email: `tamuno@${DEMO_EMAIL_DOMAIN}`,
    state: 'Rivers',
    city: 'Port Harcourt',
    delivery: courier(3_000, 7_000),
  },
  {
    key: 'ibadan',
    firstName: 'Kemi',
    lastName: 'Adebayo',
    email: `kemi@${DEMO_EMAIL_DOMAIN}`,
    state: 'Oyo',
    city: 'Ibadan',
    delivery: courier(1_500, 4_500),
  },
  {
    key: 'kano',
    firstName: 'Musa',
    lastName: 'Abdullahi',
    email: `musa@${DEMO_EMAIL_DOMAIN}`,
    state: 'Kano',
    city: 'Sabon Gari',
    delivery: courier(2_000, 6_500),
  },
] as const satisfies ReadonlyArray<{
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  state: NigerianState;
  city: string;
  delivery: DemoDelivery;
}>;

export interface DemoItem {
  title: string;
  brand: string;
  category: Category;
  condition: ListingCondition;
  /** Whole naira; stored as kobo. */
  startingNaira: number;
  buyNowNaira?: number;
  reserveNaira?: number;
  /** File name in apps/api/seed-assets. */
  illustration: string;
  seller: (typeof demoSellers)[number]['key'];
  /** Absent: the seller's usual delivery. */
  delivery?: DemoDelivery;
  description: string;
  /**
   * The seller chose automatic relisting: the auction ends unsold minutes after the first
   * start (nobody bids on it there) and lists itself again, showing the feature.
   */
  relist?: { times: number; priceDropPercent: number; endsInMinutes: number };
}

export const demoItems: DemoItem[] = [
  {
    title: 'Apple iPhone 13 128GB Midnight',
    brand: 'Apple',
    category: 'Phones & Tablets',
    condition: 'used',
    startingNaira: 480_000,
    buyNowNaira: 610_000,
    illustration: 'phone-back.svg',
    seller: 'ikeja',
    description:
      'UK-used iPhone 13, 128GB, battery health 88%, Face ID working, no scratches on the screen. Comes with a USB-C to Lightning cable.',
  },
  {
    title: 'Samsung Galaxy A15 128GB',
    brand: 'Samsung',
    category: 'Phones & Tablets',
    condition: 'new',
    startingNaira: 165_000,
    buyNowNaira: 199_000,
    illustration: 'phone.svg',
    seller: 'ikeja',
    description:
      'Brand new and sealed Galaxy A15 with 6GB RAM, 128GB storage and a 5000mAh battery. One year Samsung Nigeria warranty.',
  },
  {
    title: 'Tecno Camon 30 256GB',
    brand: 'Tecno',
    category: 'Phones & Tablets',
    condition: 'new',
    startingNaira: 240_000,
    illustration: 'phone-back.svg',
    seller: 'wuse',
    description: 'Tecno Camon 30 with 8GB RAM and 256GB storage, 50MP front camera, 70W fast charging. Sealed in box.',
  },
  {
    title: 'Infinix Note 40 Pro',
    brand: 'Infinix',
    category: 'Phones & Tablets',
    condition: 'open_box',
    startingNaira: 215_000,
    illustration: 'phone.svg',
    seller: 'ph',
    description:
      'Opened for inspection only. Infinix Note 40 Pro, 12GB RAM, 256GB, wireless charging. All accessories included.',
  },
  {
    title: 'Apple iPad 9th Generation 64GB Wi-Fi',
    brand: 'Apple',
    category: 'Phones & Tablets',
    condition: 'used',
    startingNaira: 290_000,
    illustration: 'tablet.svg',
    seller: 'wuse',
    description:
      'Clean iPad 9th generation, 10.2 inch Retina display, Wi-Fi model. Ideal for school and Netflix. Charger included.',
  },
  {
    title: 'Xiaomi Redmi Note 13 256GB',
    brand: 'Xiaomi',
    category: 'Phones & Tablets',
    condition: 'new',
    startingNaira: 205_000,
    illustration: 'phone-back.svg',
    seller: 'ibadan',
    description: 'Redmi Note 13 with AMOLED display, 108MP camera and 33W charging. New, sealed, with receipt.',
  },
  {
    title: 'HP EliteBook 840 G6 Core i5 16GB',
    brand: 'HP',
    category: 'Computing',
    condition: 'refurbished',
    startingNaira: 360_000,
    buyNowNaira: 450_000,
    illustration: 'laptop.svg',
    seller: 'ikeja',
    description:
      'Refurbished HP EliteBook 840 G6, Intel Core i5 8th gen, 16GB RAM, 512GB SSD, backlit keyboard, 3 months warranty.',
  },
  {
    title: 'Dell Latitude 7490 Core i7',
    brand: 'Dell',
    category: 'Computing',
    condition: 'used',
    startingNaira: 280_000,
    illustration: 'laptop.svg',
    seller: 'ph',
    description:
      'Dell Latitude 7490, Core i7, 8GB RAM, 256GB SSD, 14 inch Full HD. Strong battery, lasts about 5 hours.',
  },
  {
    title: 'Apple MacBook Air M1 256GB',
    brand: 'Apple',
    category: 'Computing',
    condition: 'used',
    startingNaira: 720_000,
    reserveNaira: 800_000,
    illustration: 'laptop.svg',
    seller: 'wuse',
    description:
      'MacBook Air M1 2020, 8GB RAM, 256GB SSD, battery cycle count 190. Space grey, comes with original charger.',
  },
  {
    title: 'Lenovo ThinkPad T480 Core i5',
    brand: 'Lenovo',
    category: 'Computing',
    condition: 'refurbished',
    startingNaira: 250_000,
    illustration: 'laptop.svg',
    seller: 'ibadan',
    description:
      'Durable ThinkPad T480 with Core i5, 8GB RAM and 256GB SSD. Dual battery system for long days of work.',
  },
  {
    title: 'HP LaserJet Pro M15w Printer',
    brand: 'HP',
    category: 'Computing',
    condition: 'new',
    startingNaira: 140_000,
    illustration: 'printer.svg',
    seller: 'ph',
    description: 'Compact wireless laser printer, prints up to 19 pages per minute. New in box with starter toner.',
  },
  {
    title: 'Hisense 43 inch Smart TV A4',
    brand: 'Hisense',
    category: 'Electronics',
    condition: 'new',
    startingNaira: 235_000,
    buyNowNaira: 285_000,
    illustration: 'tv.svg',
    seller: 'wuse',
    description:
      'Hisense 43 inch Full HD smart TV with Netflix, YouTube and Showmax apps built in. Two years warranty.',
  },
  {
    title: 'LG 55 inch 4K UHD Smart TV',
    brand: 'LG',
    category: 'Electronics',
    condition: 'new',
    startingNaira: 560_000,
    illustration: 'tv.svg',
    seller: 'ikeja',
    delivery: bulkyInState(6_000),
    description: 'LG 55 inch 4K UHD with webOS, HDR10 and Magic Remote support. Sealed, with wall bracket.',
  },
  {
    title: 'JBL Flip 6 Bluetooth Speaker',
    brand: 'JBL',
    category: 'Electronics',
    condition: 'new',
    startingNaira: 105_000,
    illustration: 'speaker.svg',
    seller: 'ph',
    description: 'Waterproof JBL Flip 6 portable speaker, 12 hours of playtime, bold JBL Original Pro Sound.',
  },
  {
    title: 'Sony WH-1000XM4 Noise Cancelling Headphones',
    brand: 'Sony',
    category: 'Electronics',
    condition: 'open_box',
    startingNaira: 250_000,
    illustration: 'headphones.svg',
    seller: 'wuse',
    delivery: courier(0, 3_500),
    description:
      'Industry-leading noise cancelling, 30 hours battery. Box opened for photos only, all accessories complete.',
  },
  {
    title: 'Canon EOS 2000D DSLR with 18-55mm Lens',
    brand: 'Canon',
    category: 'Electronics',
    condition: 'used',
    startingNaira: 420_000,
    illustration: 'camera.svg',
    seller: 'ikeja',
    description: 'Canon EOS 2000D with kit lens, 24MP, Wi-Fi. Shutter count under 5,000. Bag and 32GB card included.',
  },
  {
    title: 'Hisense 205L Double Door Refrigerator',
    brand: 'Hisense',
    category: 'Appliances',
    condition: 'new',
    startingNaira: 320_000,
    buyNowNaira: 385_000,
    illustration: 'fridge.svg',
    seller: 'ph',
    delivery: bulkyInState(10_000),
    description:
      'Hisense 205 litre double door fridge, low noise, energy saving, works well on inverter. Delivered within Rivers State.',
  },
  {
    title: 'Binatone 16 inch Standing Fan',
    brand: 'Binatone',
    category: 'Appliances',
    condition: 'new',
    startingNaira: 32_000,
    illustration: 'fan.svg',
    seller: 'kano',
    delivery: PICKUP_ONLY,
    description: 'Binatone 16 inch standing fan with 3 speeds and oscillation. Strong copper motor, new in carton.',
  },
  {
    title: 'Scanfrost 4 Burner Gas Cooker with Oven',
    brand: 'Scanfrost',
    category: 'Appliances',
    condition: 'new',
    startingNaira: 255_000,
    illustration: 'cooker.svg',
    seller: 'ikeja',
    delivery: bulkyInState(7_500),
    description: 'Scanfrost 60x60 gas cooker with 4 burners, oven and grill, auto ignition. Glass lid.',
  },
  {
    title: 'Nexus 1.5HP Split Air Conditioner',
    brand: 'Nexus',
    category: 'Appliances',
    condition: 'new',
    startingNaira: 390_000,
    illustration: 'air-conditioner.svg',
    seller: 'ph',
    delivery: bulkyInState(8_000),
    description: 'Nexus 1.5HP split AC with copper condenser and turbo cooling. Installation kit included.',
  },
  {
    title: 'Saisho 20L Microwave Oven',
    brand: 'Saisho',
    category: 'Appliances',
    condition: 'new',
    startingNaira: 68_000,
    illustration: 'microwave.svg',
    seller: 'wuse',
    description: 'Saisho 20 litre microwave with 5 power levels and defrost. Perfect for small kitchens.',
  },
  {
    title: 'Kenwood 1.5L Blender with Mill',
    brand: 'Kenwood',
    category: 'Appliances',
    condition: 'new',
    startingNaira: 58_000,
    illustration: 'blender.svg',
    seller: 'ibadan',
    description: 'Kenwood blender with glass jug and dry mill for pepper and egusi. 500W motor.',
  },
  {
    title: 'Sony PlayStation 5 Slim Disc Edition',
    brand: 'Sony',
    category: 'Gaming',
    condition: 'new',
    startingNaira: 700_000,
    buyNowNaira: 820_000,
    illustration: 'console.svg',
    seller: 'wuse',
    description: 'PS5 Slim disc edition, 1TB, sealed. One DualSense controller included.',
  },
  {
    title: 'Xbox Series S 512GB',
    brand: 'Microsoft',
    category: 'Gaming',
    condition: 'used',
    startingNaira: 380_000,
    illustration: 'console.svg',
    seller: 'ph',
    description: 'Clean Xbox Series S, 512GB, with one controller. Game Pass ready. Used for three months.',
  },
  {
    title: 'Nintendo Switch OLED Model',
    brand: 'Nintendo',
    category: 'Gaming',
    condition: 'open_box',
    startingNaira: 390_000,
    illustration: 'controller.svg',
    seller: 'ikeja',
    description: 'Switch OLED with 7 inch screen and white Joy-Cons. Opened, never used, full box.',
  },
  {
    title: 'PS5 DualSense Wireless Controller',
    brand: 'Sony',
    category: 'Gaming',
    condition: 'new',
    startingNaira: 68_000,
    illustration: 'controller.svg',
    seller: 'wuse',
    description: 'Original DualSense controller with haptic feedback and adaptive triggers. Sealed.',
  },
  {
    title: 'EA Sports FC 25 for PS5',
    brand: 'EA Sports',
    category: 'Gaming',
    condition: 'used',
    startingNaira: 38_000,
    illustration: 'game-case.svg',
    seller: 'ph',
    delivery: PICKUP_ONLY,
    description: 'EA FC 25 disc for PlayStation 5 in perfect condition. No scratches.',
  },
  {
    title: 'Nike Air Force 1 07 White, Size 43',
    brand: 'Nike',
    category: 'Fashion',
    condition: 'new',
    startingNaira: 85_000,
    illustration: 'sneaker.svg',
    seller: 'ibadan',
    description: 'Original Nike Air Force 1 07, all white, size 43 (UK 9). New with box and receipt.',
  },
  {
    title: 'Casio G-Shock GA-2100 Watch',
    brand: 'Casio',
    category: 'Fashion',
    condition: 'new',
    startingNaira: 98_000,
    illustration: 'watch.svg',
    seller: 'kano',
    description: 'Casio G-Shock GA-2100 carbon core, 200m water resistant. Original with warranty card.',
  },
  {
    title: 'Adidas Samba OG, Size 42',
    brand: 'Adidas',
    category: 'Fashion',
    condition: 'new',
    startingNaira: 105_000,
    illustration: 'sneaker.svg',
    seller: 'ph',
    description: 'Adidas Samba OG in white and black, size 42. Brand new in box.',
  },
  {
    title: 'Genuine Leather Ladies Handbag',
    brand: 'Zara',
    category: 'Fashion',
    condition: 'new',
    startingNaira: 48_000,
    illustration: 'handbag.svg',
    seller: 'wuse',
    description: 'Structured leather handbag with shoulder strap, roomy inside, gold hardware. Made in Spain.',
  },
  {
    title: 'Ray-Ban Aviator Classic Sunglasses',
    brand: 'Ray-Ban',
    category: 'Fashion',
    condition: 'open_box',
    startingNaira: 115_000,
    illustration: 'sunglasses.svg',
    seller: 'ikeja',
    description: 'Ray-Ban Aviator RB3025, gold frame with green lenses. Original case and cloth.',
  },
  {
    title: 'Philips 2100W Hair Dryer',
    brand: 'Philips',
    category: 'Health & Beauty',
    condition: 'new',
    startingNaira: 30_000,
    illustration: 'hair-dryer.svg',
    seller: 'ph',
    description: 'Philips ThermoProtect hair dryer with 3 heat settings and a concentrator nozzle.',
  },
  {
    title: 'Oral-B Pro 3 Electric Toothbrush',
    brand: 'Oral-B',
    category: 'Health & Beauty',
    condition: 'new',
    startingNaira: 42_000,
    illustration: 'toothbrush.svg',
    seller: 'wuse',
    delivery: SHIPPED_ONLY,
    description: 'Oral-B Pro 3 with pressure sensor and 2-minute timer. Two brush heads included.',
  },
  {
    title: 'Omron M2 Blood Pressure Monitor',
    brand: 'Omron',
    category: 'Health & Beauty',
    condition: 'new',
    startingNaira: 45_000,
    illustration: 'bp-monitor.svg',
    seller: 'ikeja',
    description: 'Clinically validated Omron M2 upper-arm monitor with cuff. Easy one-button reading.',
  },
  {
    title: 'Dior Sauvage Eau de Toilette 100ml',
    brand: 'Dior',
    category: 'Health & Beauty',
    condition: 'new',
    startingNaira: 160_000,
    illustration: 'perfume.svg',
    seller: 'kano',
    delivery: SHIPPED_ONLY,
    description: 'Original Dior Sauvage EDT 100ml, sealed, with batch code. Fresh and long-lasting.',
  },
  {
    title: 'Remington Cordless Hair Clipper',
    brand: 'Remington',
    category: 'Health & Beauty',
    condition: 'new',
    startingNaira: 26_000,
    illustration: 'trimmer.svg',
    seller: 'ph',
    description: 'Remington cordless clipper with 8 combs, 40 minutes run time. Great for home barbing.',
  },
  {
    title: 'Ergonomic Mesh Office Chair',
    brand: 'Kaizen',
    category: 'Home & Office',
    condition: 'new',
    startingNaira: 125_000,
    illustration: 'office-chair.svg',
    seller: 'ikeja',
    description: 'High-back mesh office chair with lumbar support, adjustable armrests and headrest.',
  },
  {
    title: 'Sumec Firman SPG3000 Generator',
    brand: 'Sumec Firman',
    category: 'Home & Office',
    condition: 'new',
    startingNaira: 410_000,
    buyNowNaira: 470_000,
    illustration: 'generator.svg',
    seller: 'ph',
    delivery: bulkyInState(8_000),
    description: 'Sumec Firman 2.5kVA petrol generator with key start. Quiet, fuel efficient, new in crate.',
  },
  {
    title: 'Luminous 1.5kVA Inverter with 200Ah Battery',
    brand: 'Luminous',
    category: 'Home & Office',
    condition: 'new',
    startingNaira: 480_000,
    illustration: 'inverter.svg',
    seller: 'wuse',
    description: 'Luminous 1.5kVA pure sine wave inverter with one 200Ah tubular battery. Powers TV, fans and lights.',
  },
  {
    title: 'Electric Standing Desk 140cm',
    brand: 'Kaizen',
    category: 'Home & Office',
    condition: 'new',
    startingNaira: 185_000,
    illustration: 'desk.svg',
    seller: 'ikeja',
    delivery: PICKUP_ONLY,
    description: 'Dual-motor height-adjustable desk with memory presets. 140 x 70 cm top.',
  },
  {
    title: 'Rechargeable LED Lantern',
    brand: 'Binatone',
    category: 'Home & Office',
    condition: 'new',
    startingNaira: 18_000,
    illustration: 'lamp.svg',
    seller: 'kano',
    delivery: PICKUP_ONLY,
    description: 'Bright rechargeable lantern with 3 modes and up to 12 hours of light. USB charging.',
  },
  {
    title: 'Scanfrost 20L Solo Microwave Oven',
    brand: 'Scanfrost',
    category: 'Appliances',
    condition: 'open_box',
    startingNaira: 65_000,
    illustration: 'microwave.svg',
    seller: 'ibadan',
    description: 'Opened for a photo shoot, never used. 700W, 5 power levels, mechanical timer, 20 litres.',
    relist: { times: 1, priceDropPercent: 10, endsInMinutes: 3 },
  },
];

/**
 * Minutes until each demo auction ends, cycled over the items so the home page always has
 * auctions ending within minutes, hours and days.
 */
export const demoEndOffsetsMinutes = [8, 22, 40, 55, 95, 180, 360, 720, 1440, 2880, 4320, 7200];
/** Every how many items one starts later instead of now, so "upcoming" is not empty. */
export const DEMO_UPCOMING_EVERY = 9;

/** Where a demo buyer has things delivered; the name on the parcel is theirs. */
export interface DemoAddress {
  /** E.164, as the pay request's phone parser stores a typed number. */
  phone: string;
  street: string;
  city: string;
  state: NigerianState;
}

/** The demo's operator (support desk): /admin, with the demo's disputed order in its queue; DEMO_PASSWORD too. */
export const demoOperator = { firstName: 'Bisi', lastName: 'Adeyemi', email: `support@${DEMO_EMAIL_DOMAIN}` };

/** Demo buyers: the winners and bidders of the finished demo sales; they log in with DEMO_PASSWORD too. */
export const demoBuyers = [
  {
    firstName: 'Aisha',
    lastName: 'Okafor',
    email: `aisha.okafor@${DEMO_EMAIL_DOMAIN}`,
    address: { phone: '+2348035550101', street: '14 Adeniran Ogunsanya Street', city: 'Surulere', state: 'Lagos' },
  },
  {
    firstName: 'Emeka',
    lastName: 'Nwosu',
    email: `emeka@${DEMO_EMAIL_DOMAIN}`,
    address: { phone: '+2348035550102', street: '7 Ogui Road', city: 'Enugu', state: 'Enugu' },
  },
  {
    firstName: 'Funke',
    lastName: 'Adeyemi',
    email: `funke@${DEMO_EMAIL_DOMAIN}`,
    address: { phone: '+2348035550103', street: '22 Awolowo Avenue, Bodija', city: 'Ibadan', state: 'Oyo' },
  },
  {
    firstName: 'Ibrahim',
    lastName: 'Musa',
    email: `ibrahim@${DEMO_EMAIL_DOMAIN}`,
    address: { phone: '+2348035550104', street: '5 Ahmadu Bello Way', city: 'Kaduna', state: 'Kaduna' },
  },
  {
    firstName: 'Ngozi',
    lastName: 'Eze',
    email: `ngozi@${DEMO_EMAIL_DOMAIN}`,
    address: { phone: '+2348035550105', street: '31 Zik Avenue', city: 'Awka', state: 'Anambra' },
  },
  {
    firstName: 'Tunde',
    lastName: 'Bakare',
    email: `tunde@${DEMO_EMAIL_DOMAIN}`,
    address: { phone: '+2348035550106', street: '9 Herbert Macaulay Way, Yaba', city: 'Lagos', state: 'Lagos' },
  },
  {
    firstName: 'Blessing',
    lastName: 'Udoh',
    email: `blessing@${DEMO_EMAIL_DOMAIN}`,
    address: { phone: '+2348035550107', street: '18 Oron Road', city: 'Uyo', state: 'Akwa Ibom' },
  },
  {
    firstName: 'Yusuf',
    lastName: 'Abubakar',
    email: `yusuf@${DEMO_EMAIL_DOMAIN}`,
    address: { phone: '+2348035550108', street: '3 Ahmadu Bello Way, Garki', city: 'Abuja', state: 'FCT' },
  },
] as const satisfies ReadonlyArray<{ firstName: string; lastName: string; email: string; address: DemoAddress }>;

/**
 * How far a demo sale's order has gone; the seed takes it there through the same workflows a
 * buyer's and seller's clicks run. The winner takes the item by `delivery` (to their address)
 * or `pickup` once they pay.
 */
export type DemoOrderProgress =
  | { stage: 'awaiting_payment' }
  | { stage: 'forfeited' }
  | { stage: 'paid'; delivery: 'delivery' | 'pickup' }
  | ({ stage: 'shipped' } & DemoShipment)
  | ({ stage: 'completed'; review: DemoReview } & DemoShipment)
  | ({ stage: 'disputed'; dispute: OpenDisputeRequest } & DemoShipment)
  /** Arrived, and a return asked for within the inspection window: the seller is to answer. */
  | ({ stage: 'return_requested'; returnRequest: RequestReturnRequest } & DemoShipment);
type DemoShipment = { delivery: 'delivery'; shipping: ShipOrderRequest };
/** What the winner says of the seller once the order is completed, given as their click gives it. */
type DemoReview = { stars: number; comment: string };

export interface DemoSale extends DemoItem {
  /** The winning price, whole naira. */
  soldForNaira: number;
  bidCount: number;
  /**
   * An order is payable for TERMS.paymentDueHours after its close, so a sale whose order got
   * as far as payment ended less than that ago, and a forfeited one longer ago.
   */
  endedHoursAgo: number;
  order: DemoOrderProgress;
}

/**
 * Auctions that already ended with a winner, so the landing figures and the winners list are
 * not empty, and their orders at every stage, so a newcomer sees orders, sales and a
 * second-chance offer at once (README: who sees what; each winner follows from the sale's
 * position, seed.ts saleBids).
 */
/**
 * Older sales each demo seller completed, delivered and rated by the winner, so every seller
 * has reviews. Each is sold, paid, shipped and confirmed like the others (an order is payable
 * for TERMS.paymentDueHours, so they ended within it, a couple of hours apart).
 */
function completedSales(
  sales: ReadonlyArray<DemoItem & Pick<DemoSale, 'soldForNaira'> & { shipping: ShipOrderRequest; review: DemoReview }>,
): DemoSale[] {
  return sales.map(({ shipping, review, ...item }, index) => ({
    ...item,
    bidCount: 5 + (index % 4),
    endedHoursAgo: 20 + 2 * index,
    order: { stage: 'completed', delivery: 'delivery', shipping, review },
  }));
}

export const demoSales: DemoSale[] = [
  {
    title: 'Apple iPhone 12 Pro 256GB Pacific Blue',
    brand: 'Apple',
    category: 'Phones & Tablets',
    condition: 'used',
    startingNaira: 380_000,
    soldForNaira: 468_000,
    bidCount: 14,
    endedHoursAgo: 3,
    order: { stage: 'awaiting_payment' },
    illustration: 'phone-back.svg',
    seller: 'ikeja',
    description: 'UK-used iPhone 12 Pro, 256GB, battery health 86%, Face ID working. Sold to the highest bidder.',
  },
  {
    title: 'Samsung Galaxy S21 FE 128GB',
    brand: 'Samsung',
    category: 'Phones & Tablets',
    condition: 'used',
    startingNaira: 190_000,
    soldForNaira: 236_000,
    bidCount: 9,
    endedHoursAgo: 18,
    order: { stage: 'paid', delivery: 'delivery' },
    illustration: 'phone.svg',
    seller: 'wuse',
    description: 'Clean Galaxy S21 FE with charger. Sold to the highest bidder.',
  },
  {
    title: 'HP ProBook 450 G8 Core i5 8GB',
    brand: 'HP',
    category: 'Computing',
    condition: 'refurbished',
    startingNaira: 300_000,
    soldForNaira: 372_000,
    bidCount: 11,
    endedHoursAgo: 26,
    order: {
      stage: 'shipped',
      delivery: 'delivery',
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-PHC-20417736' },
    },
    illustration: 'laptop.svg',
    seller: 'ph',
    description: 'Refurbished HP ProBook, 256GB SSD, 3 months warranty. Sold to the highest bidder.',
  },
  {
    title: 'Sony PlayStation 4 Pro 1TB',
    brand: 'Sony',
    category: 'Gaming',
    condition: 'used',
    startingNaira: 240_000,
    soldForNaira: 305_000,
    bidCount: 12,
    endedHoursAgo: 40,
    order: {
      stage: 'completed',
      delivery: 'delivery',
      shipping: { carrier: 'Kwik Delivery', trackingNumber: 'KWK-LOS-55820193' },
      review: {
        stars: 5,
        comment:
          'Correct seller! The PS4 came exactly as described and the controller is working well. Delivery took two days.',
      },
    },
    illustration: 'console.svg',
    seller: 'ikeja',
    description: 'PS4 Pro with one controller and HDMI cable. Sold to the highest bidder.',
  },
  {
    title: 'Thermocool 150L Chest Freezer',
    brand: 'Thermocool',
    category: 'Appliances',
    condition: 'new',
    startingNaira: 260_000,
    soldForNaira: 298_000,
    bidCount: 7,
    endedHoursAgo: 72,
    order: { stage: 'forfeited' },
    illustration: 'fridge.svg',
    seller: 'wuse',
    delivery: bulkyInState(9_000),
    description: 'Brand new Thermocool chest freezer with warranty. Sold to the highest bidder.',
  },
  {
    title: 'TCL 32 inch Android Smart TV',
    brand: 'TCL',
    category: 'Electronics',
    condition: 'new',
    startingNaira: 135_000,
    soldForNaira: 171_000,
    bidCount: 10,
    endedHoursAgo: 34,
    order: {
      stage: 'disputed',
      delivery: 'delivery',
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-IBA-30958112' },
      dispute: {
        reason: 'not_as_described',
        details: 'The screen has a crack in the bottom left corner and the remote control is missing.',
      },
    },
    illustration: 'tv.svg',
    seller: 'ibadan',
    description: 'TCL 32 inch HD Android TV, sealed. Sold to the highest bidder.',
  },
  {
    title: 'Nike Air Max 90, Size 42',
    brand: 'Nike',
    category: 'Fashion',
    condition: 'new',
    startingNaira: 70_000,
    soldForNaira: 96_000,
    bidCount: 8,
    endedHoursAgo: 44,
    order: {
      stage: 'completed',
      delivery: 'delivery',
      shipping: { carrier: 'DHL Express Nigeria', trackingNumber: '4471928350' },
      review: {
        stars: 5,
        comment: 'Original Nike, not fake. Packaged well and she answered all my questions sharp sharp.',
      },
    },
    illustration: 'sneaker.svg',
    seller: 'wuse',
    description: 'Original Nike Air Max 90 in box. Sold to the highest bidder.',
  },
  {
    title: 'Elepaq 3.5kVA Generator',
    brand: 'Elepaq',
    category: 'Home & Office',
    condition: 'new',
    startingNaira: 220_000,
    soldForNaira: 262_000,
    bidCount: 9,
    endedHoursAgo: 10,
    order: { stage: 'paid', delivery: 'pickup' },
    illustration: 'generator.svg',
    seller: 'kano',
    delivery: PICKUP_ONLY,
    description: 'Elepaq petrol generator with key start. Sold to the highest bidder.',
  },
  ...completedSales([
    {
      title: 'Tecno Camon 19 Pro 128GB',
      brand: 'Tecno',
      category: 'Phones & Tablets',
      condition: 'used',
      startingNaira: 95_000,
      soldForNaira: 121_000,
      illustration: 'phone.svg',
      seller: 'ikeja',
      description: 'Neatly used Camon 19 Pro with charger and pouch. Sold to the highest bidder.',
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-LOS-11820374' },
      review: {
        stars: 4,
        comment: 'Phone is neat, just a small scratch on the side that was not in the photos. Battery is okay sha.',
      },
    },
    {
      title: 'Oraimo FreePods 3 Wireless Earbuds',
      brand: 'Oraimo',
      category: 'Electronics',
      condition: 'new',
      startingNaira: 15_000,
      soldForNaira: 23_500,
      illustration: 'headphones.svg',
      seller: 'ikeja',
      description: 'Sealed Oraimo FreePods 3 with one year warranty. Sold to the highest bidder.',
      shipping: { carrier: 'Kwik Delivery', trackingNumber: 'KWK-LOS-60417725' },
      review: { stars: 5, comment: 'Delivered the next day. Original product and the sound is clear. God bless you.' },
    },
    {
      title: 'Michael Kors Jet Set Tote Bag',
      brand: 'Michael Kors',
      category: 'Fashion',
      condition: 'new',
      startingNaira: 45_000,
      soldForNaira: 68_000,
      illustration: 'handbag.svg',
      seller: 'wuse',
      description: 'Original Michael Kors tote with dust bag. Sold to the highest bidder.',
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-ABJ-22931608' },
      review: { stars: 5, comment: 'Exactly what I ordered for my wife. She is very happy. Thank you ma.' },
    },
    {
      title: 'Binatone 18 inch Rechargeable Fan',
      brand: 'Binatone',
      category: 'Appliances',
      condition: 'new',
      startingNaira: 18_000,
      soldForNaira: 27_000,
      illustration: 'fan.svg',
      seller: 'wuse',
      description: 'Rechargeable standing fan that runs through NEPA outages. Sold to the highest bidder.',
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-ABJ-22947715' },
      review: {
        stars: 4,
        comment: 'Fan is strong and quiet. Delivery took one day longer than she said, but she kept me updated.',
      },
    },
    {
      title: 'Dell Latitude 5400 Core i5 8GB',
      brand: 'Dell',
      category: 'Computing',
      condition: 'refurbished',
      startingNaira: 210_000,
      soldForNaira: 265_000,
      illustration: 'laptop.svg',
      seller: 'ph',
      description: 'Refurbished Dell Latitude, 256GB SSD, backlit keyboard. Sold to the highest bidder.',
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-PHC-20455190' },
      review: {
        stars: 5,
        comment:
          'Laptop is in very good condition and the battery lasts about 4 hours. He even set it up for me. Correct guy.',
      },
    },
    {
      title: 'JBL Charge 4 Bluetooth Speaker',
      brand: 'JBL',
      category: 'Electronics',
      condition: 'used',
      startingNaira: 38_000,
      soldForNaira: 52_000,
      illustration: 'speaker.svg',
      seller: 'ph',
      description: 'Used JBL Charge 4, loud and clean, no box. Sold to the highest bidder.',
      shipping: { carrier: 'Kwik Delivery', trackingNumber: 'KWK-PHC-70213344' },
      review: {
        stars: 4,
        comment: 'Speaker is loud well well. It came without the original box, but that was stated.',
      },
    },
    {
      title: 'Scanfrost 25L Microwave',
      brand: 'Scanfrost',
      category: 'Appliances',
      condition: 'new',
      startingNaira: 42_000,
      soldForNaira: 55_000,
      illustration: 'microwave.svg',
      seller: 'ibadan',
      description: 'New Scanfrost solo microwave with grill. Sold to the highest bidder.',
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-IBA-30977402' },
      review: {
        stars: 3,
        comment: 'The microwave works, but the carton was rough and one of the feet is bent. Seller apologised.',
      },
    },
    {
      title: 'Babyliss Pro Hair Dryer 2200W',
      brand: 'Babyliss',
      category: 'Health & Beauty',
      condition: 'new',
      startingNaira: 14_000,
      soldForNaira: 21_000,
      illustration: 'hair-dryer.svg',
      seller: 'ibadan',
      description: 'Salon hair dryer with two nozzles, sealed. Sold to the highest bidder.',
      shipping: { carrier: 'Kwik Delivery', trackingNumber: 'KWK-IBA-81530026' },
      review: { stars: 5, comment: 'Fast delivery, the item is original and sealed. I will buy from her again.' },
    },
    {
      title: 'Felicity 2kVA Inverter',
      brand: 'Felicity',
      category: 'Home & Office',
      condition: 'new',
      startingNaira: 180_000,
      soldForNaira: 224_000,
      illustration: 'inverter.svg',
      seller: 'kano',
      description: 'Felicity pure sine wave inverter, 24V. Sold to the highest bidder.',
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-KAN-40388215' },
      review: {
        stars: 5,
        comment: 'Inverter was well packaged and the installer he recommended was very good. Trustworthy seller.',
      },
    },
    {
      title: 'Executive Leather Office Chair',
      brand: 'Generic',
      category: 'Home & Office',
      condition: 'new',
      startingNaira: 55_000,
      soldForNaira: 72_000,
      illustration: 'office-chair.svg',
      seller: 'kano',
      description: 'High-back leather office chair, easy to assemble. Sold to the highest bidder.',
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-KAN-40391187' },
      review: {
        stars: 4,
        comment: 'Chair is comfortable and strong, and the screws were complete. Delivery was a bit slow.',
      },
    },
  ]),
  // Last, so the sales above keep their winners: a return in progress (docs/product.md#returns).
  {
    title: 'Samsung Galaxy A25 5G 128GB',
    brand: 'Samsung',
    category: 'Phones & Tablets',
    condition: 'used',
    startingNaira: 80_000,
    soldForNaira: 104_000,
    bidCount: 7,
    endedHoursAgo: 26,
    order: {
      stage: 'return_requested',
      delivery: 'delivery',
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-LAG-51220984' },
      returnRequest: {
        reason: 'not_as_described',
        details: 'The listing says 128GB and no scratches; the phone has 64GB and a deep scratch across the back.',
      },
    },
    illustration: 'phone.svg',
    seller: 'ikeja',
    description: 'Samsung Galaxy A25 5G, 128GB, clean body, with charger. Sold to the highest bidder.',
  },
];
