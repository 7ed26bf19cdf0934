import { type AuthSessionDto, isTwoFactorChallenge } from '@tessera/contracts';
import { MESSAGES, postLoginDestination } from '@tessera/rules';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AntdScope } from '../../app/lazy-pages';
import { pushNotice } from '../../app/notices';
import { BasicAlert } from '../../components/basic/basic-alert';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { useLogin } from '../../hooks/use-login';
import { useRememberDevice } from '../../hooks/use-remember-device';
import { redirectTarget } from '../../session/redirect-target';
import { useSession } from '../../session/session-context';
import { AuthLayout } from './auth-layout';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginForm, type LoginValues } from './login-form';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { QuickSignInCard } from './quick-sign-in-card';
import { loadSavedDevice, type SavedDevice } from './quick-sign-in-storage';

/** Few accounts have a second factor: its step and Ant Design's form load when one is asked for. */
const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })),
);

/** A sign-in waiting for its second factor, and what the first step chose. */
interface PendingTwoFactor {
  challengeToken: string;
  rememberMe: boolean;
}

/** The sign-in page; it renders without Ant Design, so it paints from the first, small load. */
export function LoginPage() {
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
    pushNotice({
      kind: 'success',
      title: MESSAGES.welcomeBack,
      description: `Signed in as ${auth.user.displayName}`,
    });
    if (rememberMe) rememberDevice.mutate({ email: auth.user.email, token: auth.token });
    finishSignIn(auth, rememberMe);
  };

  const onSubmit = (values: LoginValues) => {
    setError(null);
    const rememberMe = values.rememberMe;
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
        onError: (failure) => setError(failure.message || MESSAGES.loginFailedFallback),
      },
    );
  };

  if (pending) {
    return (
      <AuthLayout title="Welcome Back" subtitle="One more step to sign in.">
        <Suspense fallback={<PageSpinner label="Loading the second step" />}>
          <AntdScope>
            <TwoFactorStep
              challengeToken={pending.challengeToken}
              onSignedIn={(auth) => welcome(auth, pending.rememberMe)}
              onCancel={() => setPending(null)}
            />
          </AntdScope>
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Welcome Back" subtitle="Sign in to pick up where you left off.">
      {params.get('error') === 'oauth_failed' && (
        <BasicAlert
          type="warning"
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
      <PasskeySignInButton onSignedIn={(auth) => welcome(auth, false)} />
      {error && (
        <BasicAlert
          type="error"
          role="alert"
          className="auth-card__notice"
          title={MESSAGES.signInFailedTitle}
          description={error}
        />
      )}
      <LoginForm pending={login.isPending} onSubmit={onSubmit} />
      <p className="basic-paragraph auth-card__switch">
        {registration.off ? (
          <FeatureOffNote>{registration.note}</FeatureOffNote>
        ) : (
          <>
            New to Tessera? <Link to="/register">Create an account</Link>
          </>
        )}
      </p>
    </AuthLayout>
  );
}
