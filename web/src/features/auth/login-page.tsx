import { type AuthSessionDto, isTwoFactorChallenge } from '@tessera/contracts';
import { loginSchema, MESSAGES, postLoginDestination } from '@tessera/rules';
import { Alert, App, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { redirectTarget } from '../../session/redirect-target';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { PasswordInput } from '../../components/forms/password-input';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { useLogin } from '../../hooks/use-login';
import { useRememberDevice } from '../../hooks/use-remember-device';
import { schemaRule } from '../../lib/zod-form-rules';
import { useSession } from '../../session/session-context';
import { AuthLayout } from './auth-layout';
import { GoogleSignInButton } from './google-sign-in-button';
import { QuickSignInCard } from './quick-sign-in-card';
import { loadSavedDevice, type SavedDevice } from './quick-sign-in-storage';
import { TwoFactorStep } from './two-factor-step';
import { useLiveValidation } from '../../lib/use-live-validation';

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** A sign-in waiting for its second factor, and what the first step chose. */
interface PendingTwoFactor {
  challengeToken: string;
  rememberMe: boolean;
}

export function LoginPage() {
  const liveValidation = useLiveValidation();
  const [form] = Form.useForm<LoginValues>();
  const { notification } = App.useApp();
  const { signIn } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const login = useLogin();
  const registration = useFeatureSwitch('registrationOpen');
  const rememberDevice = useRememberDevice();
  const [error, setError] = useState<string | null>(null);
  const [savedDevice, setSavedDevice] = useState<SavedDevice | null>(loadSavedDevice);
  const [pending, setPending] = useState<PendingTwoFactor | null>(null);

  const destinationFor = (auth: AuthSessionDto) =>
    redirectTarget(location.state) ?? postLoginDestination(auth.user);

  const finishSignIn = (auth: AuthSessionDto, rememberMe: boolean) =>
    signIn(auth, rememberMe, destinationFor(auth));

  const welcome = (auth: AuthSessionDto, rememberMe: boolean) => {
    notification.success({
      title: MESSAGES.welcomeBack,
      description: `Signed in as ${auth.user.displayName}`,
    });
    if (rememberMe) rememberDevice.mutate({ email: auth.user.email, token: auth.token });
    finishSignIn(auth, rememberMe);
  };

  const onFinish = (values: LoginValues) => {
    setError(null);
    const rememberMe = Boolean(values.rememberMe);
    login.mutate(
      { email: values.email.trim(), password: values.password, rememberMe },
      {
        onSuccess: ({ data }) => {
          if (isTwoFactorChallenge(data)) {
            setPending({ challengeToken: data.challengeToken, rememberMe });
            return;
          }
          welcome(data, rememberMe);
        },
        onError: (failure) => {
          const message = failure.message || MESSAGES.loginFailedFallback;
          setError(message);
          notification.error({ title: MESSAGES.signInFailedTitle, description: message });
        },
      },
    );
  };

  if (pending) {
    return (
      <AuthLayout title="Welcome Back" subtitle="One more step to sign in.">
        <TwoFactorStep
          challengeToken={pending.challengeToken}
          onSignedIn={(auth) => welcome(auth, pending.rememberMe)}
          onCancel={() => setPending(null)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Welcome Back" subtitle="Sign in to pick up where you left off.">
      {params.get('error') === 'oauth_failed' && (
        <Alert
          type="warning"
          showIcon
          className="auth-card__notice"
          title="Google sign-in failed"
          description={
            <>
              This usually means the redirect URI or authorised origin does not match the Google
              configuration. <Link to="/auth/debug">Open the sign-in diagnostics</Link>.
            </>
          }
        />
      )}
      {savedDevice && (
        <QuickSignInCard
          device={savedDevice}
          onSignedIn={(auth) => finishSignIn(auth, true)}
          onForgotten={() => setSavedDevice(null)}
        />
      )}
      <GoogleSignInButton
        mode="login"
        destination={destinationFor}
        onTwoFactor={(challengeToken) => setPending({ challengeToken, rememberMe: false })}
      />
      {error && (
        <Alert type="error" showIcon title={error} className="auth-card__notice" role="alert" />
      )}
      <Form<LoginValues>
        form={form}
        name="login"
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ email: '', password: '', rememberMe: false }}
        onFinish={onFinish}
        {...liveValidation}
      >
        <Form.Item label="Email" name="email" rules={[schemaRule(loginSchema, 'email')]}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[schemaRule(loginSchema, 'password')]}>
          <PasswordInput autoComplete="current-password" size="large" />
        </Form.Item>
        <Flex justify="space-between" align="center" className="auth-card__row">
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>Remember me</Checkbox>
          </Form.Item>
          <Link to="/forgot-password">Forgot password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Form>
      <Typography.Paragraph className="auth-card__switch">
        {registration.off ? (
          <FeatureOffNote>{registration.note}</FeatureOffNote>
        ) : (
          <>
            New to Tessera? <Link to="/register">Create an account</Link>
          </>
        )}
      </Typography.Paragraph>
    </AuthLayout>
  );
}
