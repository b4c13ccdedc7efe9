import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../tokens';
import { TEST_JWT_SECRET } from '../../../test/test-app';

describe('access tokens', () => {
  const tokens = createTokenService(TEST_JWT_SECRET, 2);
  const claimsFor = { userId: randomUUID(), sessionId: randomUUID(), notAfter: new Date(Date.now() + 60_000) };

  it('verify again from what the process remembers, until they expire', async () => {
    const { token, expiresAt } = await tokens.sign(claimsFor);
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: claimsFor.userId, sessionId: claimsFor.sessionId });
    expect(await tokens.verify(token)).toEqual(first);
    await sleep(expiresAt.getTime() - Date.now() + 50);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuse a token whose signature was changed, though the true one was verified', async () => {
    const { token } = await tokens.sign(claimsFor);
    expect(await tokens.verify(token)).toBeDefined();
    const signatureAt = token.lastIndexOf('.') + 1;
    const forged = `${token.slice(0, signatureAt)}${token[signatureAt] === 'A' ? 'B' : 'A'}${token.slice(signatureAt + 1)}`;
    expect(await tokens.verify(forged)).toBeUndefined();
  });

  it('refuse a token signed with another secret', async () => {
    const other = createTokenService('another-secret-another-secret-0123456789', 2);
    const { token } = await other.sign(claimsFor);
    expect(await tokens.verify(token)).toBeUndefined();
  });
});
