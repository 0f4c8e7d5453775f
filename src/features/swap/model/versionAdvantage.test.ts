import { describe, expect, it } from 'vitest'
import {
  formatGainPercent,
  type HeldAdvantage,
  holdAdvantage,
  type VersionAdvantage,
  versionAdvantage,
} from './versionAdvantage.ts'

const E18 = 10n ** 18n
const trade = (input: bigint, output: bigint) => ({ input, output })

describe('version advantage, exact input (the typed input is the same on both routers)', () => {
  it('names the other router and its exact gain when it pays more', () => {
    const chosen = trade(E18, 1990n * E18)
    const other = trade(E18, 2001940n * 10n ** 15n) // 2001.94: 0.6 % more
    const advantage = versionAdvantage('INPUT', chosen, other, 'v2')
    expect(advantage).toEqual({
      kind: 'gives-more',
      other: 'v2',
      gain: { numerator: 11940n * 10n ** 15n * E18, denominator: 1990n * E18 * E18 },
    })
    expect(advantage?.kind === 'gives-more' && formatGainPercent(advantage.gain)).toBe('0.6%')
  })

  it('is null when the other router pays the same or less', () => {
    expect(versionAdvantage('INPUT', trade(E18, 2000n), trade(E18, 2000n), 'v3')).toBeNull()
    expect(versionAdvantage('INPUT', trade(E18, 2000n), trade(E18, 1999n), 'v3')).toBeNull()
  })

  it('compares prices, so a router that rounds the typed amount does not fake a gain', () => {
    // The other trade spends 1 % more input for 0.5 % more output: a worse price.
    expect(versionAdvantage('INPUT', trade(1000n, 1000n), trade(1010n, 1005n), 'v2')).toBeNull()
  })

  it("says 'only route' when the chosen router has none (or an empty one), nothing when the other has none", () => {
    expect(versionAdvantage('INPUT', null, trade(E18, 5n), 'v3')).toEqual({ kind: 'only-route', other: 'v3' })
    expect(versionAdvantage('INPUT', trade(E18, 0n), trade(E18, 5n), 'v3')).toEqual({
      kind: 'only-route',
      other: 'v3',
    })
    expect(versionAdvantage('INPUT', trade(E18, 5n), null, 'v3')).toBeNull()
    expect(versionAdvantage('INPUT', null, null, 'v3')).toBeNull()
  })
})

describe('version advantage, exact output (the typed output is the same on both routers)', () => {
  it('names the other router when it costs less, by the share of the chosen cost it saves', () => {
    const advantage = versionAdvantage('OUTPUT', trade(1000n, 500n), trade(994n, 500n), 'v3')
    expect(advantage).toEqual({
      kind: 'costs-less',
      other: 'v3',
      gain: { numerator: 3000n, denominator: 500000n },
    })
    expect(advantage?.kind === 'costs-less' && formatGainPercent(advantage.gain)).toBe('0.6%')
  })

  it('is null when the other router costs the same or more', () => {
    expect(versionAdvantage('OUTPUT', trade(1000n, 500n), trade(1000n, 500n), 'v2')).toBeNull()
    expect(versionAdvantage('OUTPUT', trade(1000n, 500n), trade(1001n, 500n), 'v2')).toBeNull()
  })
})

describe('gain as a percentage', () => {
  it.each([
    [{ numerator: 6n, denominator: 1000n }, '0.6%'],
    [{ numerator: 12n, denominator: 100n }, '12%'],
    [{ numerator: 1n, denominator: 3n }, '33.3%'],
    [{ numerator: 2n, denominator: 3n }, '66.7%'],
    // Half a tenth rounds up; just below it rounds down.
    [{ numerator: 5n, denominator: 10_000n }, '0.1%'],
    [{ numerator: 4_999n, denominator: 10_000_000n }, '<0.1%'],
    [{ numerator: 1n, denominator: 10n ** 30n }, '<0.1%'],
    [{ numerator: 3n, denominator: 1n }, '300%'],
  ])('%o reads %s', (gain, text) => {
    expect(formatGainPercent(gain)).toBe(text)
  })
})

describe('holding the verdict while quotes load', () => {
  const v2More: VersionAdvantage = {
    kind: 'gives-more',
    other: 'v2',
    gain: { numerator: 6n, denominator: 1000n },
  }
  const settled = holdAdvantage(null, 'ETH>DAI', true, v2More)

  it('shows a settled verdict', () => {
    expect(settled).toEqual({ key: 'ETH>DAI', advantage: v2More })
  })

  it('keeps the last settled verdict of the same form while either side loads or syncs', () => {
    expect(holdAdvantage(settled, 'ETH>DAI', false, null)).toBe(settled)
    expect(holdAdvantage(settled, 'ETH>DAI', false, { kind: 'only-route', other: 'v2' })).toBe(settled)
  })

  it('shows nothing for a new pair, side or router until both sides settle', () => {
    const waiting = holdAdvantage(settled, 'ETH>USDC', false, v2More)
    expect(waiting).toEqual({ key: 'ETH>USDC', advantage: null })
    expect(holdAdvantage(waiting, 'ETH>USDC', false, v2More)).toBe(waiting)
    expect(holdAdvantage(waiting, 'ETH>USDC', true, v2More)).toEqual({ key: 'ETH>USDC', advantage: v2More })
  })

  it('replaces the verdict once settled again, and keeps the same object when it is equal', () => {
    const equal: VersionAdvantage = { ...v2More, gain: { numerator: 12n, denominator: 2000n } }
    expect(holdAdvantage(settled, 'ETH>DAI', true, equal)).toBe(settled)
    const gone: HeldAdvantage = holdAdvantage(settled, 'ETH>DAI', true, null)
    expect(gone).toEqual({ key: 'ETH>DAI', advantage: null })
    expect(holdAdvantage(gone, 'ETH>DAI', true, null)).toBe(gone)
    const v3Only = holdAdvantage(gone, 'ETH>DAI', true, { kind: 'only-route', other: 'v3' })
    expect(v3Only.advantage).toEqual({ kind: 'only-route', other: 'v3' })
  })
})
