// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { REWARDS_DURATION_SECONDS } from '../model/stakingSchedule.ts'
import { Countdown } from './Countdown.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const END = 2_000_000_000n
const show = (now: bigint) =>
  render(
    <I18nProvider i18n={i18n}>
      <Countdown periodFinish={END} nowSeconds={now} />
    </I18nProvider>,
  )

describe('Countdown', () => {
  it("reads 'Rewards begin in' with the time left before the period", () => {
    show(END - REWARDS_DURATION_SECONDS - 90_061n)
    expect(screen.getByTestId('mining-countdown').textContent).toBe('Rewards begin in 1d 01h 01m 01s')
  })
  it("reads 'Rewards end in' during the period", () => {
    show(END - 59n)
    expect(screen.getByTestId('mining-countdown').textContent).toBe('Rewards end in 0d 00h 00m 59s')
  })
  it("reads 'Rewards have ended!' after it", () => {
    show(END)
    expect(screen.getByTestId('mining-countdown').textContent).toBe('Rewards have ended!')
  })
})
