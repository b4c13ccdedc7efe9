/** Machine-readable error codes; each maps to one HTTP status in the API's error handler. */
export const errorCodes = {
  validation: 400,
  invalid_json: 400,
  code_incorrect: 400,
  code_expired: 400,
  code_exhausted: 400,
  photo_unreadable: 400,
  invalid_cursor: 400,
  unauthenticated: 401,
  bad_credentials: 401,
  not_verified: 403,
  not_seller: 403,
  not_your_listing: 403,
  not_found: 404,
  listing_locked: 409,
  email_taken: 409,
  body_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorCodes;
