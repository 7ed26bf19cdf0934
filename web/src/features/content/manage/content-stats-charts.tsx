import type { ContentStatsDto } from '@tessera/contracts';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { BRAND_COLORS } from '../../../theme/brand-tokens';
import { BarChart } from '../charts/bar-chart';
import { LineChart } from '../charts/line-chart';
import { formatCount } from '../content-labels';

function statusBars(stats: ContentStatsDto) {
  return [
    { label: 'Published', value: stats.publishedContent, color: BRAND_COLORS.teal },
    { label: 'Scheduled', value: stats.scheduledContent, color: BRAND_COLORS.tealLight },
    { label: 'Pending', value: stats.pendingContent, color: BRAND_COLORS.saffron },
    { label: 'Drafts', value: stats.draftContent, color: BRAND_COLORS.sky },
    { label: 'Archived', value: stats.archivedContent, color: BRAND_COLORS.terracotta },
  ];
}

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** Posts by status, the last days' views and likes, and the best performing posts. */
export function ContentStatsCharts({ stats }: { stats: ContentStatsDto }) {
  const activity = stats.recentActivity;
  return (
    <div className="content-stats__charts">
      <Card size="small" title="Posts by status">
        <BarChart data={statusBars(stats)} label="Posts by status" />
      </Card>
      <Card size="small" title="Recent activity">
        {activity.length > 0 ? (
          <LineChart
            label="Views and likes per day"
            labels={activity.map((day) => shortDate(day.date))}
            series={[
              { name: 'Views', color: BRAND_COLORS.teal, values: activity.map((d) => d.views) },
              {
                name: 'Likes',
                color: BRAND_COLORS.terracotta,
                values: activity.map((d) => d.likes),
              },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">No activity yet.</Typography.Text>
        )}
      </Card>
      <Card size="small" title="Top posts">
        {stats.topPerformingContent.length > 0 ? (
          <ol className="top-posts">
            {stats.topPerformingContent.map((post) => (
              <li key={post.id}>
                <Link to={`/content/${encodeURIComponent(post.id)}`}>{post.title}</Link>
                <Typography.Text type="secondary">
                  {formatCount(post.viewsCount)} views · {formatCount(post.likesCount)} likes
                </Typography.Text>
              </li>
            ))}
          </ol>
        ) : (
          <Typography.Text type="secondary">Publish a post to see how it does.</Typography.Text>
        )}
      </Card>
    </div>
  );
}
