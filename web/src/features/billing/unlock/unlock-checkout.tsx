import LockOutlined from '@ant-design/icons/LockOutlined';
import UnlockOutlined from '@ant-design/icons/UnlockOutlined';
import { Alert, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '../../../components/navigation/button-link';
import { useContentItem } from '../../../hooks/use-content-item';
import { formatUnlockPrice } from '../../content/content-labels';
import { CreatorByline } from '../../content/creator-byline';
import { PaymentCheckout } from '../checkout/payment-checkout';
import { useUnlock } from '../hooks/use-unlock';

/** Pay-per-view: buys one post at its creator's price, then opens it. */
export function UnlockCheckout({ contentId }: { contentId: string }) {
  const post = useContentItem(contentId);
  const unlock = useUnlock();
  const [paid, setPaid] = useState(false);
  const postPath = `/content/${encodeURIComponent(contentId)}`;

  if (post.isPending) {
    return (
      <div className="page page--narrow">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (post.isError) {
    return (
      <div className="page page--narrow">
        <Result
          status="warning"
          title="We could not find that post"
          subTitle={post.error.message}
          extra={<ButtonLink to="/feed">Back to your feed</ButtonLink>}
        />
      </div>
    );
  }

  const data = post.data;
  const priceCents = data.access.allowed
    ? undefined
    : (data.access.unlockPriceCents ?? data.priceCents);
  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Unlock a post
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Buy this post on its own, without a subscription. It stays open to you for good.
      </Typography.Paragraph>
      <Card className="page-card">
        <Flex vertical gap={12}>
          <CreatorByline creator={data.creator} />
          <Typography.Title level={2} className="page-card__title">
            <LockOutlined aria-hidden="true" /> {data.title}
          </Typography.Title>
          {data.description && (
            <Typography.Paragraph type="secondary">{data.description}</Typography.Paragraph>
          )}
          {priceCents !== undefined && (
            <div className="checkout-card__amount">{formatUnlockPrice(priceCents)}</div>
          )}
        </Flex>
      </Card>
      <Card className="page-card">
        {data.access.allowed && !paid ? (
          <Result
            status="info"
            icon={<UnlockOutlined />}
            title="This post is open to you already"
            extra={<ButtonLink to={postPath}>Open the post</ButtonLink>}
          />
        ) : priceCents === undefined && !paid ? (
          <Alert
            type="info"
            showIcon
            title="This post is not sold on its own"
            description="Subscribe to its creator to see it."
            action={
              <ButtonLink to={`/subscribe/${encodeURIComponent(data.creatorId)}`}>
                Subscribe
              </ButtonLink>
            }
          />
        ) : (
          <PaymentCheckout
            payLabel={`Unlock for ${formatUnlockPrice(priceCents ?? 0)}`}
            amountCents={priceCents ?? 0}
            pay={(paymentMethodId, attempt) =>
              unlock.mutateAsync({ contentId, paymentMethodId, attempt })
            }
            onSucceeded={() => setPaid(true)}
            successTitle="Post unlocked"
            successDetail={`“${data.title}” is yours to view.`}
            successActions={
              <ButtonLink type="primary" to={postPath}>
                Open the post
              </ButtonLink>
            }
          />
        )}
      </Card>
      {!paid && (
        <ButtonLink type="link" to={postPath}>
          Back to the post
        </ButtonLink>
      )}
    </div>
  );
}
