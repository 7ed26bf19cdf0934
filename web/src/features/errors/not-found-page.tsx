import { Flex, Result } from 'antd';
import { ButtonLink } from '../../components/navigation/button-link';

export function NotFoundPage() {
  return (
    <div className="page page--narrow">
      <Result
        status="404"
        title={<h1 className="result-heading">404 - Page Not Found</h1>}
        subTitle="The page you are looking for does not exist. It may have moved, or the link may be mistyped."
        extra={
          <Flex gap={8} justify="center" wrap>
            <ButtonLink to="/" type="primary">
              Go to the home page
            </ButtonLink>
            <ButtonLink to="/help">Visit the help centre</ButtonLink>
          </Flex>
        }
      />
    </div>
  );
}
