const number = (value) => value.toLocaleString('en-US');

export function recordBillingWebhooksRun(run) {
  const { report, settings, delivered } = run;
  const section = `${report.heading()}

${report.machineLine()}
${report.codeLine()}
- Settings: ${number(settings.payments)} payments from ${settings.payers} payers to ${settings.creators} creators (created in ${run.created.seconds.toFixed(1)} s); ${number(run.deliveries)} deliveries of ${number(run.uniqueEvents)} distinct events (${number(run.refunds)} refunds), ${settings.senders} concurrent senders; ${settings.kills} SIGKILLs.

| Deliveries | Time (s) | Ingest rate (deliveries/s) | Target ≥ 300/s | Retried attempts | Refused (400) | Restart downtime (s) |
| ---------: | -------: | -------------------------: | -------------- | ---------------: | ------------: | -------------------: |
| ${number(run.deliveries)} | ${delivered.seconds.toFixed(1)} | ${run.rate.toFixed(0)} | ${run.rate >= 300 ? 'met' : 'missed'} | ${number(delivered.retries)} | ${delivered.rejected} | ${delivered.downtimeSeconds.toFixed(1)} |

| Check | Result | Detail |
| ----- | ------ | ------ |
${run.checks.map((check) => `| ${check.name} | ${check.ok ? 'passed' : 'FAILED'} | ${check.detail} |`).join('\n')}
`;
  console.log(section);
  console.log(`recorded in ${report.record(section)}`);
}
