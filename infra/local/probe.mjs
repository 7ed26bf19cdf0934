// Exits 0 when a local part answers on its own protocol: `node probe.mjs kafka|mongo`.
// Used by up.sh and status.sh to tell "port open" apart from "ready to serve".
import { Kafka, logLevel } from 'kafkajs';
import { MongoClient } from 'mongodb';

const PROBE_TIMEOUT_MS = 4000;

async function probeKafka() {
  const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
  const kafka = new Kafka({
    clientId: 'infra-probe',
    brokers,
    logLevel: logLevel.NOTHING,
    connectionTimeout: PROBE_TIMEOUT_MS,
    retry: { retries: 0 },
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const cluster = await admin.describeCluster();
    return cluster.brokers.length > 0 && cluster.controller !== null;
  } finally {
    await admin.disconnect();
  }
}

async function probeMongo() {
  const client = new MongoClient(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', {
    serverSelectionTimeoutMS: PROBE_TIMEOUT_MS,
    connectTimeoutMS: PROBE_TIMEOUT_MS,
  });
  try {
    await client.connect();
    const reply = await client.db('admin').command({ ping: 1 });
    return reply.ok === 1;
  } finally {
    await client.close();
  }
}

const probes = { kafka: probeKafka, mongo: probeMongo };
const probe = probes[process.argv[2]];
if (!probe) {
  console.error(`usage: probe.mjs ${Object.keys(probes).join('|')}`);
  process.exit(2);
}

try {
  process.exit((await probe()) ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
