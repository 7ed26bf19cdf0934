import { Injectable, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Job, Queue } from 'bullmq';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { metricsRegistry } from '../src/metrics/http-metrics';
import {
  DEFAULT_JOB_OPTIONS,
  InjectQueue,
  type JobProcessor,
  QueueModule,
  type QueueDefinition,
  queueToken,
} from '../src/queue';
import { REDIS_URL, eventually, removeKeys, uniquePrefix } from './queue-test-support';

const prefix = uniquePrefix('queue');
const quickRetries = { backoff: { type: 'exponential', delay: 20 } };

/** What the test processors saw, in order. */
const trace: string[] = [];

@Injectable()
class Greeter {
  greet(name: string) {
    return `hello ${name}`;
  }
}

/** A processor class receives its dependencies by injection. */
@Injectable()
class GreetingJob implements JobProcessor<{ name: string }, string> {
  constructor(private readonly greeter: Greeter) {}
  async process(job: Job<{ name: string }, string>) {
    trace.push(`greet ${job.data.name}`);
    return this.greeter.greet(job.data.name);
  }
}

const apps: INestApplicationContext[] = [];

async function startApp(...definitions: QueueDefinition[]) {
  @Module({
    imports: [
      QueueModule.forRoot({ redisUrl: REDIS_URL, prefix }),
      QueueModule.forFeature(...definitions),
    ],
    providers: [Greeter, GreetingJob],
  })
  class TestModule {}
  const app = await NestFactory.createApplicationContext(TestModule, {
    logger: false,
    abortOnError: false,
  });
  apps.push(app);
  return app;
}

const queueOf = (app: INestApplicationContext, name: string) => app.get<Queue>(queueToken(name));

const finalStateOf = (queue: Queue, id: string) =>
  eventually(async () => {
    const state = await queue.getJobState(id);
    return state === 'completed' || state === 'failed' ? state : undefined;
  });

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  trace.length = 0;
});

afterAll(() => removeKeys(prefix));

describe('QueueModule on Redis', () => {
  it('runs a job through an injected processor class and keeps its result', async () => {
    const app = await startApp({ name: 'greetings', processor: GreetingJob });
    const queue = queueOf(app, 'greetings');
    const job = await queue.add('greet', { name: 'Ada' });
    expect(await finalStateOf(queue, job.id!)).toBe('completed');
    expect((await queue.getJob(job.id!))?.returnvalue).toBe('hello Ada');
    expect(trace).toEqual(['greet Ada']);
  });

  it('gives every job the default attempts, backoff and retention unless the queue says otherwise', async () => {
    const app = await startApp(
      { name: 'defaults' },
      { name: 'tuned', defaultJobOptions: { attempts: 7 } },
    );
    const plain = await queueOf(app, 'defaults').add('x', {});
    const tuned = await queueOf(app, 'tuned').add('x', {});
    expect(plain.opts).toMatchObject(DEFAULT_JOB_OPTIONS);
    expect(tuned.opts).toMatchObject({ ...DEFAULT_JOB_OPTIONS, attempts: 7 });
    expect(await queueOf(app, 'defaults').getJobState(plain.id!)).toBe('waiting');
  });

  it('retries a failing job with backoff, then marks it failed', async () => {
    const app = await startApp({
      name: 'flaky',
      processor: async (job) => {
        trace.push(`attempt ${job.attemptsMade + 1}`);
        throw new Error('upstream refused');
      },
      defaultJobOptions: quickRetries,
    });
    const queue = queueOf(app, 'flaky');
    const job = await queue.add('call', {});
    expect(await finalStateOf(queue, job.id!)).toBe('failed');
    const failed = await queue.getJob(job.id!);
    expect(failed).toMatchObject({ attemptsMade: 3, failedReason: 'upstream refused' });
    expect(trace).toEqual(['attempt 1', 'attempt 2', 'attempt 3']);
  });

  it('lets the running job finish before the application has shut down', async () => {
    const app = await startApp({
      name: 'slow',
      processor: async () => {
        trace.push('started');
        await new Promise((resolve) => setTimeout(resolve, 600));
        trace.push('finished');
        return 'done';
      },
    });
    const job = await queueOf(app, 'slow').add('work', {});
    await eventually(async () => (trace.includes('started') ? true : undefined));
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    expect(trace).toEqual(['started', 'finished']);
    const observer = new Queue('slow', { connection: { url: REDIS_URL }, prefix });
    expect(await observer.getJobState(job.id!)).toBe('completed');
    await observer.close();
  });

  it('reports job counts per queue and state, and attempt durations, to the metrics scrape', async () => {
    const app = await startApp({ name: 'measured', processor: GreetingJob });
    const queue = queueOf(app, 'measured');
    const job = await queue.add('greet', { name: 'Lin' });
    await finalStateOf(queue, job.id!);
    await queue.add('greet-later', { name: 'Kai' }, { delay: 60_000 });
    const scrape = await metricsRegistry.metrics();
    expect(scrape).toContain('queue_jobs{queue="measured",state="completed"} 1');
    expect(scrape).toContain('queue_jobs{queue="measured",state="delayed"} 1');
    expect(scrape).toContain('queue_jobs{queue="measured",state="failed"} 0');
    expect(scrape).toMatch(
      /queue_job_duration_seconds_count\{queue="measured",outcome="completed"\} 1/,
    );
  });

  it('gives features the queue to add jobs to, even where no worker runs', async () => {
    @Injectable()
    class Scheduler {
      constructor(@InjectQueue('publishing') readonly queue: Queue) {}
    }
    @Module({
      imports: [
        QueueModule.forRoot({ redisUrl: REDIS_URL, prefix }),
        QueueModule.forFeature({ name: 'publishing' }),
      ],
      providers: [Scheduler],
    })
    class ProducerOnly {}
    const app = await NestFactory.createApplicationContext(ProducerOnly, {
      logger: false,
      abortOnError: false,
    });
    apps.push(app);
    const job = await app.get(Scheduler).queue.add('publish', { postId: 'p1' });
    expect(await app.get(Scheduler).queue.getJobState(job.id!)).toBe('waiting');
  });
});
