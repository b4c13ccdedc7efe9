import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq, isNull, sql } from 'drizzle-orm';
import { serverMessages } from '@naijabid/shared/messages';
import type { ContactRequest } from '@naijabid/shared/schemas/engagement';
import type { Database } from '../../db/client';
import { contactMessages, newsletterSubscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../plugins/mailer';
import type { RateLimitFactory } from '../../plugins/rate-limiter';
import { newsletterConfirmationMail } from './newsletter-mail';

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
      const [row] = await db
        .insert(newsletterSubscriptions)
        .values({ email, confirmTokenHash: sha256(token) })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { confirmTokenHash: sha256(token) },
          setWhere: isNull(newsletterSubscriptions.confirmedAt),
        })
        .returning({ id: newsletterSubscriptions.id });
      if (!row || !(await confirmationCooldown.hit(email)).allowed) return;
      const confirmUrl = `${options.publicUrl}/api/v1/newsletter/confirm?token=${token}`;
      try {
        await mailer.send(newsletterConfirmationMail(email, confirmUrl));
      } catch (error) {
        log.error({ err: error }, 'newsletter confirmation mail failed');
        throw new AppError('unavailable', serverMessages.mailUnavailable);
      }
    },

    async confirmSubscription(token: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscriptions)
        .set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` })
        .where(eq(newsletterSubscriptions.confirmTokenHash, sha256(token)))
        .returning({ id: newsletterSubscriptions.id });
      return rows.length > 0;
    },

    async receiveContactMessage(message: ContactRequest, clientAddress: string): Promise<void> {
      const limit = await contactLimit.hit(clientAddress);
      if (!limit.allowed) {
        throw new AppError('rate_limited', serverMessages.tooManyRequests, { retryAfterSeconds: limit.retryAfterSeconds });
      }
      await db.insert(contactMessages).values({ ...message, email: message.email.toLowerCase() });
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
