import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { createFileStorage } from '../../src/files/create-file-storage';
import { createLocalFileStorage, type FileStorage } from '../../src/files/file-storage';
import { createS3FileStorage, S3_KEY_PREFIX, type S3FileStorageOptions } from '../../src/files/s3-file-storage';
import { createLogger } from '../../src/log/logger';

/**
 * One contract for every FileStorage adapter: the local folder, and S3 as spoken by s3rver (a real S3 API server on
 * 127.0.0.1, port 0). s3rver implements no access control (it serves unsigned requests and does not check SigV4
 * signatures), so the refusal of an anonymous GET is asserted only against a server that enforces it, given by
 * TEST_S3_ENDPOINT, TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY (and TEST_S3_BUCKET), e.g. a local MinIO.
 */

type Recorded = { method: string; url: string; headers: IncomingHttpHeaders };
type S3Server = {
  name: string;
  options: Omit<S3FileStorageOptions, 'logger'>;
  /** Every request the server received (s3rver only: an external server's are not seen). */
  requests: Recorded[] | null;
  enforcesAccess: boolean;
  stop: () => Promise<void>;
};

const silent = createLogger({ level: 'error', json: true, write: () => undefined });
const logLines = () => {
  const lines: { level: string; msg: string; bucket?: string }[] = [];
  return { lines, logger: createLogger({ level: 'debug', json: true, write: (line) => lines.push(JSON.parse(line) as (typeof lines)[number]) }) };
};

async function startS3rver(): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'weklean-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: 'weklean-files' }] });
  const { port } = await server.run();
  const requests: Recorded[] = [];
  server.httpServer.prependListener('request', (request) => requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers }));
  return {
    name: 's3rver',
    // S3RVER/S3RVER is s3rver's built-in account.
    options: { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket: 'weklean-files', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    requests,
    enforcesAccess: false,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function externalServer(): S3Server | null {
  const { TEST_S3_ENDPOINT: endpoint, TEST_S3_ACCESS_KEY_ID: accessKeyId, TEST_S3_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
  if (!endpoint || !accessKeyId || !secretAccessKey) return null;
  return {
    name: `TEST_S3_ENDPOINT (${endpoint})`,
    options: { endpoint, region: process.env.TEST_S3_REGION ?? 'us-east-1', bucket: process.env.TEST_S3_BUCKET ?? 'weklean-test-files', accessKeyId, secretAccessKey, forcePathStyle: true, createBucket: true },
    requests: null,
    enforcesAccess: true,
    stop: async () => undefined,
  };
}

const external = externalServer();
if (!external) console.info('S3 file storage: no TEST_S3_ENDPOINT, so the refusal of anonymous reads is not checked (s3rver does not enforce access)');

type Backend = { name: string; start: () => Promise<{ storage: FileStorage; stop: () => Promise<void> }> };
const s3Backend = (start: () => Promise<S3Server>): Backend => ({
  name: 'S3',
  start: async () => {
    const server = await start();
    return { storage: createS3FileStorage({ ...server.options, logger: silent }), stop: server.stop };
  },
});
const backends: Backend[] = [
  {
    name: 'local folder',
    start: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'weklean-files-'));
      return { storage: createLocalFileStorage(dir), stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  { ...s3Backend(startS3rver), name: 'S3 (s3rver)' },
  ...(external ? [{ ...s3Backend(async () => external), name: `S3 (${external.name})` }] : []),
];

// A PNG signature followed by every byte value: any text decoding or newline rewriting on the way would show.
const binary = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(Array.from({ length: 256 }, (_, byte) => byte))]);
// Unique per run, so that an external bucket shared between runs never answers with an earlier run's object.
const run = Date.now().toString(36);
const idOf = (name: string) => `${name}-${run}`;

describe.each(backends)('file storage contract: $name', (backend) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await backend.start());
  });
  afterAll(async () => {
    await Promise.all(['photo', 'document'].map((name) => storage.delete(idOf(name))));
    await stop();
  });

  it('gives back binary bytes exactly, with their content type', async () => {
    await storage.put(idOf('photo'), binary, 'image/png');
    const file = await storage.get(idOf('photo'));
    expect(file?.contentType).toBe('image/png');
    expect(Buffer.compare(file?.bytes ?? Buffer.alloc(0), binary)).toBe(0);
  });

  it('replaces a file stored again under the same id, content type included', async () => {
    await storage.put(idOf('document'), Buffer.from('%PDF-1.7 first'), 'application/pdf');
    await storage.put(idOf('document'), Buffer.from('second'), 'image/jpeg');
    expect(await storage.get(idOf('document'))).toEqual({ bytes: Buffer.from('second'), contentType: 'image/jpeg' });
  });

  it('answers null for an id that was never stored', async () => {
    expect(await storage.get(idOf('never-stored'))).toBeNull();
  });

  it('forgets a deleted file, and deleting it again or deleting a missing id is fine', async () => {
    await storage.put(idOf('avatar'), Buffer.from('avatar'), 'image/webp');
    await storage.delete(idOf('avatar'));
    expect(await storage.get(idOf('avatar'))).toBeNull();
    await expect(storage.delete(idOf('avatar'))).resolves.toBeUndefined();
    await expect(storage.delete(idOf('never-stored'))).resolves.toBeUndefined();
  });

  it('refuses ids that are not file ids (paths, other prefixes, upper case)', async () => {
    await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(TypeError);
    await expect(storage.get('ab/../../x')).rejects.toThrow(TypeError);
    await expect(storage.get('Files-ABCDEFGH')).rejects.toThrow(TypeError);
    await expect(storage.delete('short')).rejects.toThrow(TypeError);
  });
});

