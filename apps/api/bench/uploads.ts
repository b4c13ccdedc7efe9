/**
 * bench:uploads: the photo-upload attack of the hardening issue, on the real server in its
 * own process (PostgreSQL of TEST_DATABASE_URL): 20 uploads at once of a small-file,
 * 16-bit 6300x6300 PNG, then 20 at once of an ordinary 12-megapixel phone JPEG. Prints, for
 * each, the answers, the wall time and the server's peak resident memory during the burst.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { openPostgres } from '../src/db/client';
import { benchUsers, createBenchDatabase, startBenchServer } from './bench-support';

const BURST = 20;
const databaseUrl = await createBenchDatabase('naijabid_bench_uploads');
const database = await openPostgres(databaseUrl, 2);
const [seller] = await benchUsers(database.db, 1, { accountType: 'seller', fundsKobo: 0 });
await database.close();
const { server, port } = await startBenchServer(databaseUrl);

/** Peak resident memory since the last reset, from the kernel (VmHWM), in MiB. */
function peakMiB(): number {
  const match = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return Math.round(Number(match?.[1]) / 1024);
}
function resetPeak(): void {
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
}

async function burst(label: string, image: Buffer, contentType: string) {
  resetPeak();
  const startedAt = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: BURST }, async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/listing-photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seller!.token}`, 'content-type': contentType },
        body: new Uint8Array(image),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const counts = Object.entries(
    statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}),
  );
  console.log(
    `${label} (${Math.round(image.length / 1024)} KB) x${BURST}: ${seconds.toFixed(1)} s, peak RSS ${peakMiB()} MiB, answers ${counts.map(([status, count]) => `${count}x${status}`).join(' ')}`,
  );
}

try {
  console.log(`server idle: ${peakMiB()} MiB peak so far`);
  const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#777777' } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
  await burst('16-bit 6300x6300 PNG', bomb, 'image/png');
  const phone = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  await burst('12 MP phone JPEG', phone, 'image/jpeg');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  console.log(
    `server 2 s after: ${Math.round(Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)?.[1]) / 1024)} MiB resident`,
  );
} finally {
  server.kill('SIGTERM');
}
