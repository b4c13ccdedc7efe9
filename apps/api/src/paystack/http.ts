import { z } from 'zod';

/**
 * Paystack's REST API as its OpenAPI description (PaystackOSS/openapi, dist/paystack.yaml)
 * gives it: bearer secret key, JSON bodies, and every answer in one envelope,
 * `{ status, message, data }`, with `status: false` and a 4xx on a refusal. Each endpoint's
 * caller (transactions.ts, transfers.ts) passes a zod schema of the `data` it reads.
 */
export const PAYSTACK_PUBLIC_BASE_URL = 'https://api.paystack.co';

/** A refusal or an outage of Paystack's, with its HTTP status (0: no answer) and its message. */
export class PaystackError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

const envelopeSchema = z.looseObject({ status: z.boolean(), message: z.string(), data: z.unknown().optional() });

export interface PaystackHttpOptions {
  baseUrl: string;
  secretKey: string;
  /** Paystack answers in well under this; a slower answer is treated as no answer. */
  timeoutMs?: number;
}

export type PaystackHttp = <T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schema: z.ZodType<T>,
  body?: Record<string, unknown>,
) => Promise<T>;

export function createPaystackHttp({ baseUrl, secretKey, timeoutMs = 15_000 }: PaystackHttpOptions): PaystackHttp {
  const root = baseUrl.replace(/\/+$/, '');
  return async (method, path, schema, body) => {
    let answer: Response;
    try {
      answer = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaystackError(0, `Paystack did not answer ${method} ${path}: ${(error as Error).message}`);
    }
    const text = await answer.text();
    let parsed: z.infer<typeof envelopeSchema>;
    try {
      parsed = envelopeSchema.parse(JSON.parse(text));
    } catch {
      throw new PaystackError(
        answer.status,
        `Paystack answered ${method} ${path} with ${answer.status} and no JSON envelope`,
      );
    }
    if (!answer.ok || !parsed.status) throw new PaystackError(answer.status, parsed.message);
    const data = schema.safeParse(parsed.data);
    if (!data.success)
      throw new PaystackError(
        answer.status,
        `Paystack's answer to ${method} ${path} is not as documented: ${data.error.message}`,
      );
    return data.data;
  };
}
