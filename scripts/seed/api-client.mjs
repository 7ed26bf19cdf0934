// Calls the platform's API through the gateway as the web app does, waiting out rate limits.
import { Blob } from 'node:buffer';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApiError extends Error {
  constructor(method, path, status, payload) {
    super(`${method} ${path} answered ${status}: ${JSON.stringify(payload)}`);
    this.status = status;
    this.payload = payload;
  }
}

export class ApiClient {
  constructor(baseUrl, { loadTestKey, log }) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.loadTestKey = loadTestKey;
    this.log = log;
  }

  /** Sends one request; a 429 is waited out and sent again. Resolves to the response's `data`. */
  async request(method, path, { token, json, form } = {}) {
    for (;;) {
      const headers = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (this.loadTestKey) headers['x-load-test-key'] = this.loadTestKey;
      if (json !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: json !== undefined ? JSON.stringify(json) : form,
      });
      const payload = await response.json().catch(() => null);
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after')) || 5;
        this.log(`  rate limited by the gateway on ${method} ${path}; waiting ${seconds} s`);
        await pause(seconds * 1000);
        continue;
      }
      if (!response.ok) throw new ApiError(method, path, response.status, payload);
      return payload?.data;
    }
  }

  /** Signs the account in, or registers it when it does not exist yet. */
  async signInOrRegister(account, password) {
    try {
      const session = await this.request('POST', '/api/auth/login', {
        json: { email: account.email, password },
      });
      return { session, created: false };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
    }
    const session = await this.request('POST', '/api/auth/register', {
      json: { ...account, password },
    });
    return { session, created: true };
  }

  async signIn(account, password) {
    return this.request('POST', '/api/auth/login', { json: { email: account.email, password } });
  }

  /** Uploads one file as a multipart form, as the web app's upload does. */
  async upload(token, { bytes, fileName, mimeType, kind }) {
    const form = new globalThis.FormData();
    form.append('type', kind);
    form.append('file', new Blob([bytes], { type: mimeType }), fileName);
    return this.request('POST', '/api/upload', { token, form });
  }
}
