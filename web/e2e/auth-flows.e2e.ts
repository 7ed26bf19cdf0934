import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openContext,
  pathOf,
  uniqueIdentity,
  waitForPath,
} from './support/browser-session';
import { registered } from './support/e2e-accounts';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
});

async function newPage(): Promise<Page> {
  context = await openContext(browser);
  return context.newPage();
}

async function register(
  page: Page,
  role: 'Creator' | 'Subscriber',
  identity: ReturnType<typeof uniqueIdentity>,
) {
  await page.goto('/register');
  await page.getByRole('radio', { name: new RegExp(role) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await page.getByLabel('Username').fill(identity.username);
  await page.getByLabel('Display name').fill(`E2E ${role}`);
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('Password', { exact: true }).fill(identity.password);
  await page.getByLabel('Confirm password').fill(identity.password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Logs out from the account menu. The menu's items render again when the online status arrives,
 * and a click landing on the item being replaced does nothing, so it is clicked until the sign-out
 * starts, as a person would click again.
 */
async function signOut(page: Page) {
  const logOut = page.getByRole('menuitem', { name: /Log out/ });
  const started = page.getByText('Ending your session…');
  for (let attempt = 1; ; attempt += 1) {
    if (!(await logOut.isVisible())) {
      await page.getByRole('button', { name: 'Account menu' }).click();
    }
    await logOut.click();
    const starting = await started.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    );
    if (starting || attempt === 3) break;
  }
  await waitForPath(page, '/');
}

describe('registration, sign-out and sign-in', () => {
  it('registers a creator, completes setup, signs out and back in to Creator Studio', async () => {
    const page = await newPage();
    const creator = uniqueIdentity('creator');
    await register(page, 'Creator', creator);
    await waitForPath(page, '/setup');
    await page.getByText('Registration Successful!').waitFor();

    await page.getByLabel('Bio').fill('I photograph mountains at dawn.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await waitForPath(page, '/creator-dashboard');
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Upload/ })
        .isVisible(),
    ).toBe(true);

    await signOut(page);
    await page.goto('/login');
    await signIn(page, creator.email, creator.password);
    await waitForPath(page, '/creator-dashboard');
    await page.getByText('Welcome back!').waitFor();
  });

  it('registers a subscriber, skips setup for good and lands on the dashboard', async () => {
    const page = await newPage();
    const subscriber = uniqueIdentity('fan');
    await register(page, 'Subscriber', subscriber);
    await waitForPath(page, '/setup');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: /Welcome, E2E Subscriber/ }).waitFor();
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Upload/ })
        .count(),
    ).toBe(0);
    await signOut(page);
    await page.goto('/login');
    await signIn(page, subscriber.email, subscriber.password);
    await waitForPath(page, '/dashboard');
    await signOut(page);
  });

  it('rejects a wrong password with the sign-in failure message', async () => {
    const page = await newPage();
    const subscriber = await registered('subscriber', 'E2E Subscriber');
    await page.goto('/login');
    await signIn(page, subscriber.email, 'Not9TheRightOne');
    await page.getByText('Sign In Failed').waitFor();
    expect(pathOf(page)).toBe('/login');
  });
});

describe('route guards', () => {
  it('sends visitors to /login and back to where they were going after signing in', async () => {
    const page = await newPage();
    const subscriber = await registered('subscriber', 'E2E Subscriber');

    await page.goto('/test-protected');
    await waitForPath(page, '/login');
    await signIn(page, subscriber.email, subscriber.password);
    await waitForPath(page, '/test-protected');
    await page.getByText('The route guard let you in').waitFor();

    await page.goto('/');
    await waitForPath(page, '/dashboard');
    await page.goto('/login');
    await waitForPath(page, '/dashboard');
  });

  it('keeps the session across a reload', async () => {
    const page = await newPage();
    const subscriber = await registered('subscriber', 'E2E Subscriber');
    await page.goto('/login');
    await signIn(page, subscriber.email, subscriber.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/profile');
    await page.reload();
    await page.getByRole('heading', { name: /E2E Subscriber/ }).waitFor();
    expect(pathOf(page)).toBe('/profile');
  });
});
