/** Business constants of docs/product.md#constants and of the product's rules, defined once. */

export const BRAND_NAME = 'NaijaBid';

/**
 * Support's phone line, in E.164 (shown with `formatNigerianMobile`, the one display form of
 * a number). A mobile, so it also takes WhatsApp messages (wa.me wants the digits alone).
 */
export const SUPPORT_PHONE_E164 = '+2348130002468';
export const SUPPORT_WHATSAPP_URL = `https://wa.me/${SUPPORT_PHONE_E164.slice(1)}`;

export const API_PREFIX = '/api/v1';
/** The signed-in user's watchlist under API_PREFIX; an auction is saved with PUT `${path}/:auctionId`. */
export const WATCHLIST_API_PATH = '/me/watchlist';
export const DEFAULT_API_PORT = 3001;
/**
 * The header carrying DEV_TOOLS_TOKEN, which opens the development tools (mailbox, SMS
 * outbox, auction and order clocks, operator grant) to a caller that is not on loopback.
 */
export const DEV_TOOLS_TOKEN_HEADER = 'x-dev-tools-token';

export const ACCOUNT_TYPES = ['buyer', 'seller'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
/**
 * At most one "someone tried to sign up with your address" mail per address in this time:
 * anyone may sign up with any address, and the owner must not be flooded with these.
 */
export const SIGN_UP_ATTEMPT_MAIL_COOLDOWN_SECONDS = 60 * 60;
/** A forgotten password's code: as long as a sign-up code, but a reset mail may be opened later. */
export const PASSWORD_RESET_CODE_TTL_SECONDS = 30 * 60;
export const PASSWORD_RESET_CODE_MAX_ATTEMPTS = 5;
/** A code proving an account before Google is linked to it: the password reset's rules. */
export const GOOGLE_LINK_CODE_TTL_SECONDS = 30 * 60;
export const GOOGLE_LINK_CODE_MAX_ATTEMPTS = 5;

/** Browser storage keys of the session token (docs/product.md#accounts). */
export const TOKEN_STORAGE_KEYS = { primary: 'user_access_token', copy: 'jwt_token' } as const;

export const TOAST = {
  durationMs: 4000,
  visibleToasts: 3,
  gapPx: 14,
  widthPx: 356,
  swipeThresholdPx: 45,
} as const;

export const HERO_ROTATION_MS = 8000;
export const LIVE_COUNTDOWN_TICK_MS = 1000;
export const ENDING_SOON_REFRESH_MS = 60_000;
export const COUNTDOWN_URGENT_SECONDS = 10 * 60;
export const CAROUSEL_SPEED = 30;
export const DEALS_GRID_MAX_ITEMS = 8;
export const DEMO_NAIRA_PER_USD = 1300;

export const CATEGORIES = [
  'Appliances',
  'Phones & Tablets',
  'Health & Beauty',
  'Home & Office',
  'Electronics',
  'Fashion',
  'Computing',
  'Gaming',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const DEAL_TABS = ['Electronics', 'Home Appliances', 'Gaming', 'Fashion & Footwear', 'Ending Soon'] as const;

export const TERMS = {
  lastUpdated: 'August 2025',
  minimumAge: 18,
  paymentDueHours: 48,
  shippingBusinessDays: '5-7',
} as const;

/** Before an order's payment deadline, the buyer is reminded by mail and live notice this many hours ahead. */
export const PAYMENT_REMINDER_HOURS = [24, 2] as const;

/**
 * The seller's shipping deadline: this many business days (Monday to Friday, less fixed-date
 * public holidays) after payment, the outer end of TERMS.shippingBusinessDays. Past it the
 * buyer may cancel for a full refund.
 */
export const SHIP_WITHIN_BUSINESS_DAYS = 7;
/** Delivery counts as confirmed this many days after shipping unless the buyer opens a dispute. */
export const DELIVERY_CONFIRM_DAYS = 7;
/** A second-chance offer stays open this long; an accepted one is due TERMS.paymentDueHours later. */
export const SECOND_CHANCE_OFFER_HOURS = 48;

/** Where an order stands (docs/product.md#orders); its labels live with the order messages. */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'completed',
  'forfeited',
  'cancelled',
  'disputed',
  /** An operator resolved the dispute by refunding the buyer in full. */
  'refunded',
  /** An operator resolved the dispute by splitting the escrow: part refunded, the rest paid to the seller. */
  'resolved',
  /** A return (docs/product.md#returns): the buyer asked, the seller has not answered yet. */
  'return_requested',
  /** The seller accepted the return: the buyer is to send the item back. */
  'return_accepted',
  /** The buyer sent the item back: the seller is to confirm its receipt, which refunds the buyer. */
  'return_shipped',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses of a return under way: the escrow still holds the price and delivery fee. */
export const ORDER_RETURN_STATUSES = [
  'return_requested',
  'return_accepted',
  'return_shipped',
] as const satisfies OrderStatus[];

export const DISPUTE_REASONS = ['not_received', 'not_as_described'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** Why a buyer sends an item back: each is the item not being as described, so the seller bears the return. */
export const RETURN_REASONS = ['not_as_described', 'damaged', 'wrong_item'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * The inspection window's default length in days: after the buyer says the item arrived, the
 * escrow is released this many days later unless they ask for a return. The server's
 * INSPECTION_DAYS setting starts from it; pages show the server's value (GET /buyer-protection).
 */
export const DEFAULT_INSPECTION_DAYS = 3;

/**
 * The return's other waits (docs/product.md#returns). Each is a durable job: past it the order
 * moves on without the party who did not act.
 */
export const RETURN_RULES = {
  /** The seller answers a return within this many business days (Monday to Friday, Lagos), or it goes to support. */
  sellerAnswerBusinessDays: 2,
  /** The buyer sends the item back within this many days of the seller accepting, or loses the claim. */
  shipBackDays: 5,
  /** A return counts as delivered to the seller this many days after the buyer sent it. */
  returnTransitDays: 3,
  /** The seller confirms receipt within this many days of the return counting as delivered, or it counts as received. */
  receiveDays: 7,
} as const;

/**
 * The return delivery fee a returned item's buyer is credited, charged to the seller (a return
 * is always "not as described", so its delivery is the seller's cost): this percentage of the
 * delivery fee the buyer paid, sending it back over the same route. A pickup order has none.
 */
export const RETURN_DELIVERY_FEE_PERCENT = 100;

/** The return delivery fee of an order whose delivery fee was `deliveryFeeKobo`, in whole kobo. */
export function returnDeliveryFeeKobo(deliveryFeeKobo: number): number {
  return Math.floor((deliveryFeeKobo * RETURN_DELIVERY_FEE_PERCENT) / 100);
}

/** A server's buyer protection: its inspection window (a setting) and the return's other waits. */
export type BuyerProtectionRules = { inspectionDays: number } & { [Wait in keyof typeof RETURN_RULES]: number };

export const ORDER_LIMITS = {
  carrierMax: 60,
  trackingMin: 4,
  trackingMax: 60,
  disputeDetailsMin: 20,
  disputeDetailsMax: 2000,
  /** Photos a buyer may attach to a dispute (each checked and limited as a listing photo is). */
  disputePhotosMax: 5,
  addressLineMax: 200,
  cityMax: 60,
} as const;

export const LISTING_CONDITIONS = ['new', 'open_box', 'used', 'refurbished'] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];
export const LISTING_CONDITION_LABELS: Record<ListingCondition, string> = {
  new: 'New',
  open_box: 'Open box',
  used: 'Used',
  refurbished: 'Refurbished',
};

/** What a listing shows as its state; scheduled becomes live, and live ended, by the clock. */
export const LISTING_STATES = ['draft', 'scheduled', 'live', 'ended', 'cancelled'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const LISTING_LIMITS = {
  titleMin: 5,
  titleMax: 80,
  descriptionMin: 20,
  descriptionMax: 5000,
  brandMax: 40,
  minPriceKobo: 100_00,
  maxPriceKobo: 100_000_000_00,
  minDurationMinutes: 60,
  maxDurationMinutes: 14 * 24 * 60,
  maxStartDelayDays: 30,
  maxPhotos: 8,
  maxPhotoBytes: 8 * 1024 * 1024,
  /** The seller's city or town, as a delivery address names one. */
  cityMin: 2,
  cityMax: ORDER_LIMITS.cityMax,
  /** ₦500,000: above any courier's price for one item, so a larger figure is a typo. */
  maxDeliveryFeeKobo: 500_000_00,
} as const;

export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Widths of the WebP renditions made of every photo: phone thumbnail, phone full, desktop. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

export const BROWSE_STATUSES = ['live', 'ending-soon', 'upcoming', 'ended'] as const;
export type BrowseStatus = (typeof BROWSE_STATUSES)[number];
export const BROWSE_SORTS = ['ending-soon', 'newest', 'price-asc', 'price-desc', 'most-bids'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
export const BROWSE_PAGE_SIZE = { default: 24, max: 60 } as const;
/** "Ending soon" means live with at most this long to go. */
export const ENDING_SOON_WINDOW_MINUTES = 60;

/** Deposit limits (settings with these defaults: DEPOSIT_MIN_KOBO, DEPOSIT_MAX_KOBO). */
export const DEPOSIT_LIMITS_KOBO = { min: 1_000_00, max: 5_000_000_00 } as const;

/**
 * Withdrawal limits (settings with these defaults: WITHDRAWAL_MIN_KOBO, WITHDRAWAL_MAX_KOBO,
 * WITHDRAWALS_PER_DAY_KOBO): per withdrawal, and in all in any 24 hours.
 */
export const WITHDRAWAL_LIMITS_KOBO = { min: 1_000_00, max: 2_000_000_00, perDay: 5_000_000_00 } as const;

/**
 * What needs a verified seller (settings with these defaults: VERIFIED_SELLER_LISTING_KOBO,
 * VERIFIED_SELLER_WITHDRAWAL_KOBO): a listing whose starting or Buy Now price passes
 * `listing`, a withdrawal over `withdrawal`.
 */
export const VERIFIED_SELLER_THRESHOLDS_KOBO = { listing: 200_000_00, withdrawal: 200_000_00 } as const;

/** A Bank Verification Number is 11 digits. */
export const BVN_LENGTH = 11;
export const BVN_PATTERN = new RegExp(`^[0-9]{${BVN_LENGTH}}$`);

/**
 * The code a pickup's buyer shows the seller at handover (docs/product.md#orders): digits,
 * and wrong codes the seller may type before waiting HANDOVER_CODE_LOCK_MINUTES (a setting
 * with the default `lockMinutes`).
 */
export const HANDOVER_CODE = { digits: 6, triesMax: 5, lockMinutes: 30 } as const;

/**
 * WhatsApp alerts (docs/product.md#whatsapp-alerts): at most `perHour` messages to one user's
 * phone in any hour, WhatsApp and its SMS fallbacks together; a send WhatsApp refuses or does
 * not answer is tried `sendAttempts` times (the job queue's backoff between) before an urgent
 * alert goes by SMS; an outbid is urgent when its auction ends within `urgentOutbidMinutes`.
 */
export const WHATSAPP_ALERTS = { perHour: 5, sendAttempts: 3, urgentOutbidMinutes: 10 } as const;
