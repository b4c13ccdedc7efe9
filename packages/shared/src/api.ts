/** The envelope of every API answer, success or failure. */

export interface ApiSuccess<TData> {
  message?: string;
  data: TData;
  /** A renewed bearer token; the client stores it (docs/product.md#accounts). */
  access_token?: string;
}

export interface ApiFailure {
  code: string;
  message: string;
  /** The same sentence as `message`: the spec's generic handling reads `detail`. */
  detail: string;
  errors?: Record<string, string>;
}

export interface AuthProviders {
  google: boolean;
}
