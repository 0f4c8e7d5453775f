// The serious and critical accessibility (axe) violations of a page, the one check every spec's axe walk makes.
//
// axe-core runs in the page itself (`axe.run`), injected once per document and frame. @axe-core/playwright's
// AxeBuilder did the same work at about ten times the cost: it injected axe's 580 KB again for every scan and
// finished each one in a new blank page (about 1.3 s a scan against 0.1 s; docs/testing-speed.md).

import type { Frame, Page } from '@playwright/test'
import axe, { type ElementContext, type RunOptions } from 'axe-core'

export type AxeOptions = {
  /** Only inside this selector (a dialog, say). */
  scope?: string
  /** The rule sets; WCAG 2 A and AA unless given, `null` for all of axe's rules. */
  tags?: readonly string[] | null
}

type Violation = { id: string; impact: string | null; targets: string[] }

/** Puts axe-core into `frame` unless this document already has it. */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  if (!present) await frame.evaluate(axe.source)
}

/**
 * Serious and critical violations as "rule: targets". CSS transitions are let finish first: a button caught half
 * way from its disabled to its enabled colour fails the contrast rule it passes once shown.
 */
export async function severeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  )
  // Every frame, as AxeBuilder did: the top document's run asks each frame's own axe for its part. A frame that
  // cannot take it (another origin, or gone since) is left out, as AxeBuilder left it.
  for (const frame of page.frames()) await injectAxe(frame).catch(() => undefined)
  const tags = options.tags === undefined ? ['wcag2a', 'wcag2aa'] : options.tags
  const runOptions: RunOptions = { resultTypes: ['violations'] }
  if (tags) runOptions.runOnly = { type: 'tag', values: [...tags] }
  const violations = await page.evaluate(
    async ({ scope, runOptions }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe
      const context: ElementContext = scope ?? document
      const results = await inPage.run(context, runOptions)
      return results.violations.map(
        (v): Violation => ({
          id: v.id,
          impact: v.impact ?? null,
          targets: v.nodes.map((n) => n.target.join(' ')),
        }),
      )
    },
    { scope: options.scope ?? null, runOptions },
  )
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(', ')}`)
}
