// The serious and critical accessibility (axe) violations of a page, the one check every spec's axe walk makes.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export type AxeOptions = {
  /** Only inside this selector (a dialog, say). */
  scope?: string
  /** The rule sets; WCAG 2 A and AA unless given, `null` for all of axe's rules. */
  tags?: readonly string[] | null
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
  let builder = new AxeBuilder({ page })
  const tags = options.tags === undefined ? ['wcag2a', 'wcag2aa'] : options.tags
  if (tags) builder = builder.withTags([...tags])
  if (options.scope) builder = builder.include(options.scope)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
