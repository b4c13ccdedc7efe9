import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, ENDING_SOON_WINDOW_MINUTES } from '@naijabid/shared/constants';
import { createLocalPhotoStorage, localMediaDir } from '../../plugins/photo-storage';
import { startTestApp, type TestApp } from '../../test/test-app';
import { demoItems, DEMO_PASSWORD, demoSellers } from '../demo-catalogue';
import { ensureDemoCatalogue } from '../seed';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function browse(query: string) {
  return (await app.request('GET', `/api/v1/auctions?limit=60&${query}`)).body.data.items as Array<Record<string, any>>;
}

describe('the demo catalogue', () => {
  it('stops between listings when told to, leaving the rest for the next start', async () => {
    const storage = createLocalPhotoStorage(localMediaDir(app.dataDir));
    const stopped = new AbortController();
    stopped.abort();
    expect(await ensureDemoCatalogue(app.database.db, storage, stopped.signal)).toEqual({ seeded: 0, revived: 0 });
  });

  it('fills an empty database with at least 40 listings in all eight categories, live, ending soon and upcoming', async () => {
    const storage = createLocalPhotoStorage(localMediaDir(app.dataDir));
    const result = await ensureDemoCatalogue(app.database.db, storage);
    expect(result).toEqual({ seeded: demoItems.length, revived: 0 });
    expect(demoItems.length).toBeGreaterThanOrEqual(40);

    const live = await browse('status=live');
    const upcoming = await browse('status=upcoming');
    expect(live.length + upcoming.length).toBe(demoItems.length);
    expect(new Set(live.map((item) => item.category))).toEqual(new Set(CATEGORIES));
    const endingSoon = await browse('status=ending-soon');
    expect(endingSoon.length).toBeGreaterThan(0);
    for (const item of endingSoon) expect(new Date(item.endsAt).getTime() - Date.now()).toBeLessThanOrEqual(ENDING_SOON_WINDOW_MINUTES * 60_000);
    expect(upcoming.length).toBeGreaterThan(0);

    const photo = await fetch(`${app.baseUrl}${live[0]!.image.urls['640']}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    const login = await app.request('POST', '/api/v1/auth/login', { body: { email: demoSellers[0].email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    // Three WebP renditions of 42 photos take a while on the embedded database of a busy machine.
  }, 180_000);

  it('restarts ended demo auctions on a later start instead of seeding again', async () => {
    await app.database.db.execute(sql`update listings set starts_at = now() - interval '3 hours', ends_at = now() - interval '1 minute'`);
    expect(await browse('status=live')).toEqual([]);
    const storage = createLocalPhotoStorage(localMediaDir(app.dataDir));
    const result = await ensureDemoCatalogue(app.database.db, storage);
    expect(result).toEqual({ seeded: 0, revived: demoItems.length });
    expect((await browse('status=ending-soon')).length).toBeGreaterThan(0);
  });
});
