import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { waitForMail } from '../../../test/support/mail-box';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth', 'content', 'admin'] });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let api: Call;
let admin: Actor;

interface Creator extends Actor {
  email: string;
}

async function registerCreator(): Promise<Creator> {
  const input = newUser({ role: 'creator' });
  const registered = await api('POST', '/api/auth/register', input);
  expect(registered.status).toBe(201);
  const { user, token } = registered.body.data;
  return { id: user.id, token, username: user.username, email: input.email };
}

async function upload(account: Actor, bytes: Buffer, mimeType: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: mimeType }), name);
  const response = await fetch(`${stack.gatewayUrl}/api/upload?purpose=verification`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function uploadedId(account: Actor, bytes: Buffer, mimeType: string, name: string) {
  const uploaded = await upload(account, bytes, mimeType, name);
  expect(uploaded.status).toBe(201);
  return uploaded.body.data.mediaId as string;
}

const submit = (account: Actor, documents: Array<{ type: string; mediaId: string }>) =>
  api(
    'POST',
    '/api/verification/requests',
    { type: 'identity', documents },
    {
      token: account.token,
    },
  );

const asAdmin = (method: string, path: string, body?: unknown) =>
  api(method, path, body, { token: admin.token });

async function pendingRequestOf(userId: string) {
  const listed = await asAdmin('GET', '/api/admin/verifications?status=pending&limit=50');
  expect(listed.status).toBe(200);
  return listed.body.data.items.find((item: { userId: string }) => item.userId === userId);
}

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  admin = await createAdmin(api, stack.env('auth'));
});

describe('creator verification', () => {
  it('keeps documents private, lets an admin read them, and verifies the creator', async () => {
    const creator = await registerCreator();
    const front = await uploadedId(creator, PNG, 'image/png', 'passport.png');
    const selfie = await uploadedId(creator, PDF, 'application/pdf', 'selfie.pdf');

    // The public media route knows nothing of a verification document.
    const publicRoute = await api('GET', `/api/upload/${front}`, undefined, {
      token: creator.token,
    });
    expect(publicRoute.status).toBe(404);

    const submitted = await submit(creator, [
      { type: 'id_front', mediaId: front },
      { type: 'selfie', mediaId: selfie },
    ]);
    expect(submitted.status).toBe(201);
    expect(submitted.body.data).toMatchObject({ status: 'pending', userId: creator.id });
    expect(submitted.body.data.documents.every((doc: { url: null }) => doc.url === null)).toBe(
      true,
    );

    const again = await submit(creator, [
      { type: 'id_front', mediaId: front },
      { type: 'selfie', mediaId: selfie },
    ]);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already have a verification request under review');

    // The users screen's filter hears of the pending request from auth's event.
    const pendingUsers = await eventually(
      () => asAdmin('GET', `/api/admin/users?verificationStatus=pending&q=${creator.username}`),
      (answer) => answer.body.data?.items?.some((user: { id: string }) => user.id === creator.id),
      10_000,
    );
    expect(pendingUsers.status).toBe(200);

    const mine = await api('GET', '/api/verification/requests/mine', undefined, {
      token: creator.token,
    });
    expect(mine.body.data.request.status).toBe('pending');

    const request = await pendingRequestOf(creator.id);
    expect(request.documents).toHaveLength(2);
    const frontDocument = request.documents.find(
      (doc: { type: string }) => doc.type === 'id_front',
    );
    expect(frontDocument.filename).toBe('passport.png');
    const file = await fetch(frontDocument.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    const approved = await asAdmin('POST', `/api/admin/verifications/${request.id}/decision`, {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewedBy: admin.id });

    // The same decision again answers the same; another decision is refused.
    const repeated = await asAdmin('POST', `/api/admin/verifications/${request.id}/decision`, {
      decision: 'approve',
    });
    expect(repeated.status).toBe(200);
    expect(repeated.body.data.reviewedAt).toBe(approved.body.data.reviewedAt);
    const reversed = await asAdmin('POST', `/api/admin/verifications/${request.id}/decision`, {
      decision: 'reject',
      notes: 'changed my mind',
    });
    expect(reversed.status).toBe(409);

    const profile = await api('GET', '/api/auth/profile', undefined, { token: creator.token });
    expect(profile.body.data.user).toMatchObject({
      isVerified: true,
      verificationStatus: 'verified',
    });
    const mail = await waitForMail(creator.email, /identity is verified/);
    expect(mail.text).toContain('/settings/verification');
  });

  it('rejects with notes and tells the creator why', async () => {
    const creator = await registerCreator();
    const front = await uploadedId(creator, PNG, 'image/png', 'licence.png');
    const selfie = await uploadedId(creator, PNG, 'image/png', 'me.png');
    expect(
      (
        await submit(creator, [
          { type: 'id_front', mediaId: front },
          { type: 'selfie', mediaId: selfie },
        ])
      ).status,
    ).toBe(201);
    const request = await pendingRequestOf(creator.id);

    const withoutNotes = await asAdmin('POST', `/api/admin/verifications/${request.id}/decision`, {
      decision: 'reject',
    });
    expect(withoutNotes.status).toBe(400);
    const rejected = await asAdmin('POST', `/api/admin/verifications/${request.id}/decision`, {
      decision: 'reject',
      notes: 'The photo of the ID is too blurred to read',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', notes: expect.any(String) });

    const mail = await waitForMail(creator.email, /could not be verified/);
    expect(mail.text).toContain('too blurred to read');
    const profile = await api('GET', '/api/auth/profile', undefined, { token: creator.token });
    expect(profile.body.data.user).toMatchObject({
      isVerified: false,
      verificationStatus: 'rejected',
    });
  });

  it("refuses someone else's documents, other files and anyone but admins", async () => {
    const owner = await registerCreator();
    const other = await registerCreator();
    const subscriber = await register(api, 'subscriber');
    const front = await uploadedId(owner, PNG, 'image/png', 'id.png');
    const selfie = await uploadedId(other, PNG, 'image/png', 'selfie.png');

    const borrowed = await submit(other, [
      { type: 'id_front', mediaId: front },
      { type: 'selfie', mediaId: selfie },
    ]);
    expect(borrowed.status).toBe(403);
    const noSelfie = await submit(other, [{ type: 'id_front', mediaId: selfie }]);
    expect(noSelfie.status).toBe(400);

    const textFile = await upload(owner, Buffer.from('hello'), 'text/plain', 'note.txt');
    expect(textFile.status).toBe(400);
    const disguised = await upload(owner, Buffer.from('not a png at all'), 'image/png', 'x.png');
    expect(disguised.status).toBe(400);
    expect((await upload(subscriber, PNG, 'image/png', 'id.png')).status).toBe(403);

    for (const path of ['/api/admin/verifications', '/api/admin/verifications?status=pending']) {
      expect((await api('GET', path)).status).toBe(401);
      for (const account of [owner, subscriber]) {
        expect((await api('GET', path, undefined, { token: account.token })).status).toBe(403);
      }
    }
    const decision = `/api/admin/verifications/${crypto.randomUUID()}/decision`;
    expect((await api('POST', decision, { decision: 'approve' })).status).toBe(401);
    expect(
      (await api('POST', decision, { decision: 'approve' }, { token: owner.token })).status,
    ).toBe(403);
    expect((await api('GET', '/api/verification/requests/mine')).status).toBe(401);
    expect(
      (
        await api('GET', '/api/verification/requests/mine', undefined, {
          token: subscriber.token,
        })
      ).status,
    ).toBe(403);
  });
});