describe('S3 file storage on s3rver', () => {
  let server: S3Server;
  beforeAll(async () => {
    server = await startS3rver();
  });
  afterAll(() => server.stop());

  it('stores each file as files/<id> with its ContentType, and sends no ACL or grant with any request', async () => {
    const storage = createS3FileStorage({ ...server.options, logger: silent });
    await storage.put('id-document-0001', Buffer.from('%PDF-1.7'), 'application/pdf');
    await storage.get('id-document-0001');
    await storage.delete('never-stored-0001');

    const { endpoint, region, forcePathStyle, accessKeyId, secretAccessKey } = server.options;
    const client = new S3Client({ endpoint, region, forcePathStyle, credentials: { accessKeyId, secretAccessKey } });
    const head = await client.send(new HeadObjectCommand({ Bucket: server.options.bucket, Key: `${S3_KEY_PREFIX}id-document-0001` }));
    expect([head.ContentType, head.ContentLength]).toEqual(['application/pdf', 8]);
    client.destroy();

    const requests = server.requests ?? [];
    expect(requests.map((request) => request.method)).toEqual(['HEAD', 'PUT', 'GET', 'DELETE', 'HEAD']);
    for (const request of requests) {
      expect(Object.keys(request.headers).filter((name) => name === 'x-amz-acl' || name.startsWith('x-amz-grant-'))).toEqual([]);
      expect(request.url).not.toMatch(/[?&](acl|policy)\b/);
      expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    }
  });

  it('logs an error naming a missing bucket, and a put then fails rather than a get answering "no such file"', async () => {
    const { lines, logger } = logLines();
    const storage = createS3FileStorage({ ...server.options, bucket: 'weklean-absent', logger });
    await storage.ready;
    expect(lines).toEqual([expect.objectContaining({ level: 'error', bucket: 'weklean-absent', msg: expect.stringContaining('does not exist') })]);
    await expect(storage.put('photo-00000001', binary, 'image/png')).rejects.toThrow(/bucket/i);
    await expect(storage.get('photo-00000001')).rejects.toThrow(/bucket/i);
  });

  it('creates a missing bucket before the first put when asked to', async () => {
    const { lines, logger } = logLines();
    const storage = createS3FileStorage({ ...server.options, bucket: 'weklean-created', createBucket: true, logger });
    await storage.put('photo-00000001', binary, 'image/png');
    expect((await storage.get('photo-00000001'))?.contentType).toBe('image/png');
    expect(lines).toEqual([expect.objectContaining({ level: 'info', msg: 'created the file bucket', bucket: 'weklean-created' })]);
  });
});

describe('createFileStorage', () => {
  it('keeps files in DATA_DIR/files by default', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'weklean-data-'));
    const storage = createFileStorage(loadConfig({ DATA_DIR: dataDir }), { logger: silent });
    try {
      await storage.put('avatar-00000001', Buffer.from('avatar'), 'image/webp');
      expect(existsSync(join(dataDir, 'files', 'av', 'avatar-00000001'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('puts files in the bucket with STORAGE=s3', async () => {
    const server = await startS3rver();
    const { endpoint = '', bucket, accessKeyId, secretAccessKey } = server.options;
    const env = { STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey, S3_FORCE_PATH_STYLE: 'true' };
    try {
      const storage = createFileStorage(loadConfig(env), { logger: silent });
      await storage.put('avatar-00000001', Buffer.from('avatar'), 'image/webp');
      expect(server.requests?.map((request) => `${request.method} ${request.url.split('?')[0]}`)).toContain(`PUT /${bucket}/${S3_KEY_PREFIX}avatar-00000001`);
    } finally {
      await server.stop();
    }
  });
});

if (external) {
  describe('S3 file storage on an access-enforcing server', () => {
    it('refuses an anonymous GET of an object (the bucket is private)', async () => {
      const { options } = external;
      const storage = createS3FileStorage({ ...options, logger: silent });
      await storage.put(idOf('id-document'), Buffer.from('%PDF-1.7 private'), 'application/pdf');
      try {
        const response = await fetch(`${options.endpoint}/${options.bucket}/${S3_KEY_PREFIX}${idOf('id-document')}`);
        expect(response.status).toBe(403);
      } finally {
        await storage.delete(idOf('id-document'));
      }
    });
  });
}
