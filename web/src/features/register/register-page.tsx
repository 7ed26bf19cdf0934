import type { AuthSessionDto } from '@tessera/contracts';
import {
  afterRegistrationDestination,
  MESSAGES,
  registerFormSchema,
  toRegisterRequest,
  type SelfServiceRole,
  type TierId,
} from '@tessera/rules';
import { App, Form, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { useRegister } from '../../hooks/use-register';
import { fieldIssues } from '../../lib/zod-form-rules';
import { useSession } from '../../session/session-context';
import { AuthLayout } from '../auth/auth-layout';
import { AccountStep, type AccountValues } from './account-step';
import { RoleStep } from './role-step';

function roleFromQuery(value: string | null): SelfServiceRole | null {
  return value === 'creator' || value === 'subscriber' ? value : null;
}

export function RegisterPage() {
  const [params] = useSearchParams();
  const [step, setStep] = useState<0 | 1>(0);
  // Each step starts at its top: the role step is long, and the account step opened scrolled down.
  // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);
  const [role, setRole] = useState<SelfServiceRole | null>(roleFromQuery(params.get('role')));
  const [selectedTier, setSelectedTier] = useState<TierId | null>(null);
  const [showDetails, setShowDetails] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<AccountValues>();
  const register = useRegister();
  const { signIn } = useSession();
  const { notification } = App.useApp();
  const registration = useFeatureSwitch('registrationOpen');

  const destinationFor = (auth: AuthSessionDto) =>
    afterRegistrationDestination({
      user: auth.user,
      selectedTierId: selectedTier,
      now: new Date(),
    });

  const chooseRole = (next: SelfServiceRole) => {
    if (next !== role) setSelectedTier(null);
    setRole(next);
  };

  const backToRole = () => {
    setError(null);
    form.setFields(
      Object.keys(form.getFieldsValue(true)).map((name) => ({
        name: name as keyof AccountValues,
        errors: [],
      })),
    );
    setStep(0);
  };

  const submit = (values: AccountValues) => {
    if (!role) return;
    const parsed = registerFormSchema.safeParse({
      ...values,
      role,
      selectedTier: selectedTier ?? undefined,
    });
    if (!parsed.success) {
      const issues = fieldIssues(registerFormSchema, { ...values, role });
      form.setFields(
        Object.entries(issues).map(([name, message]) => ({
          name: name as keyof AccountValues,
          errors: [message],
        })),
      );
      return;
    }
    setError(null);
    register.mutate(toRegisterRequest(parsed.data), {
      onSuccess: ({ data }) => {
        notification.success({
          title: MESSAGES.registrationSuccessfulTitle,
          description: `Welcome to Tessera, ${data.user.displayName}.`,
        });
        signIn(data, false, destinationFor(data));
      },
      onError: (failure) => {
        const message = failure.message || MESSAGES.registrationFailedFallback;
        setError(message);
        notification.error({ title: MESSAGES.registrationFailedTitle, description: message });
        // The server names the offending fields on a 400; show each under its input too.
        const fields = new Set(Object.keys(form.getFieldsValue(true)));
        const fieldErrors = isApiError(failure) ? failure.fieldErrors : [];
        form.setFields(
          fieldErrors
            .filter((entry) => fields.has(entry.field))
            .map((entry) => ({
              name: entry.field as keyof AccountValues,
              errors: [entry.message],
            })),
        );
      },
    });
  };

  if (registration.off) {
    return (
      <AuthLayout title="Create Your Account">
        <FeatureOffNote>{registration.note}</FeatureOffNote>
        <Typography.Paragraph className="auth-card__switch">
          Already have an account? <Link to="/login">Sign in</Link>
        </Typography.Paragraph>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      wide={step === 0}
      title={step === 0 ? 'Choose Your Path' : 'Create Your Account'}
      subtitle={
        step === 0
          ? 'Are you here to support creators or to create? You can pick a plan now or later.'
          : `Signing up as a ${role}. It takes less than a minute.`
      }
    >
      <Steps
        size="small"
        responsive={false}
        current={step}
        className="register-steps"
        items={[{ title: 'Your path' }, { title: 'Your account' }]}
      />
      {step === 0 || !role ? (
        <RoleStep
          role={role}
          selectedTier={selectedTier}
          showDetails={showDetails}
          onRoleChange={chooseRole}
          onTierChange={setSelectedTier}
          onShowDetailsChange={setShowDetails}
          onContinue={() => setStep(1)}
        />
      ) : (
        <AccountStep
          form={form}
          role={role}
          selectedTier={selectedTier}
          submitting={register.isPending}
          error={error}
          onSubmit={submit}
          onBack={backToRole}
          googleDestination={destinationFor}
        />
      )}
      <Typography.Paragraph className="auth-card__switch">
        Already have an account? <Link to="/login">Sign in</Link>
      </Typography.Paragraph>
    </AuthLayout>
  );
}
