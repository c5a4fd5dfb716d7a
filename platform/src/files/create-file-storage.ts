import { join } from 'node:path';
import type { Config } from '../config/config';
import type { Logger } from '../log/logger';
import { createLocalFileStorage, type FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';

type StorageConfig = Pick<
  Config,
  'STORAGE' | 'DATA_DIR' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_CREATE_BUCKET'
>;

/** The storage STORAGE names: DATA_DIR/files (the default), or a private S3-compatible bucket. */
export function createFileStorage(config: StorageConfig, deps: { logger: Logger }): FileStorage {
  if (config.STORAGE === 'local') return createLocalFileStorage(join(config.DATA_DIR, 'files'));
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE=s3');
  }
  const logger = deps.logger.child({ component: 'file-storage' });
  logger.info('uploaded files go to an S3 bucket', { bucket, endpoint: config.S3_ENDPOINT ?? 'AWS' });
  return createS3FileStorage({
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    region: config.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    createBucket: config.S3_CREATE_BUCKET,
    logger,
  });
}
