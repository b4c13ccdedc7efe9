import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { serverMessages } from '@naijabid/shared/messages';
import type { ContactRequest } from '@naijabid/shared/schemas/engagement';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../plugins/mailer';
import type { RateLimitFactory } from '../../plugins/rate-limiter';
import { newsletterConfirmationMail } from './newsletter-mail';
import * as repository from './repository';

const CONFIRMATION_MAIL_COOLDOWN_SECONDS = 60;
const CONTACT_MESSAGES_PER_ADDRESS = 5;
const CONTACT_WINDOW_SECONDS = 10 * 60;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function createEngagementService(options: {
  db: Database;
  mailer: Mailer;
  rateLimits: RateLimitFactory;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, mailer, log } = options;
  const confirmationCooldown = options.rateLimits('newsletter-mail', 1, CONFIRMATION_MAIL_COOLDOWN_SECONDS);
  const contactLimit = options.rateLimits('contact', CONTACT_MESSAGES_PER_ADDRESS, CONTACT_WINDOW_SECONDS);

  return {
    /**
     * Every address gets the same answer, subscribed before or not. A confirmation mail goes
     * out at most once a minute per address, so the form cannot be used to flood an inbox.
     */
    async subscribe(rawEmail: string): Promise<void> {
      const email = rawEmail.trim().toLowerCase();
      const token = randomBytes(32).toString('base64url');
      const row = await repository.upsertUnconfirmedSubscription(db, email, sha256(token));
      if (!row || !(await confirmationCooldown.hit(email)).allowed) return;
      const confirmUrl = `${options.publicUrl}/api/v1/newsletter/confirm?token=${token}`;
      try {
        await mailer.send(newsletterConfirmationMail(email, confirmUrl));
      } catch (error) {
        log.error({ err: error }, 'newsletter confirmation mail failed');
        throw new AppError('unavailable', serverMessages.mailUnavailable);
      }
    },

    confirmSubscription: (token: string): Promise<boolean> => repository.confirmSubscription(db, sha256(token)),

    async receiveContactMessage(message: ContactRequest, clientAddress: string): Promise<void> {
      const limit = await contactLimit.hit(clientAddress);
      if (!limit.allowed) {
        throw new AppError('rate_limited', serverMessages.tooManyRequests, {
          retryAfterSeconds: limit.retryAfterSeconds,
        });
      }
      await repository.insertContactMessage(db, { ...message, email: message.email.toLowerCase() });
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
