import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { Disk } from 'flydrive';
import { FSDriver } from 'flydrive/drivers/fs';
import { S3Driver } from 'flydrive/drivers/s3';
import type { Env } from '../config/env.js';

/**
 * Where the portal keeps documents it produces (statements): a flydrive Disk, so every server
 * instance reads the same files — a folder on a shared volume, or an S3-compatible bucket.
 */
export type DocumentStorage = Disk;

export type StorageConfig =
  | { driver: 'local'; directory: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };

let testDirectory: string | null = null;

/** One temporary folder per test process, so tests never write into the working copy's data directory. */
function testDocumentsDirectory(): string {
  testDirectory ??= mkdtempSync(path.join(os.tmpdir(), 'tasman-documents-'));
  return testDirectory;
}

type StorageEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'dataDir'
  | 'STORAGE_DRIVER'
  | 'STORAGE_LOCAL_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The storage the environment asks for: S3 when STORAGE_DRIVER=s3, else the local folder. */
export function storageConfigFromEnv(env: StorageEnv): StorageConfig {
  if (env.STORAGE_DRIVER === 's3') {
    if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
    return {
      driver: 's3',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
      ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
    };
  }
  const directory = env.STORAGE_LOCAL_DIR
    ? path.resolve(env.STORAGE_LOCAL_DIR)
    : env.NODE_ENV === 'test'
      ? testDocumentsDirectory()
      : path.join(env.dataDir, 'documents');
  return { driver: 'local', directory };
}

/** A Disk on the configured driver. Objects are private: downloads go through the portal's access checks. */
export function createDocumentStorage(config: StorageConfig): DocumentStorage {
  if (config.driver === 'local') {
    return new Disk(new FSDriver({ location: config.directory, visibility: 'private' }));
  }
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  // supportsACL false: object ACLs are not needed (nothing is public) and not every S3-compatible server has them.
  return new Disk(new S3Driver({ client, bucket: config.bucket, visibility: 'private', supportsACL: false }));
}
