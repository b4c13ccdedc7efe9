import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3PhotoStoreSettings } from '../plugins/s3-photo-storage';

export interface TestS3Server {
  /** Path-style settings for the app, as MinIO is reached. */
  settings: S3PhotoStoreSettings;
  /** The bucket's own public address (s3rver serves objects to anyone). */
  bucketUrl: string;
  /** Whether the bucket holds the key, asked through the real S3 protocol. */
  has(key: string): Promise<boolean>;
  /** Stops the server as an outage looks: connections refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the objects it held. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const BUCKET = 'naijabid-photos';
const KEY = 'S3RVER';

/** A real S3-protocol server (s3rver) on a free port, its objects in a temporary folder. */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'naijabid-s3-'));
  const start = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address = await server.run();
    return { server, port: address.port };
  };
  let running: Awaited<ReturnType<typeof start>> | undefined = await start(0);
  const port = running.port;
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3PhotoStoreSettings = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    forcePathStyle: true,
    publicUrl: undefined,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: true,
    credentials: settings.credentials,
  });
  const stop = async () => {
    await running?.server.close();
    running = undefined;
  };
  return {
    settings,
    bucketUrl: `${endpoint}/${BUCKET}`,
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    stop,
    async restart() {
      running = await start(port);
    },
    async close() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
