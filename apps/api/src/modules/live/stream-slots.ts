import type { ServerResponse } from 'node:http';
import { serverMessages } from '@naijabid/shared/messages';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../outages';

type Counts = Map<string, number>;

function add(counts: Counts, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

/**
 * Counts this process's open live streams in all, per client address and per user, and
 * refuses one past a limit before it opens: a stream is a socket and memory for as long as
 * the client likes. A slot is given back when its response closes, however it closes.
 */
export function createStreamSlots(limits: Config['liveStreamLimits']) {
  let total = 0;
  const perAddress: Counts = new Map();
  const perUser: Counts = new Map();

  function take(response: ServerResponse, address: string, userId: string | undefined): void {
    if (total >= limits.total) {
      throw new AppError('unavailable', serverMessages.liveStreamsFull, {
        retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
      });
    }
    if (
      (perAddress.get(address) ?? 0) >= limits.perAddress ||
      (userId !== undefined && (perUser.get(userId) ?? 0) >= limits.perUser)
    ) {
      throw new AppError('rate_limited', serverMessages.tooManyLiveStreams, {
        retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
      });
    }
    total += 1;
    add(perAddress, address, 1);
    if (userId !== undefined) add(perUser, userId, 1);
    response.once('close', () => {
      total -= 1;
      add(perAddress, address, -1);
      if (userId !== undefined) add(perUser, userId, -1);
    });
  }

  return { take, open: () => total };
}
