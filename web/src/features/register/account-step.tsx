import type { AuthSessionDto } from '@tessera/contracts';
import { registerFormSchema, type SelfServiceRole, type TierId } from '@tessera/rules';
import { Alert, Button, Checkbox, Flex, Form, Input, type FormInstance } from 'antd';
import { Link } from 'react-router-dom';
import { PasswordInput } from '../../components/forms/password-input';
import { schemaRule } from '../../lib/zod-form-rules';
import { GoogleSignInButton } from '../auth/google-sign-in-button';
import { useLiveValidation } from '../../lib/use-live-validation';

export interface AccountValues {
  username: string;
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
  newsletter: boolean;
}

interface AccountStepProps {
  form: FormInstance<AccountValues>;
  role: SelfServiceRole;
  selectedTier: TierId | null;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: AccountValues) => void;
  onBack: () => void;
  googleDestination: (auth: AuthSessionDto) => string;
}

export function AccountStep(props: AccountStepProps) {
  const liveValidation = useLiveValidation();
  const { form, role, selectedTier, submitting, error } = props;
  const toInput = (values: Record<string, unknown>) => ({
    ...values,
    role,
    selectedTier: selectedTier ?? undefined,
  });
  const rule = (field: keyof AccountValues) => [schemaRule(registerFormSchema, field, toInput)];

  return (
    <>
      <GoogleSignInButton mode="register" role={role} destination={props.googleDestination} />
      {error && (
        <Alert type="error" showIcon title={error} className="auth-card__notice" role="alert" />
      )}
      <Form<AccountValues>
        form={form}
        name="register"
        layout="vertical"
        requiredMark={false}
        noValidate
        {...liveValidation}
        initialValues={{
          username: '',
          displayName: '',
          email: '',
          password: '',
          confirmPassword: '',
          agreeToTerms: false,
          newsletter: false,
        }}
        onFinish={props.onSubmit}
      >
        <div className="form-grid">
          <Form.Item label="Username" name="username" rules={rule('username')}>
            <Input autoComplete="username" placeholder="e.g. mara_shoots" size="large" />
          </Form.Item>
          <Form.Item label="Display name" name="displayName" rules={rule('displayName')}>
            <Input autoComplete="name" placeholder="How people see you" size="large" />
          </Form.Item>
        </div>
        <Form.Item label="Email" name="email" rules={rule('email')}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" size="large" />
        </Form.Item>
        <div className="form-grid">
          <Form.Item label="Password" name="password" rules={rule('password')}>
            <PasswordInput autoComplete="new-password" size="large" />
          </Form.Item>
          <Form.Item
            label="Confirm password"
            name="confirmPassword"
            dependencies={['password']}
            rules={rule('confirmPassword')}
          >
            <PasswordInput autoComplete="new-password" size="large" />
          </Form.Item>
        </div>
        <Form.Item name="agreeToTerms" valuePropName="checked" rules={rule('agreeToTerms')}>
          <Checkbox>
            I agree to the{' '}
            <Link to="/terms" target="_blank">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" target="_blank">
              Privacy Policy
            </Link>
          </Checkbox>
        </Form.Item>
        <Form.Item name="newsletter" valuePropName="checked">
          <Checkbox>Send me occasional product news</Checkbox>
        </Form.Item>
        <Flex justify="space-between" gap={12} wrap>
          <Button size="large" onClick={props.onBack} disabled={submitting}>
            Back
          </Button>
          <Button type="primary" size="large" htmlType="submit" loading={submitting}>
            {submitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
