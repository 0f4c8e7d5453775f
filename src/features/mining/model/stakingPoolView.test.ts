import { describe, expect, it } from 'vitest'
import { formatApr, formatUnclaimed, formatUsd, stakingPoolViewOf } from './stakingPoolView.ts'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const E18 = 10n ** 18n
const info = {
  pool: {
    stakingRewards: '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711',
    stakingToken: '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11',
    tokens: [
      { address: WETH, decimals: 18, symbol: 'WETH' },
      { address: DAI, decimals: 18, symbol: 'DAI' },
    ],
  },
  active: true,
  rewardRate: E18 / 100n,
  individualRate: E18 / 1000n,
  staked: 3n * E18,
  stakedUsd: 1_234_567.8,
  apr: 0.1234,
} as const

describe('stakingPoolViewOf', () => {
  it('shows the weekly rates as rate × 604800', () => {
    const view = stakingPoolViewOf(info, WETH)
    expect(view.weeklyPoolRate).toBe('6048')
    expect(view.weeklyAccountRate).toBe('604.8')
  })
  it('shows the pair, its link, its deposits, APR and the account stake', () => {
    expect(stakingPoolViewOf(info, WETH)).toMatchObject({
      pair: 'WETH-DAI',
      path: `/uni/ETH/${DAI}`,
      depositedUsd: '$1,234,568',
      apr: '12.34%',
      staked: '3',
    })
  })
  it("writes the rates, the stake, the deposits and the APR in the locale's way", () => {
    expect(stakingPoolViewOf({ ...info, staked: 3n * E18 + E18 / 2n }, WETH, 'de-DE')).toMatchObject({
      depositedUsd: '1.234.568\u00a0$',
      weeklyPoolRate: '6048',
      apr: '12,34\u00a0%',
      weeklyAccountRate: '604,8',
      staked: '3,5',
    })
  })
  it('shows no rate and no APR once the pool has ended', () => {
    const view = stakingPoolViewOf({ ...info, active: false }, WETH)
    expect(view.weeklyPoolRate).toBe('0')
    expect(view.apr).toBeNull()
  })
  it('shows the unclaimed UNI with 4 decimals, rounded down', () => {
    expect(formatUnclaimed(1_234_567_890_000_000_000_000n)).toBe('1234.5678')
    expect(formatUnclaimed(0n)).toBe('0.0000')
  })
  it('formats unknown values as null', () => {
    expect(formatUsd(1234.4)).toBe('$1,234')
    expect(formatUsd(1234.4, 'de-DE')).toBe('1.234\u00a0$')
    expect(formatApr(0.12345)).toBe('12.35%')
    expect(formatApr(0.12345, 'de-DE')).toBe('12,35\u00a0%')
    expect(formatApr(0.12345, 'ar-SA')).not.toMatch(/[\u0660-\u0669]/)
    expect(formatUsd(null)).toBeNull()
    expect(formatApr(null)).toBeNull()
  })
})
