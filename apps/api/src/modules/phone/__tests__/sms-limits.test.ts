import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import { loadConfig } from '../../../config';
import { devSms } from '../../../db/schema';
import { signUpAndLogIn } from '../../../test/accounts';
import { MANY_LOGINS } from '../../../test/bidding';
import { uniquePhone } from '../../../test/phone';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createRateLimitFactory } from '../../../plugins/rate-limiter';
import { AppError } from '../../../errors';
import { findUserByEmail } from '../../auth/repository';
import { createPhoneService } from '../service';

const ONE_HOUR_SECONDS = 60 * 60;
const defaultLimits = loadConfig({ NODE_ENV: 'test' }).smsCodeLimits;

/** Signs up an account and asks for a phone code, as from `address`; answers the reply. */
async function askForCode(app: TestApp, address: string, { ageHours = 0 } = {}) {
  const user = await signUpAndLogIn(app);
  if (ageHours > 0)
    await app.database.db.execute(
      sql`update users set created_at = now() - make_interval(hours => ${ageHours}) where email = ${user.email}`,
    );
  return app.request('POST', '/api/v1/me/phone', {
    token: user.token,
    body: { phone: uniquePhone() },
    headers: { 'x-forwarded-for': address },
  });
}

async function smsSent(app: TestApp): Promise<number> {
  const [row] = await app.database.db.select({ sent: count() }).from(devSms);
  return row!.sent;
}

function expectRefusedForAnHour(answer: Awaited<ReturnType<typeof askForCode>>) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(ONE_HOUR_SECONDS - 60);
  expect(retryAfter).toBeLessThanOrEqual(ONE_HOUR_SECONDS);
  expect(answer.body).toMatchObject({
    code: 'rate_limited',
    message: phoneMessages.tooManyCodes(Math.ceil(retryAfter / 60)),
  });
}

describe('SMS codes per client address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ...MANY_LOGINS, trustProxy: true, smsCodeLimits: defaultLimits });
  });
  afterAll(() => app.close());

  it("sends 30 new accounts from one address only the address's hourly codes, and others still get theirs", async () => {
    const answers = [];
    for (let account = 0; account < 30; account += 1) answers.push(await askForCode(app, '203.0.113.7'));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(defaultLimits.perAddressPerHour);
    expect(await smsSent(app)).toBe(defaultLimits.perAddressPerHour);
    expectRefusedForAnHour(answers.at(-1)!);
    expect((await askForCode(app, '203.0.113.8')).status).toBe(200);
  }, 120_000);
});

describe('SMS codes across the site', () => {
  let app: TestApp;
  // Established accounts (email verified, of any age): the new accounts' share has its test below.
  const limits = { perAddressPerHour: 2, perHour: 3, newAccountHours: 0 };
  beforeAll(async () => {
    app = await startTestApp({ ...MANY_LOGINS, trustProxy: true, smsCodeLimits: limits });
  });
  afterAll(() => app.close());

  it('stop at the hourly total whatever the address, with one warning for operators', async () => {
    const addresses = ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];
    const answers = [];
    for (const address of addresses) answers.push(await askForCode(app, address));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    expect(await smsSent(app)).toBe(limits.perHour);
    expectRefusedForAnHour(answers[3]!);
    const warnings = app.logLines.filter((line) => String(line.msg).includes('site-wide SMS code limit is reached'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, limit: limits.perHour });
  }, 60_000);
});

describe('SMS codes when someone spends the site-wide hour', () => {
  let app: TestApp;
  const limits = { perAddressPerHour: 10, perHour: 20, newAccountHours: 72 };
  const ESTABLISHED = { ageHours: 24 * 30 };
  beforeAll(async () => {
    app = await startTestApp({ ...MANY_LOGINS, trustProxy: true, smsCodeLimits: limits });
  });
  afterAll(() => app.close());

  it('gives new accounts a fifth of it, keeps the last fifth for established users on quiet addresses', async () => {
    // The attack: new accounts, rotating over addresses (X-Forwarded-For behind the proxy).
    const attack = [];
    for (let account = 0; account < 12; account += 1) attack.push(await askForCode(app, `198.18.0.${account % 6}`));
    expect(attack.filter((answer) => answer.status === 200)).toHaveLength(limits.perHour / 5);
    expectRefusedForAnHour(attack.at(-1)!);

    // Established users keep getting codes, up to the reserve.
    for (let account = 0; account < 12; account += 1)
      expect((await askForCode(app, `198.19.0.${account % 3}`, ESTABLISHED)).status).toBe(200);
    expect(await smsSent(app)).toBe(16);
    // Near the limit, a busy address is refused, even for an established account...
    const busy = await askForCode(app, '198.19.0.1', ESTABLISHED);
    expect(busy.status).toBe(429);
    // ...while an established user asking from a quiet address still gets theirs.
    expect((await askForCode(app, '198.19.9.9', ESTABLISHED)).status).toBe(200);
    expect(await smsSent(app)).toBe(17);
  }, 180_000);
});

describe('SMS codes per account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(MANY_LOGINS);
  });
  afterAll(() => app.close());

  it('sends one account at most 5 codes an hour, whatever number or address it asks from', async () => {
    const account = await signUpAndLogIn(app);
    const user = (await findUserByEmail(app.database.db, account.email))!;
    const limitsOf = createRateLimitFactory({ keyPrefix: `test:${randomUUID()}` });
    const sent: string[] = [];
    const phone = createPhoneService({
      db: app.database.db,
      sms: { send: async (sms) => void sent.push(sms.to) },
      // Without the one-a-minute cooldown, which would make this test wait five minutes.
      rateLimits: (name, points, windowSeconds) => limitsOf(name, name === 'phone-code' ? 1000 : points, windowSeconds),
      limits: { perAddressPerHour: 1000, perHour: 1000, newAccountHours: 0 },
      codeKey: 'code-key-for-the-phone-service-test-0123',
      log: app.log,
    });
    const outcomes = [];
    for (let ask = 0; ask < 7; ask += 1)
      outcomes.push(await phone.sendCode(user, uniquePhone(), `198.51.100.${ask}`).catch((error: unknown) => error));
    expect(outcomes.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    for (const refused of outcomes.slice(5)) {
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'rate_limited' });
    }
    expect(sent).toHaveLength(5);
  });
});
