import { DEMO_NAIRA_PER_USD, type Category } from '@naijabid/shared/constants';
import { nairaToKobo } from '@naijabid/shared/money';

/**
 * The spec's demo data (spec 3), in one module so the auctions feature can replace it with
 * live API data without touching the pages. Field names are the spec's; every amount is an
 * integer number of kobo, as everywhere else in the product.
 */

export interface HotAuctionCard {
  id: string;
  title: string;
  brand: string;
  /** One or two letters shown in the brand badge. */
  brandIcon: string;
  image: string;
  /** Kobo. */
  latestBid: number;
  /** Kobo. */
  fromPrice: number;
  /** Seconds left when the page loads. */
  timeLeft: number;
  isHighlighted: boolean;
}

export type DealTab = 'Electronics' | 'Home Appliances' | 'Gaming' | 'Fashion & Footwear' | 'Ending Soon';

export interface DealItem {
  id: string;
  title: string;
  image: string;
  /** Kobo: the floor price. */
  price: number;
  category: DealTab;
  priceChange: string;
  isPositive: boolean;
}

export interface CategoryTile {
  name: Category;
  countLabel: string;
  image: string;
}

export interface DemoAuctionItem {
  id: string;
  name: string;
  category: Category;
  /** Kobo. */
  startingPrice: number;
  /** Kobo. */
  currentBid: number;
  rating: number;
  reviews: number;
  /** Epoch milliseconds. */
  endTime: number;
  bids: number;
  image: string;
}

export interface EndingSoonItem {
  id: string;
  name: string;
  image: string;
  /** The demo's price in US dollars, shown in naira at the demo rate (spec 9). */
  currentBidUsd: number;
  /** Epoch milliseconds. */
  endTime: number;
}

const img = (name: string) => `/images/${name}.svg`;
const naira = nairaToKobo;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const hotAuctions: HotAuctionCard[] = [
  { id: 'h1', title: 'iPhone 15 Pro Max 256GB', brand: 'Apple', brandIcon: 'A', image: img('phone'), latestBid: naira(1_150_000), fromPrice: naira(850_000), timeLeft: 3 * 3600 + 1200, isHighlighted: true },
  { id: 'h2', title: 'MacBook Air M2 13"', brand: 'Apple', brandIcon: 'A', image: img('laptop'), latestBid: naira(980_000), fromPrice: naira(700_000), timeLeft: 5 * 3600, isHighlighted: false },
  { id: 'h3', title: 'Sony WH-1000XM5 Headphones', brand: 'Sony', brandIcon: 'S', image: img('headphones'), latestBid: naira(265_000), fromPrice: naira(180_000), timeLeft: 45 * 60, isHighlighted: false },
  { id: 'h4', title: 'Samsung 55" Crystal UHD TV', brand: 'Samsung', brandIcon: 'S', image: img('tv'), latestBid: naira(420_000), fromPrice: naira(300_000), timeLeft: 8 * 3600, isHighlighted: true },
  { id: 'h5', title: 'PlayStation 5 Slim', brand: 'Sony', brandIcon: 'S', image: img('console'), latestBid: naira(610_000), fromPrice: naira(450_000), timeLeft: 2 * 3600, isHighlighted: false },
  { id: 'h6', title: 'Apple Watch Series 9', brand: 'Apple', brandIcon: 'A', image: img('watch'), latestBid: naira(310_000), fromPrice: naira(220_000), timeLeft: 25 * 60, isHighlighted: false },
];

