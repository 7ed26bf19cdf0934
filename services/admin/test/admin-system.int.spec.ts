import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth', 'admin'] });

let api: Call;
let admin: Actor;
let creator: Actor;

interface ServiceRow {
  name: string;
  status: string;
  responseTimeMs: number | null;
}
interface LagRow {
  service: string;
  topic: string;
  lag: number | null;
}
interface IncidentRow {
  id: string;
  type: string;
  status: string;
  affectedUsers: string[];
  ipAddresses: string[];
  eventCount: number;
}

const as = (actor: Actor | null) => ({ token: actor?.token });

beforeAll(async () => {
  // A gateway that trusts one proxy hop, so the attempts below come from the addresses they name.
  api = apiClient((await stack.startGateway({ TRUSTED_PROXY_HOPS: '1' })).url);
  admin = await createAdmin(api, stack.env('auth'));
  creator = await register(api, 'creator');
});

describe('GET /api/admin/system', () => {
  it('lists the running services as up, with consumer lag, dead letters and the database', async () => {
    const probe = async () => {
      const started = Date.now();
      const answer = await api('GET', '/api/admin/system', undefined, as(admin));
      return { answer, elapsed: Date.now() - started };
    };
    // A cold start's first broker reading may be late; it completes for the next ask.
    const { answer: response, elapsed } = await eventually(
      probe,
      ({ answer }) => answer.status === 200 && answer.body.data.kafkaError === null,
    );
    expect(response.status).toBe(200);
    const report = response.body.data;
    const services = report.services as ServiceRow[];
    expect(services.map((service) => service.name)).toEqual(
      expect.arrayContaining(['auth', 'admin', 'content', 'search', 'presence']),
    );
    for (const name of ['auth', 'admin']) {
      const row = services.find((service) => service.name === name);
      expect(row, JSON.stringify(row)).toMatchObject({ status: 'up' });
      expect(row?.responseTimeMs).toBeGreaterThanOrEqual(0);
    }
    expect(report.kafkaError, `took ${elapsed} ms`).toBeNull();
    const adminLag = (report.consumerLag as LagRow[]).filter((row) => row.service === 'admin');
    expect(adminLag.map((row) => row.topic)).toContain('audit.log');
    expect(adminLag.every((row) => typeof row.lag === 'number' && row.lag >= 0)).toBe(true);
    expect(Array.isArray(report.deadLetters)).toBe(true);
    expect(report.dependencies).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'database', status: 'up' })]),
    );
    // Probes are bounded, so the page answers quickly even with services of the registry down.
    expect(elapsed, `took ${elapsed} ms`).toBeLessThan(2_000);
  });

  it('is for admins only', async () => {
    expect((await api('GET', '/api/admin/system')).status).toBe(401);
    expect((await api('GET', '/api/admin/system', undefined, as(creator))).status).toBe(403);
  });
});

describe('security incidents', () => {
  it('25 failed sign-ins on one account raise one incident that admins can work', async () => {
    const target = newUser({ role: 'subscriber' });
    const registered = await api('POST', '/api/auth/register', target);
    expect(registered.status).toBe(201);
    const targetId: string = registered.body.data.user.id;

    // Five guesses from each of five addresses: each address is allowed five before it waits.
    for (let address = 1; address <= 5; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const failed = await api(
          'POST',
          '/api/auth/login',
          { email: target.email, password: `wrong-${address}-${attempt}-password` },
          { headers: { 'x-forwarded-for': `198.51.100.${address}` } },
        );
        expect(failed.status).toBe(401);
      }
    }

    const listIncidents = async () =>
      ((await api('GET', '/api/admin/incidents?status=open', undefined, as(admin))).body.data ??
        []) as IncidentRow[];
    const mine = (incidents: IncidentRow[]) =>
      incidents.filter((incident) => incident.affectedUsers.includes(targetId));
    const raised = mine(
      await eventually(listIncidents, (incidents) => mine(incidents).length > 0, 60_000),
    );
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: 'failed_sign_ins', status: 'open', eventCount: 25 });
    expect(raised[0]?.ipAddresses).toHaveLength(5);

    const overview = await api('GET', '/api/admin/overview', undefined, as(admin));
    expect(overview.body.data.openIncidents).toBeGreaterThanOrEqual(1);

    const id = raised[0]!.id;
    const changed = await api(
      'PUT',
      `/api/admin/incidents/${id}`,
      { status: 'investigating', notes: 'Owner contacted' },
      as(admin),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'investigating', notes: 'Owner contacted' });
    expect(changed.body.data.actions).toEqual([
      expect.objectContaining({ status: 'investigating', adminId: admin.id }),
    ]);
    const investigating = await api(
      'GET',
      '/api/admin/incidents?status=investigating',
      undefined,
      as(admin),
    );
    expect((investigating.body.data as IncidentRow[]).map((incident) => incident.id)).toContain(id);
  });

  it('is for admins only', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const body = { status: 'resolved', notes: '' };
    expect((await api('GET', '/api/admin/incidents')).status).toBe(401);
    expect((await api('PUT', `/api/admin/incidents/${id}`, body)).status).toBe(401);
    expect((await api('GET', '/api/admin/incidents', undefined, as(creator))).status).toBe(403);
    expect((await api('PUT', `/api/admin/incidents/${id}`, body, as(creator))).status).toBe(403);
  });
});
