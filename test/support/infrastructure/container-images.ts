/**
 * The images the integration tier runs in containers, by their service name in
 * `docker-compose.yml`; `container-images.spec.ts` keeps them equal to the ones compose pins.
 */
export const CONTAINER_IMAGES = {
  mongo: 'mongo:7.0',
  kafka: 'apache/kafka:3.9.1',
  redis: 'redis:7.2-alpine',
  minio: 'minio/minio:RELEASE.2025-09-07T16-13-09Z',
  'stripe-mock': 'stripe/stripe-mock:v0.203.0',
  opensearch: 'opensearchproject/opensearch:2.19.1',
} as const;
