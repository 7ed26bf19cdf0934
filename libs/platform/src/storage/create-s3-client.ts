import { S3Client } from '@aws-sdk/client-s3';
import { ConfigError } from '../config/load-config';
import type { StorageSettings } from './storage-config';

export function createS3Client(settings: StorageSettings): S3Client {
  const accessKeyId = settings.S3_ACCESS_KEY_ID;
  const secretAccessKey = settings.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where S3 demands them: otherwise signed PUT URLs carry a checksum of an empty
    // body that the browser's upload cannot match, and S3-compatible stores reject unknown ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}
