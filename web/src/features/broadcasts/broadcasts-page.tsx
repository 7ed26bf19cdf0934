import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useOwnTiers } from '../billing/hooks/use-own-tiers';
import { BroadcastComposer } from './broadcast-composer';
import { BroadcastList } from './broadcast-list';
import { useBroadcasts } from './use-broadcasts';

/**
 * `/messages/broadcasts`: a creator writes one message to all subscribers or some tiers, now or
 * scheduled, and follows how far each broadcast reached.
 */
export function BroadcastsPage() {
  const broadcasts = useBroadcasts();
  const tiers = useOwnTiers();
  const ownTiers = tiers.data ?? [];

  return (
    <div className="page page--narrow broadcasts-page">
      <Flex
        justify="space-between"
        align="flex-start"
        gap={12}
        wrap
        className="broadcasts-page__header"
      >
        <div>
          <Typography.Title level={1} className="page-title">
            Broadcasts
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="page-lead">
            One message to all your subscribers or chosen tiers, in each one’s direct messages.
          </Typography.Paragraph>
        </div>
        <Link to="/messages">
          <Button icon={<ArrowLeftOutlined />}>Messages</Button>
        </Link>
      </Flex>
      <BroadcastComposer tiers={ownTiers} />
      <Typography.Title level={2} className="broadcasts-page__history-title">
        Sent and scheduled
      </Typography.Title>
      {broadcasts.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {broadcasts.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="Your broadcasts could not be loaded"
          description={broadcasts.error.message}
          action={<Button onClick={() => void broadcasts.refetch()}>Try again</Button>}
        />
      )}
      {broadcasts.data && <BroadcastList broadcasts={broadcasts.data} tiers={ownTiers} />}
    </div>
  );
}
