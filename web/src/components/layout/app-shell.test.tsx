import { tiersByType } from '@tessera/rules';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/app-routes';
import { useShellDialogs } from '../../app/shell-dialogs';
import { renderRoutes } from '../../test/render-feature';
import { stubApi } from '../../test/stub-api';

/** A stand-in screen that asks the shell for the pricing dialog, as the real screens do. */
function PlansScreen() {
  const { openPricing } = useShellDialogs();
  return <button onClick={() => openPricing('creator')}>See creator plans</button>;
}

/** The app's own shell, with one stand-in screen instead of every route. */
function renderShell() {
  const shell = appRoutes()[0]!.element;
  return renderRoutes([{ element: shell, children: [{ path: '/', element: <PlansScreen /> }] }]);
}

describe('AppShell', () => {
  beforeEach(() => {
    stubApi({});
  });

  it('opens the pricing dialog a screen asks for, on the tab it names', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'See creator plans' }));
    // The dialog loads with Ant Design on first opening: slow on a busy machine.
    await screen.findByRole('dialog', {}, { timeout: 15_000 });
    for (const tier of tiersByType('creator')) {
      expect(screen.getByTestId(`tier-card-${tier.id}`)).toBeInTheDocument();
    }
  });

  it('opens Neural Search from the header', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Neural Search' }));
    expect(
      await screen.findByLabelText('Search query', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('shows the cookie banner over the screen after half a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderShell();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});
