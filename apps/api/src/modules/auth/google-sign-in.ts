import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountType } from '@naijabid/shared/constants';
import { GOOGLE_LINK_CODE_TTL_SECONDS } from '@naijabid/shared/constants';
import { googleSignInMessages, type GoogleSignInFailure } from '@naijabid/shared/messages/google-sign-in';
import type { LoginResponseData } from '@naijabid/shared/schemas/auth';
import type {
  GoogleContinueAnswerData,
  GoogleLinkWithCodeRequest,
  GoogleLinkWithPasswordRequest,
} from '@naijabid/shared/schemas/google-sign-in';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { GoogleFlow, GoogleFlowCookie } from './google-flow-cookie';
import { OidcRefusal, type OidcClient, type OidcIdentity } from './oidc-client';
import * as repository from './repository';
import type { AuthService } from './service';

/** A signed-in ticket only has to survive one redirect and one POST. */
const SESSION_TICKET_TTL_SECONDS = 2 * 60;

export interface GoogleSignInOptions {
  db: Database;
  auth: AuthService;
  oidc: OidcClient;
  flowCookie: GoogleFlowCookie;
  log: FastifyBaseLogger;
}

/** Where the callback sends the browser: the web app's page, with a ticket (in the fragment, never sent to a server) or a failure. */
export type CallbackOutcome = { ticket: string } | { failure: GoogleSignInFailure };

function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/** A password hash nobody knows the password of: the account signs in with Google until a reset sets one. */
async function unusablePasswordHash(): Promise<string> {
  return hash(randomBytes(32).toString('base64url'));
}

function ticketExpired(): AppError {
  return new AppError('google_sign_in_expired', googleSignInMessages.ticketExpired);
}

/** A name from the ID token: the given and family names, else the full name, else the email's local part. */
function namesOf(identity: OidcIdentity & { email: string }): { firstName: string; lastName: string } {
  const [firstOfName, ...restOfName] = identity.name?.split(/\s+/) ?? [];
  return {
    firstName: identity.givenName ?? firstOfName ?? identity.email.split('@')[0]!,
    lastName: identity.familyName ?? restOfName.join(' '),
  };
}

/**
 * Google sign-in (docs/product.md#google-sign-in). The provider's answer becomes a one-time
 * ticket the web app exchanges by POST: for a session (a known Google account, or a new
 * account made from a verified email) or for a linking step, when the email is an existing
 * account's that Google is not linked to yet: linked only once its password or a mailed
 * code proves it. Every session comes from the auth service's issueSession, like a login's.
 */
