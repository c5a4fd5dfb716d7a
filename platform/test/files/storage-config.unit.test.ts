import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { issuesOf } from '../support/config-issues';


const s3 = { STORAGE: 's3', S3_BUCKET: 'weklean-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };

describe('file storage settings', () => {
  it('keeps files in DATA_DIR by default, and S3 defaults to AWS in us-east-1 with virtual-host addressing', () => {
    expect(loadConfig({})).toMatchObject({ STORAGE: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false, S3_CREATE_BUCKET: false });
    expect(loadConfig({}).S3_ENDPOINT).toBeUndefined();
  });

  it('reads an S3-compatible server with path-style addressing', () => {
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_CREATE_BUCKET: 'true', S3_REGION: 'ca-central-1' })).toMatchObject({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'ca-central-1',
      S3_FORCE_PATH_STYLE: true,
      S3_CREATE_BUCKET: true,
    });
  });

  it('names the bucket and each key missing with STORAGE=s3', () => {
    expect(issuesOf({ STORAGE: 's3' })).toEqual([
      expect.stringMatching(/^S3_BUCKET: is required when STORAGE=s3/),
      expect.stringMatching(/^S3_ACCESS_KEY_ID: is required when STORAGE=s3/),
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY: is required when STORAGE=s3/),
    ]);
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = s3;
    expect(issuesOf(withoutSecret)).toEqual([expect.stringMatching(/^S3_SECRET_ACCESS_KEY: is required when STORAGE=s3/)]);
  });

  it('does not ask for S3 settings when files stay local', () => {
    expect(loadConfig({ STORAGE: 'local' }).S3_BUCKET).toBeUndefined();
  });

  it('names a bad storage, endpoint, bucket name or flag', () => {
    expect(issuesOf({ STORAGE: 'gcs' })).toEqual([expect.stringMatching(/^STORAGE: must be local or s3/)]);
    expect(issuesOf({ ...s3, S3_ENDPOINT: 'ftp://minio:9000' })).toEqual([expect.stringMatching(/^S3_ENDPOINT: must start with http:\/\/, https:\/\//)]);
    expect(issuesOf({ ...s3, S3_BUCKET: 'Weklean_Files' })).toEqual([expect.stringMatching(/^S3_BUCKET: must be a bucket name/)]);
    expect(issuesOf({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toEqual([expect.stringMatching(/^S3_FORCE_PATH_STYLE: must be true or false/)]);
  });
});
