import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import { Card, Flex, Tag, Typography } from 'antd';
import { ButtonLink } from '../../components/navigation/button-link';
import { UPCOMING_SCREENS, type UpcomingScreen, type UpcomingScreenKey } from './upcoming-screens';

/** The honest empty state of a screen whose service has not launched yet. */
export function UpcomingScreenPage({ screen }: { screen: UpcomingScreenKey }) {
  const config: UpcomingScreen = UPCOMING_SCREENS[screen];
  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        {config.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        {config.lead}
      </Typography.Paragraph>
      <Card className="upcoming-card">
        <Flex vertical gap={16}>
          <Flex align="center" gap={10}>
            <RocketOutlined className="upcoming-card__icon" />
            <Typography.Title level={2} className="upcoming-card__title">
              Nothing here yet
            </Typography.Title>
            <Tag color="gold">Coming soon</Tag>
          </Flex>
          <Typography.Paragraph className="upcoming-card__text">
            This screen opens when {config.launchesWith} launches. Until then there is nothing to
            show, and we would rather show you nothing than made-up numbers. Once it is live you
            will find:
          </Typography.Paragraph>
          <ul className="check-list">
            {config.willShow.map((item) => (
              <li key={item}>
                <CheckCircleOutlined /> {item}
              </li>
            ))}
          </ul>
          <Flex gap={8} wrap>
            <ButtonLink to={config.primaryLink.href} type="primary">
              {config.primaryLink.label}
            </ButtonLink>
            {config.secondaryLink && (
              <ButtonLink to={config.secondaryLink.href}>{config.secondaryLink.label}</ButtonLink>
            )}
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
