import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MinioContainer } from '@testcontainers/minio';
import { MongoDBContainer } from '@testcontainers/mongodb';
import { RedisContainer } from '@testcontainers/redis';
import {
  GenericContainer,
  getContainerRuntimeClient,
  type StartedTestContainer,
  Wait,
} from 'testcontainers';
import { freePort } from '../free-port';
import { REPO_ROOT } from '../processes';
import { CONTAINER_IMAGES } from './container-images';
import type { Infrastructure, InfrastructureEnv } from './infrastructure';

const S3_ACCESS_KEY_ID = 'tessera-test-access-key';
const S3_SECRET_ACCESS_KEY = 'tessera-test-secret-key';

/**
 * Kafka as compose runs it (KRaft, one node), with a second listener advertised at the port the
 * host reaches it on. That port is fixed before the container starts, because the broker must
 * advertise it; KafkaContainer configures Confluent's image, not Apache's.
 */
async function startKafka(
  host: string,
): Promise<{ container: StartedTestContainer; brokers: string }> {
  const port = await freePort();
  const container = await new GenericContainer(CONTAINER_IMAGES.kafka)
    .withExposedPorts({ container: port, host: port })
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: `PLAINTEXT://:9092,CONTROLLER://:9093,HOST://:${port}`,
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://localhost:9092,HOST://${host}:${port}`,
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP:
        'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT,HOST:PLAINTEXT',
      KAFKA_INTER_BROKER_LISTENER_NAME: 'PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_NUM_PARTITIONS: '3',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .withStartupTimeout(120_000)
    .start();
  return { container, brokers: `${host}:${port}` };
}

/**
 * The checkout's own mail catcher, on free ports with a throw-away mailbox: the tests read mail
 * through its `/messages` API.
 */
async function startMailCatcher(): Promise<{
  process: ChildProcess;
  smtpUrl: string;
  httpUrl: string;
  dataDir: string;
}> {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-mail-'));
  const catcher = spawn(process.execPath, [path.join(REPO_ROOT, 'infra/local/mail-catcher.mjs')], {
    env: {
      ...process.env,
      MAIL_DATA_DIR: dataDir,
      MAIL_SMTP_PORT: String(smtpPort),
      MAIL_HTTP_PORT: String(httpPort),
    },
    stdio: 'ignore',
  });
  const httpUrl = `http://127.0.0.1:${httpPort}`;
  const deadline = Date.now() + 15_000;
  while (
    !(await fetch(`${httpUrl}/messages`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (catcher.exitCode !== null || Date.now() > deadline) {
      catcher.kill();
      throw new Error('the mail catcher did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: catcher, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, httpUrl, dataDir };
}

/** MongoDB (a one-node replica set), Kafka, Redis, MinIO, stripe-mock and OpenSearch in containers for this run. */
export async function containerInfrastructure(): Promise<Infrastructure> {
  const { host } = (await getContainerRuntimeClient()).info.containerRuntime;
  const [mongo, kafka, redis, minio, stripeMock, opensearch, mail] = await Promise.all([
    new MongoDBContainer(CONTAINER_IMAGES.mongo).start(),
    startKafka(host),
    new RedisContainer(CONTAINER_IMAGES.redis).start(),
    new MinioContainer(CONTAINER_IMAGES.minio)
      .withUsername(S3_ACCESS_KEY_ID)
      .withPassword(S3_SECRET_ACCESS_KEY)
      .start(),
    new GenericContainer(CONTAINER_IMAGES['stripe-mock'])
      .withExposedPorts(12111)
      .withWaitStrategy(Wait.forListeningPorts())
      .start(),
    // As compose runs it: one node over plain HTTP, without the security plugin.
    new GenericContainer(CONTAINER_IMAGES.opensearch)
      .withEnvironment({
        'discovery.type': 'single-node',
        DISABLE_SECURITY_PLUGIN: 'true',
        DISABLE_INSTALL_DEMO_CONFIG: 'true',
        OPENSEARCH_JAVA_OPTS: '-Xms512m -Xmx512m',
      })
      .withExposedPorts(9200)
      .withWaitStrategy(Wait.forHttp('/_cluster/health', 9200).forStatusCode(200))
      .start(),
    startMailCatcher(),
  ]);
  const env: InfrastructureEnv = {
    // The replica set names its member by the container's own host name; connect to it directly.
    MONGO_URL: `${mongo.getConnectionString()}/?directConnection=true`,
    KAFKA_BROKERS: kafka.brokers,
    REDIS_URL: redis.getConnectionUrl(),
    STRIPE_API_BASE: `http://${stripeMock.getHost()}:${stripeMock.getMappedPort(12111)}`,
    SMTP_URL: mail.smtpUrl,
    MAIL_CATCHER_URL: mail.httpUrl,
    S3_ENDPOINT: minio.getConnectionUrl(),
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    OPENSEARCH_URL: `http://${opensearch.getHost()}:${opensearch.getMappedPort(9200)}`,
  };
  return {
    mode: 'containers',
    env,
    describe: () =>
      `containers (a Docker engine answers): ${CONTAINER_IMAGES.mongo} at ${env.MONGO_URL}, ` +
      `${CONTAINER_IMAGES.kafka} at ${env.KAFKA_BROKERS}, ${CONTAINER_IMAGES.redis} at ${env.REDIS_URL}, ` +
      `${CONTAINER_IMAGES.minio} at ${env.S3_ENDPOINT}, ${CONTAINER_IMAGES['stripe-mock']} at ${env.STRIPE_API_BASE}, ` +
      `${CONTAINER_IMAGES.opensearch} at ${env.OPENSEARCH_URL}`,
    stop: async () => {
      mail.process.kill();
      await Promise.all(
        [mongo, kafka.container, redis, minio, stripeMock, opensearch].map((container) =>
          container.stop(),
        ),
      );
      await rm(mail.dataDir, { recursive: true, force: true });
    },
  };
}
