import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_REGISTRY } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintOpenApiDocument } from '../../scripts/openapi/lint-openapi.mjs';
import { apiClient, newUser } from '../support/api-client';
import {
  type GoogleTestIssuer,
  startGoogleTestIssuer,
  TEST_GOOGLE_CLIENT_ID,
} from '../support/google-test-issuer';
import { REPO_ROOT } from '../support/processes';
import { useStack } from '../support/stack';

const SCHEMATHESIS = path.join(REPO_ROOT, '.infra/venv/contract/bin/schemathesis');
/** Where schemathesis keeps what it writes, out of the source tree. */
const WORK_DIR = path.join(REPO_ROOT, '.infra/contract');
/** Fixed, so a failure found once is found again. */
const SEED = '20240601';
const MAX_EXAMPLES = '25';
/** The whole schemathesis run, in seconds. */
const MAX_TIME = '90';

let google: GoogleTestIssuer;
const stack = useStack({
  // Every registry service: the gateway's health roll-up answers 503 while any of them is down.
  services: SERVICE_REGISTRY.map((entry) => entry.name),
  // Google sign-in configured, as in production, so its operations answer rather than 503.
  env: async () => {
    google = await startGoogleTestIssuer();
    return { auth: { GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } };
  },
});
let token: string;

afterAll(async () => {
  await google?.stop();
});

beforeAll(async () => {
  const api = apiClient(stack.gatewayUrl);
  const registered = await api('POST', '/api/auth/register', newUser({ role: 'creator' }));
  expect(registered.status).toBe(201);
  token = registered.body.data.token;
});

/**
 * Runs schemathesis and resolves with its exit code. Its output is shown with every line prefixed:
 * its closing line mimics pytest's ("3 warnings in 90s"), and a reader of the whole test run's
 * output would take that for a run in which no test executed.
 */
function schemathesis(args: string[]): Promise<number | null> {
  mkdirSync(WORK_DIR, { recursive: true });
  return new Promise((resolve, reject) => {
    const child = spawn(SCHEMATHESIS, args, {
      cwd: WORK_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) =>
        process.stdout.write(`schemathesis | ${line}\n`),
      );
    }
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
}

describe('the merged OpenAPI document', () => {
  it("passes Redocly's recommended lint, with an operationId and security on every operation", async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/docs-json`);
    const document = (await response.json()) as { paths: Record<string, object> };
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations.length).toBeGreaterThan(100);
    expect(await lintOpenApiDocument(document)).toEqual([]);
  });

  it('matches what the running stack answers: no server errors, every response as documented', async () => {
    const code = await schemathesis([
      '--no-color',
      'run',
      `${stack.gatewayUrl}/api/docs-json`,
      '--url',
      stack.gatewayUrl,
      '--header',
      `Authorization: Bearer ${token}`,
      '--checks',
      'not_a_server_error,response_schema_conformance,status_code_conformance',
      '--seed',
      SEED,
      '--max-examples',
      MAX_EXAMPLES,
      '--max-time',
      MAX_TIME,
      // One worker: with two, Python 3.11 threads parsing lambdas at once (Hypothesis describes its
      // filters) corrupt the AST recursion counter and the run ends in a SystemError (CPython gh-106905).
      '--workers',
      '1',
      '--request-timeout',
      '10',
      // Signing out would end the session every other operation is tried with.
      '--exclude-path',
      '/api/auth/logout',
      '--generation-database',
      'none',
    ]);
    expect(code).toBe(0);
  });
});
