import { Alert, Card, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useContentStats } from '../../../hooks/use-content-stats';
import { ContentCounts } from './content-counts';

/** The creator's content figures on the dashboard, with the way to the library. */
export function ContentCountsCard() {
  const stats = useContentStats();
  return (
    <Card
      title="Your content"
      className="page-card"
      extra={<Link to="/content/manage">Manage content</Link>}
    >
      {stats.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {stats.isError && (
        <Alert
          type="warning"
          showIcon
          title="Your content figures could not be loaded"
          description={stats.error.message}
        />
      )}
      {stats.isSuccess && <ContentCounts stats={stats.data} />}
    </Card>
  );
}
