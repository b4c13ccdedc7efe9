import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_LIMITS } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { signUpAndLogIn } from '../../../test/accounts';
import { jpegPhoto } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = (await signUpAndLogIn(app, { accountType: 'seller' })).token;
});
afterAll(() => app.close());

async function upload(body: Buffer | string, contentType: string) {
  const response = await fetch(`${app.baseUrl}/api/v1/listing-photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const image = sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c2410c' } });

describe('POST /api/v1/listing-photos', () => {
  it.each([
    ['JPEG', 'image/jpeg', () => jpegPhoto(1600, 1200)],
    ['PNG', 'image/png', () => image.clone().png().toBuffer()],
    ['WebP', 'image/webp', () => image.clone().webp().toBuffer()],
  ])(
    'accepts a %s and serves WebP renditions for phones and desktops with a year-long cache',
    async (_name, type, make) => {
      const response = await upload(await make(), type);
      expect(response.status).toBe(201);
      const photo = response.body.data.photo;
      expect(photo).toMatchObject({ width: 1280, height: 960 });
      for (const [width, url] of Object.entries<string>(photo.urls)) {
        const file = await fetch(`${app.baseUrl}${url}`);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/webp');
        expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const { width: actual } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(actual).toBe(Number(width));
      }
    },
  );

  it('refuses another declared type with the photo message', async () => {
    const gif = await image.clone().gif().toBuffer();
    const response = await upload(gif, 'image/gif');
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(serverMessages.photoTypeRefused);
  });

  it('refuses a GIF disguised as a JPEG, judged by its bytes', async () => {
    const response = await upload(await image.clone().gif().toBuffer(), 'image/jpeg');
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(serverMessages.photoTypeRefused);
  });

  it('refuses bytes that are no image at all', async () => {
    const response = await upload('this is not a picture', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(serverMessages.photoUnreadable);
  });

  it('refuses a photo over 8 MB with the size message', async () => {
    const response = await upload(Buffer.alloc(LISTING_LIMITS.maxPhotoBytes + 1, 1), 'image/jpeg');
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(serverMessages.photoTooLarge);
  });
});

describe('photos that would cost the server too much', () => {
  it('refuses a 16-bit image, however small its file', async () => {
    const sixteenBit = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1d4ed8' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(sixteenBit).metadata()).depth).toBe('ushort');
    const response = await upload(sixteenBit, 'image/png');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(serverMessages.photoBitDepthRefused);
  });

  it('refuses more pixels than any phone camera saves by default, before decoding them', async () => {
    const huge = await sharp({ create: { width: 5200, height: 5000, channels: 3, background: '#16a34a' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const response = await upload(huge, 'image/png');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(serverMessages.photoTooManyPixels(25));
  });

  it('limits how many photos one seller uploads per hour', async () => {
    const limited = await startTestApp({ photoUploadsPerHour: 2 });
    try {
      const seller = (await signUpAndLogIn(limited, { accountType: 'seller' })).token;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await fetch(`${limited.baseUrl}/api/v1/listing-photos`, {
          method: 'POST',
          headers: { authorization: `Bearer ${seller}`, 'content-type': 'image/jpeg' },
          body: new Uint8Array(await jpegPhoto(800, 600)),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
