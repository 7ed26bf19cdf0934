import { recordRunInSection } from '../benchmark-section.mjs';
const HEADING = '## Billing webhooks under crashes (`load-tests/bench/billing-webhooks/run.sh`)';

const INTRODUCTION = `${HEADING}

Starts auth and subscription-billing (production mode, info logging, the local processor
stripe-mock) as separate processes with the run's own databases, registers creators and payers
through auth, saves each payer a test card that waits for authentication (so no outcome arrives
but the bench's) and creates the tips through \`POST /api/billing/tips\`. It then posts signed
processor events for them straight to the service on 127.0.0.1: each payment's
\`payment_intent.succeeded\`, a \`charge.refunded\` for about a tenth of them, event types that move
no money for the rest, and a tenth of all deliveries repeating an earlier event, all shuffled, from
concurrent senders that retry a delivery until it is accepted, as Stripe does. Meanwhile the
billing process is killed with SIGKILL at even intervals and started again. The ingest rate is the
deliveries over the whole delivery time, restarts included. Afterwards it checks, from the
database and a Kafka consumer: every payment settled, each journal posted once and balanced, every
creator's balance equal to the sum of their tips less the 2.9 % + 30 c payment fee and the 20 %
platform fee (computed by the bench) to the cent, and each \`tip.sent\` state (granted, revoked)
stored and published as one event. Newest run first.`;

const number = (value) => value.toLocaleString('en-US');

export function recordBillingWebhooksRun(run) {
  const { machine, settings, delivered } = run;
  const section = `### ${run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC

- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB.toFixed(1)} GiB RAM; one-minute load average ${machine.loadAverage} when the run started; Node ${machine.node}.
- Code: commit ${run.revision}.
- Settings: ${number(settings.payments)} payments from ${settings.payers} payers to ${settings.creators} creators (created in ${run.created.seconds.toFixed(1)} s); ${number(run.deliveries)} deliveries of ${number(run.uniqueEvents)} distinct events (${number(run.refunds)} refunds), ${settings.senders} concurrent senders; ${settings.kills} SIGKILLs.

| Deliveries | Time (s) | Ingest rate (deliveries/s) | Target ≥ 300/s | Retried attempts | Refused (400) | Restart downtime (s) |
| ---------: | -------: | -------------------------: | -------------- | ---------------: | ------------: | -------------------: |
| ${number(run.deliveries)} | ${delivered.seconds.toFixed(1)} | ${run.rate.toFixed(0)} | ${run.rate >= 300 ? 'met' : 'missed'} | ${number(delivered.retries)} | ${delivered.rejected} | ${delivered.downtimeSeconds.toFixed(1)} |

| Check | Result | Detail |
| ----- | ------ | ------ |
${run.checks.map((check) => `| ${check.name} | ${check.ok ? 'passed' : 'FAILED'} | ${check.detail} |`).join('\n')}
`;
  recordRunInSection({ heading: HEADING, introduction: INTRODUCTION, section });
}