export function createGoogleSignIn({ db, auth, oidc, flowCookie, log }: GoogleSignInOptions) {
  async function newTicket(
    signIn: Pick<repository.GoogleSignInRow, 'userId' | 'purpose' | 'googleSubject'>,
  ): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const ttlSeconds = signIn.purpose === 'session' ? SESSION_TICKET_TTL_SECONDS : GOOGLE_LINK_CODE_TTL_SECONDS;
    await repository.insertGoogleSignIn(db, {
      ...signIn,
      ticketHash: hashTicket(ticket),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return ticket;
  }

  /** The account a verified Google identity signs in to, made if new; or why not. */
  async function signInOf(identity: OidcIdentity, accountType: AccountType): Promise<CallbackOutcome> {
    const { subject, email } = identity;
    if (!email || !identity.emailVerified) return { failure: 'email_unverified' };
    const linked = await repository.findUserByGoogleSubject(db, subject);
    if (linked) return { ticket: await newTicket({ userId: linked.id, purpose: 'session', googleSubject: subject }) };
    const existing = await repository.findUserByEmail(db, email);
    if (existing) {
      if (existing.googleSubject) return { failure: 'linked_elsewhere' };
      return { ticket: await newTicket({ userId: existing.id, purpose: 'link', googleSubject: subject }) };
    }
    const created = await repository.insertUserIfFree(db, {
      email,
      ...namesOf({ ...identity, email }),
      accountType,
      passwordHash: await unusablePasswordHash(),
      googleSubject: subject,
      emailVerifiedAt: new Date(),
      // The Google buttons say that continuing accepts the terms and the privacy policy.
      termsAcceptedAt: new Date(),
    });
    // Taken meanwhile by a parallel sign-in of the same person: decide again with that row.
    if (!created) return signInOf(identity, accountType);
    return { ticket: await newTicket({ userId: created.id, purpose: 'session', googleSubject: subject }) };
  }

  /**
   * In one transaction: locks the link ticket, lets `prove` check the account (answering an
   * error to throw after the commit, so a counted wrong code stays counted), links Google
   * and uses the ticket. Then the session, as any login gets it.
   */
  async function link(
    ticket: string,
    clientAddress: string,
    prove: (tx: Database, user: repository.UserRow) => Promise<AppError | undefined>,
    replacementPasswordHash: (user: repository.UserRow) => string | undefined,
  ): Promise<LoginResponseData> {
    const outcome = await db.transaction(async (tx) => {
      const open = await repository.lockOpenGoogleSignIn(tx, hashTicket(ticket));
      if (!open || open.signIn.purpose !== 'link') return { error: ticketExpired() };
      const refusal = await prove(tx, open.user);
      if (refusal) return { error: refusal };
      const linked = await repository.linkGoogleSubject(
        tx,
        open.user.id,
        open.signIn.googleSubject,
        replacementPasswordHash(open.user),
      );
      if (!linked) return { error: ticketExpired() };
      await repository.markGoogleSignInUsed(tx, open.signIn.id);
      return { user: linked };
    });
    if ('error' in outcome) throw outcome.error;
    return auth.issueSession(outcome.user, clientAddress);
  }

  /** The account of an open link ticket, before a password check or a mail (its row lock ends at once). */
  async function linkTicketUser(ticket: string): Promise<repository.UserRow> {
    const open = await db.transaction((tx) => repository.lockOpenGoogleSignIn(tx, hashTicket(ticket)));
    if (!open || open.signIn.purpose !== 'link') throw ticketExpired();
    return open.user;
  }

  return {
    /** The provider's authorization URL and the cookie that remembers this flow. */
    async start(accountType: AccountType, redirectUri: string): Promise<{ location: string; cookie: string }> {
      const checks = oidc.newChecks();
      const location = await oidc.authorizationUrl(redirectUri, checks);
      return { location: location.toString(), cookie: await flowCookie.seal({ ...checks, accountType, redirectUri }) };
    },

    /**
     * The provider's answer, checked against the flow this browser started: a state that is
     * not this flow's is refused before anything is asked of the provider; the code is then
     * exchanged with the PKCE verifier and the ID token verified, its nonce included.
     */
    async finish(flow: GoogleFlow | undefined, query: URLSearchParams): Promise<CallbackOutcome> {
      if (!flow) return { failure: 'expired' };
      if (query.get('state') !== flow.state) return { failure: 'state_mismatch' };
      const callbackUrl = new URL(flow.redirectUri);
      callbackUrl.search = query.toString();
      try {
        return await signInOf(await oidc.identify(callbackUrl, flow), flow.accountType);
      } catch (error) {
        if (!(error instanceof OidcRefusal)) throw error;
        log.warn({ err: error.cause ?? error, reason: error.reason }, 'a Google sign-in was refused');
        return { failure: error.reason };
      }
    },

    /** Exchanges a ticket once for a session, or says which account must be proven first. */
    async continue(ticket: string, clientAddress: string): Promise<GoogleContinueAnswerData> {
      const open = await db.transaction(async (tx) => {
        const row = await repository.lockOpenGoogleSignIn(tx, hashTicket(ticket));
        if (row?.signIn.purpose === 'session') await repository.markGoogleSignInUsed(tx, row.signIn.id);
        return row;
      });
      if (!open) throw ticketExpired();
      if (open.signIn.purpose === 'link') return { status: 'link_required', email: open.user.email };
      return { status: 'signed_in', session: await auth.issueSession(open.user, clientAddress) };
    },

    async sendLinkCode(ticket: string): Promise<void> {
      await auth.sendGoogleLinkCode(await linkTicketUser(ticket));
    },

    /** Links with the account's password, counted by the login limits like a login. */
    async linkWithPassword(request: GoogleLinkWithPasswordRequest, clientAddress: string) {
      const user = await linkTicketUser(request.ticket);
      try {
        await auth.checkPassword(user.email, request.password, clientAddress);
      } catch (error) {
        // A 401 would tell the web app the session ended; this page has none yet.
        if (error instanceof AppError && error.code === 'bad_credentials')
          throw new AppError('password_incorrect', googleSignInMessages.passwordIncorrect, {
            fieldErrors: { password: googleSignInMessages.passwordIncorrect },
          });
        throw error;
      }
      return link(
        request.ticket,
        clientAddress,
        async () => undefined,
        () => undefined,
      );
    },

    /**
     * Links with a code mailed to the account. An account never verified gets a new unknown
     * password: whoever set the old one never proved the address, and must not keep a way
     * in to an account its owner now uses (an account made in advance to be taken over).
     */
    async linkWithCode(request: GoogleLinkWithCodeRequest, clientAddress: string) {
      // Hashed before the row lock is taken, so Argon2 never holds it.
      const replacement = await unusablePasswordHash();
      return link(
        request.ticket,
        clientAddress,
        (tx, user) => auth.useGoogleLinkCode(tx, user.id, request.code),
        (user) => (user.emailVerifiedAt ? undefined : replacement),
      );
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
