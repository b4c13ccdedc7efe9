import { HANDOVER_CODE } from '@naijabid/shared/constants';
import { handoverServerMessages } from '@naijabid/shared/messages/receipts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isHandoverCode } from '../../modules/orders/handover-code';
import { takeStep } from '../../modules/orders/lifecycle';
import { lockOrder, setOrderStatus } from '../../modules/orders/repository';
import type { HandOverStepRequest } from '../../modules/orders/service';
import type { LiveEvent } from '../../plugins/event-bus';
import { completeDelivery } from './release-escrow';

const MINUTE_MS = 60_000;

export interface HandoverSettings {
  /** The key the codes are derived under (modules/orders/handover-code.ts). */
  key: string;
  /** How long a seller waits after HANDOVER_CODE.triesMax wrong codes (HANDOVER_CODE_LOCK_MINUTES). */
  lockMinutes: number;
}

/**
 * The seller of a pickup types the code the buyer shows: the right one delivers and completes
 * the order at once, paying the seller (release-escrow.ts). Wrong codes are counted under the
 * order's lock, so parallel guesses cannot pass the limit, and committed although the answer
 * is a refusal; the last allowed one locks the order's handover for `lockMinutes`, during
 * which no code is checked at all.
 */
export async function handOver(
  db: Database,
  settings: HandoverSettings,
  request: HandOverStepRequest,
): Promise<LiveEvent[]> {
  const outcome = await db.transaction(async (tx): Promise<{ events: LiveEvent[] } | { refusal: AppError }> => {
    const locked = takeStep(await lockOrder(tx, request.orderId), request.userId, 'hand_over');
    const { order, nowMs } = locked;
    const lockedUntil = order.handoverLockedUntil?.getTime() ?? 0;
    if (lockedUntil > nowMs) return { refusal: lockedOut(lockedUntil - nowMs) };

    if (!isHandoverCode(settings.key, order.id, request.code)) {
      const failures = order.handoverFailures + 1;
      if (failures < HANDOVER_CODE.triesMax) {
        await setOrderStatus(tx, order.id, order.status, { handoverFailures: failures });
        return {
          refusal: new AppError(
            'handover_code_wrong',
            handoverServerMessages.codeWrong(HANDOVER_CODE.triesMax - failures),
          ),
        };
      }
      const lockMs = settings.lockMinutes * MINUTE_MS;
      await setOrderStatus(tx, order.id, order.status, {
        handoverFailures: 0,
        handoverLockedUntil: new Date(nowMs + lockMs),
      });
      return { refusal: lockedOut(lockMs) };
    }

    const handedOverAt = new Date(nowMs);
    const events = await completeDelivery(
      tx,
      locked,
      { actor: 'seller', actorId: order.sellerId },
      { handedOverAt, handoverFailures: 0, handoverLockedUntil: null },
    );
    return { events };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.events;
}

function lockedOut(waitMs: number): AppError {
  const minutes = Math.ceil(waitMs / MINUTE_MS);
  return new AppError('rate_limited', handoverServerMessages.codeLocked(minutes), {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}
