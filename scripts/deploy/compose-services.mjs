// The app services of docker-compose.yml: every registry service and the gateway in front of them.
const healthcheck = (port) => `    healthcheck:
      <<: *app-healthcheck
      test:
        - CMD
        - node
        - -e
        - "fetch('http://127.0.0.1:${port}/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
    restart: unless-stopped
`;

const build = (app, name) => `    build:
      context: .
      dockerfile: infra/docker/Dockerfile
      args:
        APP: ${app}
    image: tessera/${name}:local
`;

/** Services holding object-storage credentials keep their media in MinIO under Compose. */
const usesObjectStorage = (service) => (service.secrets ?? []).includes('S3_ACCESS_KEY_ID');

/** Services holding processor keys charge through stripe-mock under Compose, unless told otherwise. */
const usesPaymentProcessor = (service) => (service.secrets ?? []).includes('STRIPE_SECRET_KEY');

/** Services keeping indices in OpenSearch wait until it answers. */
const SEARCH_ENGINE_USERS = new Set(['search']);
const usesSearchEngine = (service) => SEARCH_ENGINE_USERS.has(service.name);

/** Local defaults in the shape each secret must have; anything else gets a long placeholder. */
const LOCAL_SECRET_DEFAULTS = {
  STRIPE_SECRET_KEY: 'sk_test_composelocal',
  STRIPE_WEBHOOK_SECRET: 'whsec_compose_local_change_me',
  // The base64 of a 32-byte Ed25519 seed, public like every default here.
  AUDIT_SIGNING_KEY: 'dGVzc2VyYS1jb21wb3NlLWxvY2FsLWF1ZGl0LWtleSE=',
};

const localDefault = (secret) =>
  LOCAL_SECRET_DEFAULTS[secret] ??
  `change-me-local-compose-${secret.toLowerCase().replace(/_/g, '-')}-0123456789`;

/** `<NAME>_URL` of every service: where a service finds the others it calls, as in Kubernetes. */
const serviceUrls = (services, urlVariable) =>
  services
    .map(
      (service) => `      ${urlVariable(service.name)}: http://${service.name}:${service.port}\n`,
    )
    .join('');

function serviceBlock(service, urls) {
  const secrets = (service.secrets ?? [])
    .map((secret) => `      ${secret}: \${${secret}:-${localDefault(secret)}}\n`)
    .join('');
  // Set STRIPE_API_BASE empty (with real keys) to charge through Stripe itself.
  const processor = usesPaymentProcessor(service)
    ? '      STRIPE_API_BASE: ${STRIPE_API_BASE-http://stripe-mock:12111}\n'
    : '';
  return `  ${service.name}:
${build(`services/${service.name}`, service.name)}    environment:
      <<: *app-env
      PORT: ${service.port}
${urls}${secrets}${processor}    depends_on:
      mongo:
        condition: service_healthy
      kafka:
        condition: service_healthy
      redis:
        condition: service_healthy
      mailpit:
        condition: service_healthy
${usesObjectStorage(service) ? '      minio:\n        condition: service_healthy\n' : ''}${usesSearchEngine(service) ? '      opensearch:\n        condition: service_healthy\n' : ''}${usesPaymentProcessor(service) ? '      stripe-mock:\n        condition: service_healthy\n' : ''}${healthcheck(service.port)}
`;
}

function gatewayBlock(services, urlVariable) {
  const urls = serviceUrls(services, urlVariable);
  const dependsOn = services
    .map((service) => `      ${service.name}:\n        condition: service_healthy\n`)
    .join('');
  return `  gateway:
${build('gateway', 'gateway')}    environment:
      <<: *app-env
      PORT: 8080
${urls}      WEB_DIST_DIR: /app/web/dist
      LOAD_TEST_KEY: \${LOAD_TEST_KEY:-}
    ports:
      - '127.0.0.1:8080:8080'
    depends_on:
${dependsOn}      redis:
        condition: service_healthy
${healthcheck(8080)}`;
}

export function composeServices(services, urlVariable) {
  const urls = serviceUrls(services, urlVariable);
  return (
    services.map((service) => serviceBlock(service, urls)).join('') +
    gatewayBlock(services, urlVariable)
  );
}
