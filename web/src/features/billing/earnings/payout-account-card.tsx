import BankOutlined from '@ant-design/icons/BankOutlined';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useLinkPayoutAccount } from '../hooks/use-link-payout-account';
import { usePayoutAccount } from '../hooks/use-payout-account';

/** The processor's field names of what it asks for, as words: `individual.id_number` → "individual id number". */
function describeRequirement(field: string): string {
  return field.replace(/[._]/g, ' ');
}

/**
 * Whether payouts have somewhere to go: linked, still to be set up (with the way to finish), or
 * restricted by the processor (with its reason and, when it asks for something, the way to give it).
 */
export function PayoutAccountCard() {
  const account = usePayoutAccount();
  const link = useLinkPayoutAccount();
  const data = account.data;

  // The processor's links expire within minutes, so each visit asks for a fresh one.
  const continueOnboarding = () =>
    link.mutate(undefined, {
      onSuccess: (answer) => {
        if (!answer.linked && answer.onboardingUrl) window.location.assign(answer.onboardingUrl);
      },
    });

  const onboardingButton = (label: string) => (
    <Button
      type="primary"
      icon={<BankOutlined />}
      loading={link.isPending}
      onClick={continueOnboarding}
    >
      {label}
    </Button>
  );

  return (
    <Card className="page-card" title="Payout account">
      {account.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      {account.isError && (
        <Alert type="error" showIcon title="The payout account could not be loaded" />
      )}
      {data?.status === 'enabled' && (
        <Flex align="center" gap={8}>
          <CheckCircleFilled className="payout-account__linked" aria-hidden="true" />
          <Typography.Text>Linked. Payouts go to your bank account.</Typography.Text>
        </Flex>
      )}
      {data?.status === 'none' && (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text type="secondary">
            Link a bank account with our payment processor before you can be paid out. It takes a
            few minutes and you need your ID and bank details.
          </Typography.Text>
          {onboardingButton('Link payout account')}
        </Flex>
      )}
      {data?.status === 'onboarding' && (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text strong>Finish setting up payouts</Typography.Text>
          <Typography.Text type="secondary">
            Your payout account is not complete yet. Continue with our payment processor where you
            left off; this page updates once it confirms your account.
          </Typography.Text>
          {onboardingButton('Finish setting up payouts')}
        </Flex>
      )}
      {data?.status === 'restricted' && (
        <Flex vertical gap={12} align="flex-start">
          <Alert
            type="warning"
            showIcon
            title="Payouts are restricted"
            description={data.restrictedReason}
          />
          {data.requirementsDue.length > 0 && (
            <Typography.Text type="secondary">
              Needed: {data.requirementsDue.map(describeRequirement).join(', ')}.
            </Typography.Text>
          )}
          {data.onboardingUrl && onboardingButton('Update your details')}
        </Flex>
      )}
      {link.isError && <Alert type="error" showIcon title={link.error.message} />}
    </Card>
  );
}
