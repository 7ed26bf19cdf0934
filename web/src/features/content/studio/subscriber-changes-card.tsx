import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useSubscriberChanges } from './use-creator-stats';

/** Fans gained and lost today and this month, side by side. */
export function SubscriberChangesCard() {
  const changes = useSubscriberChanges();
  return (
    <Card title="New and lost subscribers" className="page-card" style={{ height: '100%' }}>
      {changes.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {changes.isError && (
        <Alert
          type="error"
          showIcon
          title="Subscriber changes could not be loaded"
          description={changes.error.message}
        />
      )}
      {changes.isSuccess && (
        <Row gutter={[16, 16]} role="list" aria-label="Subscriber changes">
          {[
            { key: 'new-today', title: 'New today', value: changes.data.today.new },
            { key: 'lost-today', title: 'Lost today', value: changes.data.today.lost },
            { key: 'new-month', title: 'New this month', value: changes.data.month.new },
            { key: 'lost-month', title: 'Lost this month', value: changes.data.month.lost },
          ].map((figure) => (
            <Col key={figure.key} xs={12} role="listitem">
              <Statistic title={figure.title} value={figure.value} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
