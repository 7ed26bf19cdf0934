import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/load-config';
import { createS3Client } from './create-s3-client';
import { storageEnvSchema } from './storage-config';

describe('storageEnvSchema', () => {
  it('fills the defaults for Amazon S3 and reads the flags of an S3-compatible store', () => {
    expect(loadConfig(storageEnvSchema, { S3_BUCKET: 'tessera-media' })).toEqual({
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'tessera-media',
      S3_FORCE_PATH_STYLE: false,
      SIGNED_URL_TTL_SECONDS: 300,
    });
    const minio = loadConfig(storageEnvSchema, {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_FORCE_PATH_STYLE: 'true',
      SIGNED_URL_TTL_SECONDS: '60',
    });
    expect(minio).toMatchObject({ S3_FORCE_PATH_STYLE: true, SIGNED_URL_TTL_SECONDS: 60 });
  });

  it('names every wrong setting', () => {
    expect(() =>
      loadConfig(storageEnvSchema, {
        S3_ENDPOINT: 'minio:9000',
        S3_BUCKET: 'Media_Files',
        SIGNED_URL_TTL_SECONDS: '0',
      }),
    ).toThrow(/S3_ENDPOINT[\s\S]*S3_BUCKET[\s\S]*SIGNED_URL_TTL_SECONDS/);
  });

  it('refuses one access key without the other', () => {
    const settings = loadConfig(storageEnvSchema, { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' });
    expect(() => createS3Client(settings)).toThrow(ConfigError);
  });
});
