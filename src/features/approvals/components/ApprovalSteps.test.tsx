// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ApprovalStep, ApprovalSteps } from './ApprovalSteps.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(steps: ApprovalStep[]) {
  render(
    <I18nProvider i18n={i18n}>
      <ApprovalSteps steps={steps} />
    </I18nProvider>,
  )
  return within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem')
}

describe('approval steps', () => {
  it('lists the steps in order and marks only the current one with aria-current="step"', () => {
    const items = show([
      { label: 'Approve USDT', state: 'current' },
      { label: 'Swap', state: 'upcoming' },
    ])
    expect(items.map((item) => item.textContent)).toEqual(['1Approve USDT', '2Swap'])
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['step', null])
    expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('OL')
  })

  it('checks a done step and says so to screen readers; the next becomes current', () => {
    const items = show([
      { label: 'Approve USDT', state: 'done' },
      { label: 'Swap', state: 'current' },
    ])
    expect(items[0]?.textContent).toBe('✓Approve USDT(done)')
    expect(items[0]?.getAttribute('data-state')).toBe('done')
    expect(items[1]?.getAttribute('aria-current')).toBe('step')
  })

  it('takes any number of steps (approve A → approve B → add)', () => {
    const items = show([
      { label: 'Approve DAI', state: 'done' },
      { label: 'Approve USDC', state: 'current' },
      { label: 'Add', state: 'upcoming' },
    ])
    expect(items).toHaveLength(3)
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming'])
    // The whole label is in the title where the ellipsis cuts it.
    expect(within(items[1] as HTMLElement).getByTitle('Approve USDC')).toBeTruthy()
  })
})
