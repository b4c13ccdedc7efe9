import { clientErrorMessages as m } from '@naijabid/shared/client-error-messages';

/** What went wrong with a call, as far as the browser can tell. */
export type FailureKind =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'no-response' }
  | { kind: 'response'; status: number; detail?: string | undefined }
  | { kind: 'unreadable' }
  | { kind: 'unexpected' };

const statusMessages: Record<number, string> = {
  400: m.status400,
  401: m.status401,
  403: m.status403,
  404: m.status404,
  408: m.status408,
  429: m.status429,
  500: m.status500,
  502: m.status502,
  503: m.status503,
  504: m.status504,
};

/** The generic message of docs/product.md#errors, chosen in exactly the order listed there. */
export function chooseErrorMessage(failure: FailureKind): string {
  switch (failure.kind) {
    case 'network':
      return m.network;
    case 'timeout':
      return m.timeout;
    case 'no-response':
      return m.noResponse;
    case 'unreadable':
      return m.processingFailed;
    case 'unexpected':
      return m.unexpected;
    case 'response': {
      if (failure.detail) return failure.detail;
      const known = statusMessages[failure.status];
      if (known) return known;
      if (failure.status >= 500) return m.otherServerError;
      if (failure.status >= 400) return m.otherClientError;
      return m.processingFailed;
    }
  }
}
