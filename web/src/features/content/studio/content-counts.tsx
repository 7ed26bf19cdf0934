import type { ContentStatsDto } from '@tessera/contracts';
import { Card, Statistic } from 'antd';
import { formatCount } from '../content-labels';

/** The six figures a creator checks first: posts by where they stand, views and likes. */
export function ContentCounts({ stats }: { stats: ContentStatsDto }) {
  const figures = [
    { key: 'total', title: 'Total posts', value: stats.totalContent },
    { key: 'published', title: 'Published', value: stats.publishedContent },
    { key: 'pending', title: 'Pending review', value: stats.pendingContent },
    { key: 'scheduled', title: 'Scheduled', value: stats.scheduledContent },
    { key: 'views', title: 'Views', value: formatCount(stats.totalViews) },
    { key: 'likes', title: 'Likes', value: formatCount(stats.totalLikes) },
  ];
  return (
    <ul className="content-counts" aria-label="Content counts">
      {figures.map((figure) => (
        <li key={figure.key}>
          <Card size="small">
            <Statistic title={figure.title} value={figure.value} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
