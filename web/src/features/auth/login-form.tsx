import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BasicButton } from '../../components/basic/basic-button';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

type FieldName = 'email' | 'password';

interface LoginFormProps {
  pending: boolean;
  onSubmit: (values: LoginValues) => void;
}

type LoginIssues = (values: LoginValues) => Partial<Record<FieldName, string>>;

/**
 * The schema library is the largest part of the sign-in page's code and nothing needs it before
 * the form is used: it loads when the form first takes focus, or at the latest on submit.
 */
let validationLoad: Promise<LoginIssues> | null = null;
let loadedValidation: LoginIssues | null = null;
function loadValidation(): Promise<LoginIssues> {
  validationLoad ??= import('./login-validation').then(({ loginIssues }) => {
    loadedValidation = loginIssues;
    return loginIssues;
  });
  return validationLoad;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="basic-field__error" role="alert">
      {message}
    </div>
  );
}

/**
 * Email, password and "Remember me", checked with the shared login schema: on submit until the
 * first failed attempt, then as the person types, so error lines never appear mid-click.
 */
export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({
    email: '',
    password: '',
    rememberMe: false,
  });
  const [live, setLive] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [passwordVisible, setPasswordVisible] = useState(false);

  const change = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (live && loadedValidation) setErrors(loadedValidation(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const issues = (await loadValidation())(values);
    setErrors(issues);
    if (Object.keys(issues).length > 0) {
      setLive(true);
      return;
    }
    onSubmit(values);
  };

  const inputClass = (field: FieldName) =>
    errors[field] ? 'basic-input basic-input--invalid' : 'basic-input';

  return (
    <form
      name="login"
      noValidate
      onFocus={() => void loadValidation()}
      onSubmit={(event) => void submit(event)}
    >
      <div className="basic-field">
        <label className="basic-field__label" htmlFor="login_email">
          Email
        </label>
        <div className={inputClass('email')}>
          <input
            id="login_email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={values.email}
            aria-invalid={Boolean(errors.email) || undefined}
            aria-describedby={errors.email ? 'login_email_error' : undefined}
            onChange={(event) => change('email', event.target.value)}
          />
        </div>
        <FieldError id="login_email_error" message={errors.email} />
      </div>
      <div className="basic-field">
        <label className="basic-field__label" htmlFor="login_password">
          Password
        </label>
        <div className={inputClass('password')}>
          <input
            id="login_password"
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            value={values.password}
            aria-invalid={Boolean(errors.password) || undefined}
            aria-describedby={errors.password ? 'login_password_error' : undefined}
            onChange={(event) => change('password', event.target.value)}
          />
          <BasicButton
            variant="text"
            size="small"
            className="password-toggle"
            aria-label={passwordVisible ? 'Hide password' : 'Show password'}
            aria-pressed={passwordVisible}
            icon={passwordVisible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            onClick={() => setPasswordVisible((visible) => !visible)}
          />
        </div>
        <FieldError id="login_password_error" message={errors.password} />
      </div>
      <div className="auth-card__row auth-card__row--split">
        <label className="basic-checkbox">
          <input
            type="checkbox"
            checked={values.rememberMe}
            onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })}
          />
          Remember me
        </label>
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      <BasicButton type="submit" variant="primary" size="large" block loading={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </BasicButton>
    </form>
  );
}
