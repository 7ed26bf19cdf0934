import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  List,
  Popconfirm,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { AddCardPanel } from '../checkout/add-card-panel';
import { cardExpiry, cardLabel } from '../billing-format';
import { useCheckoutConfig } from '../hooks/use-checkout-config';
import { usePaymentMethods } from '../hooks/use-payment-methods';
import { useRemovePaymentMethod } from '../hooks/use-remove-payment-method';
import { useSetDefaultPaymentMethod } from '../hooks/use-set-default-payment-method';

/** Saved cards: choose the default one renewals are charged to, remove one, add another. */
export function PaymentMethodsTab() {
  const methods = usePaymentMethods();
  const config = useCheckoutConfig();
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const { message } = App.useApp();
  const onError = (error: Error) => void message.error(error.message);

  return (
    <Flex vertical gap={20}>
      <Card className="page-card" title="Saved cards">
        {methods.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
        {methods.isError && (
          <Alert
            type="error"
            showIcon
            title="Your payment methods could not be loaded"
            description={methods.error.message}
          />
        )}
        {methods.data && methods.data.length === 0 && (
          <Empty description="No saved cards yet. Add one below." />
        )}
        {methods.data && methods.data.length > 0 && (
          <List
            dataSource={methods.data}
            renderItem={(method) => (
              <List.Item
                aria-label={cardLabel(method)}
                actions={[
                  !method.isDefault && (
                    <Button
                      key="default"
                      size="small"
                      onClick={() => setDefault.mutate(method.id, { onError })}
                    >
                      Make default
                    </Button>
                  ),
                  <Popconfirm
                    key="remove"
                    title="Remove this card?"
                    okText="Remove"
                    onConfirm={() => remove.mutateAsync(method.id).catch(onError)}
                  >
                    <Button size="small" danger>
                      Remove
                    </Button>
                  </Popconfirm>,
                ].filter(Boolean)}
              >
                <List.Item.Meta
                  avatar={<CreditCardOutlined className="method-list__icon" />}
                  title={
                    <Flex gap={8} align="center" wrap>
                      {cardLabel(method)}
                      {method.isDefault && <Tag color="green">Default</Tag>}
                    </Flex>
                  }
                  description={`Expires ${cardExpiry(method)}`}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card className="page-card" title="Add a card">
        {config.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
        {config.isError && (
          <Alert type="error" showIcon title="Checkout is unavailable right now" />
        )}
        {config.data && (
          <AddCardPanel
            config={config.data}
            makeDefault={methods.data?.length === 0}
            onAdded={(method) => void message.success(`${cardLabel(method)} added`)}
          />
        )}
        <Typography.Paragraph type="secondary" className="page-card__note">
          Card details go straight to our payment processor; we keep only the brand, the last four
          digits and the expiry date.
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
