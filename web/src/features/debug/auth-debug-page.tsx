import { Alert, Card, Descriptions, Tag, Typography } from 'antd';
import { useSyncExternalStore } from 'react';
import { useGoogleConfig } from '../../hooks/use-google-config';
import { useHealth } from '../../hooks/use-health';
import { useSession } from '../../session/session-context';
import {
  GOOGLE_SCRIPT_URL,
  googleScriptState,
  loadGoogleIdentity,
  subscribeGoogleScript,
} from '../auth/google-identity';
import { SessionFacts } from './session-facts';

const SCRIPT_STATE_COLORS = {
  idle: 'default',
  loading: 'processing',
  ready: 'green',
  error: 'red',
};

/** Diagnostics for Google sign-in: server configuration, this origin, the script and the session. */
export function AuthDebugPage() {
  const config = useGoogleConfig();
  const health = useHealth();
  const { session } = useSession();
  const scriptState = useSyncExternalStore(subscribeGoogleScript, googleScriptState);
  const origin = window.location.origin;

  const configText = config.isPending
    ? 'Loading…'
    : config.isError
      ? `Could not load: ${config.error.message}`
      : config.data.enabled
        ? 'Enabled'
        : 'Not configured on the server';

  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Sign-in diagnostics
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Use this page when Google sign-in fails. The most common cause is an authorised origin or
        redirect URI in the Google Cloud console that does not match this site exactly.
      </Typography.Paragraph>

      <Card title="Google sign-in" className="page-card">
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'status', label: 'Server configuration', children: configText },
            {
              key: 'client',
              label: 'Client ID',
              children: config.data?.clientId ?? (
                <Typography.Text type="secondary">None</Typography.Text>
              ),
            },
            {
              key: 'origin',
              label: 'This origin (must be an authorised JavaScript origin)',
              children: (
                <Typography.Text code copyable>
                  {origin}
                </Typography.Text>
              ),
            },
            {
              key: 'callback',
              label: 'Callback page (if a redirect URI is used)',
              children: (
                <Typography.Text code copyable>{`${origin}/auth/callback`}</Typography.Text>
              ),
            },
            {
              key: 'script',
              label: 'Identity script',
              children: (
                <>
                  <Tag color={SCRIPT_STATE_COLORS[scriptState]}>{scriptState}</Tag>
                  <Typography.Text type="secondary">{GOOGLE_SCRIPT_URL}</Typography.Text>
                </>
              ),
            },
          ]}
        />
        {config.data?.enabled && scriptState === 'idle' && (
          <Typography.Link onClick={() => void loadGoogleIdentity().catch(() => undefined)}>
            Load the identity script now
          </Typography.Link>
        )}
        {scriptState === 'error' && (
          <Alert
            className="page-alert"
            type="error"
            showIcon
            title="The identity script could not load"
            description="A content blocker, a network policy or being offline can stop it."
          />
        )}
      </Card>

      <Card title="API" className="page-card">
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            {
              key: 'health',
              label: 'Platform status',
              children: health.isPending
                ? 'Checking…'
                : health.isError
                  ? health.error.message
                  : health.data.status,
            },
          ]}
        />
      </Card>

      <Card title="Session" className="page-card">
        <SessionFacts session={session} />
      </Card>
    </div>
  );
}