export const dealItems: DealItem[] = [
  { id: 'd1', title: 'Samsung Galaxy A55', image: img('phone'), price: naira(385_000), category: 'Electronics', priceChange: '+12%', isPositive: true },
  { id: 'd2', title: 'HP Pavilion 15 Laptop', image: img('laptop'), price: naira(640_000), category: 'Electronics', priceChange: '-8%', isPositive: false },
  { id: 'd3', title: 'JBL Charge 5 Speaker', image: img('speaker'), price: naira(145_000), category: 'Electronics', priceChange: '+5%', isPositive: true },
  { id: 'd4', title: 'Canon EOS 250D Camera', image: img('camera'), price: naira(720_000), category: 'Electronics', priceChange: '-3%', isPositive: false },
  { id: 'd5', title: 'LG 43" Smart TV', image: img('tv'), price: naira(310_000), category: 'Electronics', priceChange: '+9%', isPositive: true },
  { id: 'd6', title: 'Oraimo FreePods 4', image: img('headphones'), price: naira(32_000), category: 'Electronics', priceChange: '+2%', isPositive: true },
  { id: 'd7', title: 'Infinix Note 40 Pro', image: img('phone'), price: naira(290_000), category: 'Electronics', priceChange: '-4%', isPositive: false },
  { id: 'd8', title: 'Lenovo IdeaPad Slim 3', image: img('laptop'), price: naira(560_000), category: 'Electronics', priceChange: '+6%', isPositive: true },
  { id: 'd9', title: 'Xiaomi Smart Band 8', image: img('watch'), price: naira(48_000), category: 'Electronics', priceChange: '+1%', isPositive: true },
  { id: 'd10', title: 'Hisense 205L Refrigerator', image: img('fridge'), price: naira(395_000), category: 'Home Appliances', priceChange: '+7%', isPositive: true },
  { id: 'd11', title: 'Binatone Blender 1.5L', image: img('blender'), price: naira(38_000), category: 'Home Appliances', priceChange: '-10%', isPositive: false },
  { id: 'd12', title: 'Thermocool Chest Freezer', image: img('fridge'), price: naira(455_000), category: 'Home Appliances', priceChange: '+3%', isPositive: true },
  { id: 'd13', title: 'PlayStation 5 Slim', image: img('console'), price: naira(610_000), category: 'Gaming', priceChange: '+15%', isPositive: true },
  { id: 'd14', title: 'Xbox Series S', image: img('console'), price: naira(420_000), category: 'Gaming', priceChange: '-6%', isPositive: false },
  { id: 'd15', title: 'Gaming Headset RGB', image: img('headphones'), price: naira(45_000), category: 'Gaming', priceChange: '+4%', isPositive: true },
  { id: 'd16', title: 'Nike Air Max 90', image: img('sneaker'), price: naira(120_000), category: 'Fashion & Footwear', priceChange: '+8%', isPositive: true },
  { id: 'd17', title: 'Ankara Maxi Dress', image: img('dress'), price: naira(35_000), category: 'Fashion & Footwear', priceChange: '-2%', isPositive: false },
  { id: 'd18', title: 'Casio Classic Watch', image: img('watch'), price: naira(28_000), category: 'Fashion & Footwear', priceChange: '+3%', isPositive: true },
  { id: 'd19', title: 'iPhone 13 128GB', image: img('phone'), price: naira(520_000), category: 'Ending Soon', priceChange: '+18%', isPositive: true },
  { id: 'd20', title: 'Dell Latitude 5420', image: img('laptop'), price: naira(410_000), category: 'Ending Soon', priceChange: '-5%', isPositive: false },
];

export const categoryTiles: CategoryTile[] = [
  { name: 'Appliances', countLabel: '1,240 items', image: img('fridge') },
  { name: 'Phones & Tablets', countLabel: '3,580 items', image: img('phone') },
  { name: 'Health & Beauty', countLabel: '960 items', image: img('perfume') },
  { name: 'Home & Office', countLabel: '1,730 items', image: img('chair') },
  { name: 'Electronics', countLabel: '2,910 items', image: img('tv') },
  { name: 'Fashion', countLabel: '2,140 items', image: img('dress') },
  { name: 'Computing', countLabel: '1,380 items', image: img('laptop') },
  { name: 'Gaming', countLabel: '870 items', image: img('console') },
];

