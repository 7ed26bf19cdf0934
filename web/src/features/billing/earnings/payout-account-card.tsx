import BankOutlined from '@ant-design/icons/BankOutlined';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useLinkPayoutAccount } from '../hooks/use-link-payout-account';
import { usePayoutAccount } from '../hooks/use-payout-account';

/** Whether payouts have somewhere to go, and the way to link an account if not. */
export function PayoutAccountCard() {
  const account = usePayoutAccount();
  const link = useLinkPayoutAccount();

  const start = () =>
    link.mutate(undefined, {
      onSuccess: (answer) => {
        if (!answer.linked && answer.onboardingUrl) window.location.assign(answer.onboardingUrl);
      },
    });

  return (
    <Card className="page-card" title="Payout account">
      {account.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      {account.isError && (
        <Alert type="error" showIcon title="The payout account could not be loaded" />
      )}
      {account.data?.linked && (
        <Flex align="center" gap={8}>
          <CheckCircleFilled className="payout-account__linked" aria-hidden="true" />
          <Typography.Text>Linked. Payouts go to your bank account.</Typography.Text>
        </Flex>
      )}
      {account.data && !account.data.linked && (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text type="secondary">
            Link a bank account with our payment processor before you can be paid out. It takes a
            few minutes and you need your ID and bank details.
          </Typography.Text>
          <Button type="primary" icon={<BankOutlined />} loading={link.isPending} onClick={start}>
            {account.data.onboardingUrl ? 'Continue linking' : 'Link payout account'}
          </Button>
          {link.isError && <Alert type="error" showIcon title={link.error.message} />}
        </Flex>
      )}
    </Card>
  );
}
