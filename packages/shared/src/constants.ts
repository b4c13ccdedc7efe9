/** Business constants of spec section 9 and PRODUCT.md, defined once. */

export const BRAND_NAME = 'NaijaBid';

export const API_PREFIX = '/api/v1';
export const DEFAULT_API_PORT = 3001;

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

/** Browser storage keys of the session token (spec 3 and 9). */
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
