/** The envelope of every API answer, success or failure. */

export interface ApiSuccess<TData> {
  message?: string;
  data: TData;
  /** A renewed bearer token; the client stores it (docs/product.md#accounts). */
  access_token?: string;
}

export type { ApiFailure } from './schemas/envelope';
export type { AuthProviders } from './schemas/auth';
