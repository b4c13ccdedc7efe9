import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { listingPhotos } from '../../db/schema';
import { signUpAndLogIn } from '../../test/accounts';
import { createListing, jpegPhoto } from '../../test/listings';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { startTestApp, type TestApp } from '../../test/test-app';

const apiRoot = path.resolve(import.meta.dirname, '../../..');

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3.close());

async function uploadPhoto(app: TestApp, token: string) {
  const response = await fetch(`${app.baseUrl}/api/v1/listing-photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(await jpegPhoto(1600, 1200)),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

function keyOf(url: string): string {
  return url.replace(/^.*?\/(photos\/)/, '$1');
}

describe('photos in an S3 bucket, URLs on this server', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof signUpAndLogIn>>;
  beforeAll(async () => {
    app = await startTestApp({ s3: s3.settings });
    seller = await signUpAndLogIn(app, { accountType: 'seller' });
  });
  afterAll(() => app.close());

  it('stores every rendition in the bucket and serves it under /media with a year-long cache', async () => {
    const listing = await createListing(app, seller.token);
    const urls = Object.entries<string>(listing.photos[0].urls);
    expect(urls).toHaveLength(3);
    for (const [width, url] of urls) {
      expect(url).toMatch(/^\/media\/photos\/[\w-]+\/\d+\.webp$/);
      expect(await s3.has(keyOf(url))).toBe(true);
      const file = await fetch(`${app.baseUrl}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The listing's photo is 900 px wide, and renditions are never enlarged.
      const expectedWidth = Math.min(Number(width), 900);
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(expectedWidth);
    }
  });

  it('answers 404 for a photo the bucket does not hold', async () => {
    const response = await app.request('GET', `/media/photos/${crypto.randomUUID()}/320.webp`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(serverMessages.notFound);
  });

  it('answers uploads and photos with 503 while the store is down, and keeps no photo the store lacks', async () => {
    const photosStored = async () => (await app.database.db.select({ photos: count() }).from(listingPhotos))[0]!.photos;
    const shownUrl = (await createListing(app, seller.token)).photos[0].urls['320'];
    const before = await photosStored();

    await s3.stop();
    try {
      const unserved = await app.request('GET', shownUrl);
      expect(unserved.status).toBe(503);
      expect(unserved.body.message).toBe(serverMessages.serviceUnavailable);
      const refused = await uploadPhoto(app, seller.token);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(serverMessages.serviceUnavailable);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await photosStored()).toBe(before);
    } finally {
      await s3.restart();
    }

    const stored = await app.database.db.select({ id: listingPhotos.id }).from(listingPhotos);
    for (const { id } of stored) {
      for (const width of [320, 640, 1280]) expect(await s3.has(`photos/${id}/${width}.webp`)).toBe(true);
    }
    expect((await uploadPhoto(app, seller.token)).status).toBe(201);
  });
});

describe('a store that answers but refuses the photo', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ s3: { ...s3.settings, bucket: 'no-such-bucket' } });
  });
  afterAll(() => app.close());

  it('answers the upload with 503 as for a store that is down', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const refused = await uploadPhoto(app, seller.token);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(serverMessages.serviceUnavailable);
    expect((await app.database.db.select({ photos: count() }).from(listingPhotos))[0]!.photos).toBe(0);
  });
});

describe('photos in an S3 bucket behind a public address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ s3: { ...s3.settings, publicUrl: `${s3.bucketUrl}/` } });
  });
  afterAll(() => app.close());

  it('points photo URLs at the bucket, which the CSP allows images from', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const uploaded = await uploadPhoto(app, seller.token);
    expect(uploaded.status).toBe(201);
    for (const url of Object.values<string>(uploaded.body.data.photo.urls)) {
      expect(url.startsWith(`${s3.bucketUrl}/photos/`)).toBe(true);
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
    }
    const csp = uploaded.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${new URL(s3.bucketUrl).origin.replaceAll('.', '\\.')}`));
  });
});

describe('npm run photos:to-s3', () => {
  it("copies the local folder's photos into the bucket under the same keys", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naijabid-to-s3-'));
    try {
      const keys = ['photos/a1/320.webp', 'photos/a1/1280.webp', 'photos/b2/640.webp'];
      for (const key of keys) {
        mkdirSync(path.dirname(path.join(dataDir, 'media', key)), { recursive: true });
        writeFileSync(path.join(dataDir, 'media', key), `bytes of ${key}`);
      }
      const { settings } = s3;
      const run = spawn('npm', ['run', '--silent', 'photos:to-s3'], {
        cwd: apiRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          S3_BUCKET: settings.bucket,
          S3_REGION: settings.region,
          S3_ENDPOINT: settings.endpoint,
          S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
          S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
        },
      });
      let output = '';
      run.stdout.on('data', (chunk) => (output += chunk));
      run.stderr.on('data', (chunk) => (output += chunk));
      const exitCode = await new Promise((resolve) => run.once('exit', resolve));
      expect(exitCode, output).toBe(0);
      expect(output).toContain('Copied 3 files');
      for (const key of keys) {
        const file = await fetch(`${s3.bucketUrl}/${key}`);
        expect(await file.text()).toBe(`bytes of ${key}`);
        expect(file.headers.get('content-type')).toBe('image/webp');
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
