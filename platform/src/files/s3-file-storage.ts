import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type BucketLocationConstraint,
} from '@aws-sdk/client-s3';
import type { Logger } from '../log/logger';
import { assertFileId, type FileStorage } from './file-storage';

export type S3FileStorageOptions = {
  /** An S3-compatible server (MinIO, Ceph, s3rver…); unset: AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most self-hosted servers expect. */
  forcePathStyle: boolean;
  /** Creates the bucket when it is missing (development, tests); production buckets are made beforehand. */
  createBucket?: boolean;
  logger: Logger;
};

export type S3FileStorage = FileStorage & {
  /** Settles once the bucket was checked (and created if asked); never rejects: a missing bucket is logged. */
  readonly ready: Promise<void>;
};

/** Every object lives under this prefix, so that the bucket can hold other things beside the uploads. */
export const S3_KEY_PREFIX = 'files/';

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error instanceof Error ? error.name : undefined);

/**
 * Files as objects of one private bucket: `files/<id>`, the content type as the object's ContentType. No object ever
 * gets an ACL or a presigned URL: the bucket stays private and the BFF serves the bytes after its own access checks
 * (an identity document must never be reachable by a link).
 */
export function createS3FileStorage(options: S3FileStorageOptions): S3FileStorage {
  const { bucket, logger } = options;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Since 3.729 the SDK adds CRC32 checksum headers to every upload (and aws-chunked trailers to streamed ones) and
    // asks for checksums on downloads; S3-compatible servers that predate it (older MinIO and Ceph releases, several
    // hosted services) refuse such requests or fail the checks. Our bodies are buffers, so SigV4 already signs their
    // SHA-256 (x-amz-content-sha256), which AWS verifies: nothing is lost by sending checksums only where required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without a timeout a stalled server would hold an upload or a file request for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const keyOf = (id: string) => `${S3_KEY_PREFIX}${assertFileId(id)}`;

  const createMissingBucket = async () => {
    // Outside us-east-1 AWS wants the region named; new AWS buckets block public access and disable ACLs by default.
    const location = options.region === 'us-east-1' ? {} : { CreateBucketConfiguration: { LocationConstraint: options.region as BucketLocationConstraint } };
    try {
      await client.send(new CreateBucketCommand({ Bucket: bucket, ...location }));
      logger.info('created the file bucket', { bucket });
    } catch (error) {
      if (nameOf(error) !== 'BucketAlreadyOwnedByYou') throw error;
    }
  };

  const checkBucket = async () => {
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      if (statusOf(error) !== 404) {
        logger.error('cannot check the file bucket (S3_BUCKET): are the endpoint and the keys right?', { bucket, status: statusOf(error), error });
        return;
      }
      if (!options.createBucket) {
        logger.error('the file bucket (S3_BUCKET) does not exist: create it (private, no public access) or set S3_CREATE_BUCKET=true; uploads fail until then', { bucket });
        return;
      }
      await createMissingBucket().catch((failure: unknown) => logger.error('cannot create the file bucket', { bucket, error: failure }));
    }
  };
  const ready = checkBucket();

  return {
    ready,
    put: async (id, bytes, contentType) => {
      const Key = keyOf(id);
      await ready;
      await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: bytes, ContentType: contentType }));
    },
    get: async (id) => {
      const Key = keyOf(id);
      await ready;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
        return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        // A missing bucket is a misconfiguration, not a missing file. (Without s3:ListBucket AWS answers a missing key
        // with 403, not 404: the keys' policy must grant it, see .env.example.)
        if (nameOf(error) === 'NoSuchKey' || (statusOf(error) === 404 && nameOf(error) !== 'NoSuchBucket')) return null;
        throw error;
      }
    },
    delete: async (id) => {
      const Key = keyOf(id);
      await ready;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible servers answer 404.
        if (nameOf(error) !== 'NoSuchKey') throw error;
      }
    },
  };
}
