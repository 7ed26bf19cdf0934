import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { useSystemHealth } from '../../hooks/use-system-health';
import { DeadLettersPanel } from './dead-letters-panel';
import { ConsumerLagTable, ServicesTable } from './health-tables';
import { IncidentsPanel } from './incidents-panel';
import { QueuesPanel } from './queues-panel';

const timeOfDay = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/**
 * `/admin/system`: services, consumer lag, dead letters with their replay, every service's queues
 * and the stores, probed every 15 s, and security incidents.
 */
export function SystemPage() {
  const health = useSystemHealth();
  const report = health.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="baseline" wrap>
        <Typography.Title level={2}>System</Typography.Title>
        {report && (
          <Typography.Text type="secondary">
            Checked {timeOfDay.format(new Date(report.checkedAt))}, again every 15 s
          </Typography.Text>
        )}
      </Flex>
      {health.isError && <Alert type="error" showIcon title={health.error.message} />}
      {health.isPending && <Spin />}
      {report && (
        <>
          <Card title="Services" size="small">
            <ServicesTable services={report.services} dependencies={report.dependencies} />
          </Card>
          <Card title="Consumer lag" size="small">
            {report.kafkaError ? (
              <Alert
                type="warning"
                showIcon
                title={`The brokers did not answer: ${report.kafkaError}`}
              />
            ) : (
              <ConsumerLagTable rows={report.consumerLag} />
            )}
          </Card>
          <Card title="Dead letters" size="small">
            <DeadLettersPanel rows={report.deadLetters} />
          </Card>
          <Card title="Queues" size="small">
            <QueuesPanel rows={report.queues} errors={report.queueErrors} />
          </Card>
        </>
      )}
      <Card title="Security incidents" size="small">
        <IncidentsPanel />
      </Card>
    </Flex>
  );
}