/** End times are relative to when the page loads, so the demo always shows running clocks. */
export function createLiveAuctions(now: number): DemoAuctionItem[] {
  return [
    { id: 'l1', name: 'iPhone 15 Pro 256GB', category: 'Phones & Tablets', startingPrice: naira(750_000), currentBid: naira(1_020_000), rating: 4.8, reviews: 214, endTime: now + 2 * HOUR_MS + 14 * MINUTE_MS, bids: 37, image: img('phone') },
    { id: 'l2', name: 'MacBook Pro 14" M3', category: 'Computing', startingPrice: naira(1_400_000), currentBid: naira(1_850_000), rating: 4.9, reviews: 98, endTime: now + 8 * MINUTE_MS + 30_000, bids: 52, image: img('laptop') },
    { id: 'l3', name: 'Samsung 65" QLED TV', category: 'Electronics', startingPrice: naira(600_000), currentBid: naira(745_000), rating: 4.6, reviews: 131, endTime: now + 47 * MINUTE_MS, bids: 21, image: img('tv') },
    { id: 'l4', name: 'PlayStation 5 Bundle', category: 'Gaming', startingPrice: naira(500_000), currentBid: naira(688_000), rating: 4.7, reviews: 305, endTime: now + 5 * HOUR_MS, bids: 64, image: img('console') },
    { id: 'l5', name: 'Hisense Double-Door Fridge', category: 'Appliances', startingPrice: naira(280_000), currentBid: naira(352_500), rating: 4.4, reviews: 57, endTime: now + 3 * MINUTE_MS + 20_000, bids: 18, image: img('fridge') },
    { id: 'l6', name: 'Ergonomic Office Chair', category: 'Home & Office', startingPrice: naira(85_000), currentBid: naira(112_000), rating: 4.5, reviews: 76, endTime: now + HOUR_MS + 5 * MINUTE_MS, bids: 12, image: img('chair') },
  ];
}

export function createEndingSoon(now: number): EndingSoonItem[] {
  return [
    { id: 'e1', name: 'AirPods Pro (2nd gen)', image: img('headphones'), currentBidUsd: 180, endTime: now + 12 * MINUTE_MS },
    { id: 'e2', name: 'Galaxy Watch 6', image: img('watch'), currentBidUsd: 210, endTime: now + 18 * MINUTE_MS },
    { id: 'e3', name: 'Canon EOS M50', image: img('camera'), currentBidUsd: 520, endTime: now + 25 * MINUTE_MS },
    { id: 'e4', name: 'Nike Air Force 1', image: img('sneaker'), currentBidUsd: 95, endTime: now + 33 * MINUTE_MS },
    { id: 'e5', name: 'Ninja Blender Pro', image: img('blender'), currentBidUsd: 110, endTime: now + 41 * MINUTE_MS },
    { id: 'e6', name: 'JBL Flip 6', image: img('speaker'), currentBidUsd: 120, endTime: now + 52 * MINUTE_MS },
    { id: 'e7', name: 'Xbox Wireless Controller', image: img('console'), currentBidUsd: 60, endTime: now + 58 * MINUTE_MS },
    { id: 'e8', name: 'Chanel Coco Mademoiselle', image: img('perfume'), currentBidUsd: 150, endTime: now + 74 * MINUTE_MS },
  ];
}

/** Spec 9: the demo's dollar prices are shown in naira at 1300 naira per dollar. */
export function usdToKobo(usd: number): number {
  return naira(usd * DEMO_NAIRA_PER_USD);
}

export const heroSlides = [
  { id: 'slide-phones', title: 'Phones from ₦50,000', body: 'Live auctions on the latest smartphones, ending every hour.', image: img('phone'), tone: 'from-emerald-800 to-emerald-600', link: '/auctions?category=Phones%20%26%20Tablets' },
  { id: 'slide-gaming', title: 'Level up for less', body: 'Consoles, controllers and headsets at auction prices.', image: img('console'), tone: 'from-indigo-800 to-violet-600', link: '/auctions?category=Gaming' },
  { id: 'slide-home', title: 'Home appliances, real deals', body: 'Fridges, blenders and more from verified sellers.', image: img('fridge'), tone: 'from-sky-800 to-cyan-700', link: '/auctions?category=Appliances' },
] as const;
