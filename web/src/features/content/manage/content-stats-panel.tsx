import { Alert, Card, Skeleton, Statistic } from 'antd';
import { useContentStats } from '../../../hooks/use-content-stats';
import { formatCount } from '../content-labels';
import { ContentStatsCharts } from './content-stats-charts';

/** The creator's totals, posts by status and the last days' views and likes. */
export function ContentStatsPanel() {
  const stats = useContentStats();
  if (stats.isPending) return <Skeleton active className="page-card" />;
  if (stats.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        className="page-alert"
        title="Your stats could not be loaded"
        description={stats.error.message}
      />
    );
  }
  const data = stats.data;

  return (
    <section aria-label="Content stats" className="content-stats">
      <div className="content-stats__numbers">
        <Card size="small">
          <Statistic title="Posts" value={data.totalContent} />
        </Card>
        <Card size="small">
          <Statistic title="Views" value={formatCount(data.totalViews)} />
        </Card>
        <Card size="small">
          <Statistic title="Likes" value={formatCount(data.totalLikes)} />
        </Card>
        <Card size="small">
          <Statistic title="Comments" value={formatCount(data.totalComments)} />
        </Card>
        <Card size="small">
          <Statistic title="Engagement" value={data.averageEngagement} suffix="%" precision={1} />
        </Card>
      </div>
      <ContentStatsCharts stats={data} />
    </section>
  );
}
