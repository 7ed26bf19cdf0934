import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts the journeys refuse: a person using a screen reader or low vision is blocked or misled. */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core over the page as it is now (WCAG 2.x A and AA rules) and names every serious or
 * critical violation with the first elements it was found on. An empty list means the screen
 * passes. axe is evaluated through the debugging protocol, so the app's content security policy,
 * which refuses inline scripts, stays as it is.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // A pointer left over a link or card from an earlier click would show its hover colours, and
  // colours part way through a transition are not the ones people read.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const found = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return found.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({
        target: target as unknown[],
        failureSummary,
      })),
    }));
  });
  return (violations as Violation[])
    .filter((violation) => REFUSED_IMPACTS.has(violation.impact ?? ''))
    .map(({ id, help, nodes }) => {
      const where = nodes.slice(0, 4).map(({ target }) => target.join(' '));
      // The first element's summary names the colours or attributes that fail.
      const why = nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '';
      return `${id} (${help}): ${where.join(' | ')}; ${why}`;
    });
}
