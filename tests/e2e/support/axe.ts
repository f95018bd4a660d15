/**
 * The accessibility scans of the journeys: axe-core against WCAG 2.2 A/AA on the page as it is,
 * keeping only what hinders a user badly (axe's "serious" and "critical" impacts).
 *
 * axe runs inside the page, injected once per page load (the axe-core that @axe-core/playwright
 * ships). AxeBuilder.analyze() injects the 600 kB script again and opens a blank page to finish
 * each run: 15–20 s a scan on the shared 2-core machine against 1–2 s this way, for the same
 * engine, tags and results.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = fromAxePlaywright.resolve('axe-core/axe.min.js');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe tags no 2.2 level-A rule separately). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = ['serious', 'critical'];

/** The viewports every page is scanned at: the phone the app is made for, and a laptop. */
export const SCAN_VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's own summary of the first node (the colours and ratio of a contrast failure, …). */
  detail: string;
}

/** Makes axe available in every document the page loads from now on: call before the first goto. */
export async function prepareAxe(page: Page): Promise<void> {
  await page.addInitScript({ path: AXE_SOURCE });
}

/** The serious and critical WCAG 2.2 AA violations of the page as it stands, labelled `where`. */
export async function blockingViolations(page: Page, where: string): Promise<Finding[]> {
  // A button still fading in (an opacity transition) blends its text into its background: axe
  // would judge the colours of that moment, not the page's. Endless animations (spinners) aside.
  await page.waitForFunction(() => document.getAnimations().every((animation) =>
    animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 10_000 });
  const found = await page.evaluate(async ({ tags, impacts }) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    // Only violations are read: axe then skips the details of passing and unsure checks.
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => impacts.includes(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        detail: (violation.nodes[0]?.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim(),
      }));
  }, { tags: WCAG_AA_TAGS, impacts: BLOCKING_IMPACTS });
  return found.map((finding) => ({ where, ...finding }));
}

/** The part of axe's results read here. */
interface AxeResults {
  violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> }>;
}

/** One block per finding, readable in a test's failure message. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => {
      const shown = f.targets.slice(0, 5).map((t) => `      ${t}`).join('\n');
      const more = f.targets.length > 5 ? `\n      … and ${f.targets.length - 5} more` : '';
      return `${f.where} — ${f.rule} (${f.impact}): ${f.help}\n    ${f.detail}\n${shown}${more}`;
    })
    .join('\n');
}
