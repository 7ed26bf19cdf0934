import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { ButtonLink } from '../../../components/navigation/button-link';
import { useContentStats } from '../../../hooks/use-content-stats';
import { useSession } from '../../../session/session-context';
import { ContentStatsCharts } from '../manage/content-stats-charts';
import { ContentCounts } from './content-counts';

/** The creator's overview: how their posts stand and do, and the tools they reach for most. */
export function CreatorStudioPage() {
  const { user } = useSession();
  const stats = useContentStats();

  return (
    <div className="page">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div>
          <Typography.Title level={1} className="page-title">
            Creator Studio
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="page-lead">
            Your posts at a glance: where they stand and how they do.
          </Typography.Paragraph>
        </div>
        <Flex gap={8} wrap className="studio-links">
          <ButtonLink to="/content/upload" type="primary" icon={<CloudUploadOutlined />}>
            Upload
          </ButtonLink>
          <ButtonLink to="/content/manage" icon={<UnorderedListOutlined />}>
            Manage content
          </ButtonLink>
          {user && (
            <ButtonLink to={`/profile/${encodeURIComponent(user.id)}`} icon={<EyeOutlined />}>
              Your public page
            </ButtonLink>
          )}
        </Flex>
      </Flex>

      {stats.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {stats.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="Your stats could not be loaded"
          description={stats.error.message}
          action={<Button onClick={() => void stats.refetch()}>Try again</Button>}
        />
      )}
      {stats.isSuccess && (
        <section aria-label="Content stats" className="content-stats">
          <ContentCounts stats={stats.data} />
          <ContentStatsCharts stats={stats.data} />
        </section>
      )}
    </div>
  );
}
