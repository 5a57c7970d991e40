import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { parseEnv } from '../config/env.js';
import { createDocumentStorage, storageConfigFromEnv, type DocumentStorage } from './document-storage.js';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tasman-storage-test-'));
  folders.push(folder);
  return folder;
};

let s3: S3rver;
let s3Port: number;

beforeAll(async () => {
  s3Port = await freePort();
  s3 = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: tempFolder(), configureBuckets: [{ name: 'statements', configs: [] }] });
  await s3.run();
});

afterAll(async () => {
  await s3.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const drivers: Array<[string, () => DocumentStorage]> = [
  ['the local folder driver', () => createDocumentStorage(storageConfigFromEnv(parseEnv({ NODE_ENV: 'test', STORAGE_LOCAL_DIR: tempFolder() })))],
  [
    'the S3 driver (against s3rver)',
    () =>
      createDocumentStorage(
        storageConfigFromEnv(
          parseEnv({
            NODE_ENV: 'test',
            STORAGE_DRIVER: 's3',
            S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
            S3_BUCKET: 'statements',
            S3_REGION: 'us-east-1',
            S3_ACCESS_KEY_ID: 'S3RVER',
            S3_SECRET_ACCESS_KEY: 'S3RVER',
            S3_FORCE_PATH_STYLE: 'true',
          }),
        ),
      ),
  ],
];

describe.each(drivers)('document storage: %s', (_name, open) => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256)), Buffer.from('\n%%EOF\n')]);

  it('stores bytes under a key and reads the same bytes back, whole and streamed', async () => {
    const storage = open();
    const key = 'statements/1234567/2026-03-31-annualstatement.pdf';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, pdf, { contentType: 'application/pdf' });
    expect(await storage.exists(key)).toBe(true);
    expect(Buffer.from(await storage.getBytes(key)).equals(pdf)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.getStream(key)) as Readable) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
    expect((await storage.getMetaData(key)).contentLength).toBe(pdf.length);
  });

  it('overwrites a key (a killed run left a partial file, the re-run writes the whole one)', async () => {
    const storage = open();
    const key = 'statements/7654321/partial.pdf';
    await storage.put(key, Buffer.from('%PDF-1.7 partial'));
    await storage.put(key, pdf);
    expect(Buffer.from(await storage.getBytes(key)).equals(pdf)).toBe(true);
  });

  it('fails to read a key that was never written', async () => {
    await expect(open().getBytes('statements/none/missing.pdf')).rejects.toThrow();
  });
});

describe('storage configuration', () => {
  it('defaults to <PORTAL_DATA_DIR>/documents outside tests, and to a temporary folder in tests', () => {
    expect(storageConfigFromEnv(parseEnv({ NODE_ENV: 'production', PORTAL_DATA_DIR: '/srv/tasman', TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }))).toEqual({
      driver: 'local',
      directory: '/srv/tasman/documents',
    });
    const test = storageConfigFromEnv(parseEnv({ NODE_ENV: 'test' }));
    expect(test.driver === 'local' && test.directory.startsWith(os.tmpdir())).toBe(true);
  });

  it('refuses STORAGE_DRIVER=s3 without a bucket', () => {
    expect(() => parseEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });
});
