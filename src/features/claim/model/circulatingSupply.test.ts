import { describe, expect, it } from 'vitest'
import { circulatingSupply, UNI_TOTAL_SUPPLY, VESTING_SCHEDULES } from './circulatingSupply.ts'

const UNI = 10n ** 18n
const GENESIS = 1_600_387_200n
const DAY = 86_400n
const YEAR = 365n * DAY

describe('circulatingSupply', () => {
  it('is the 150M airdrop before any vesting starts', () => {
    expect(circulatingSupply(GENESIS - 1n, 0n)).toBe(150_000_000n * UNI)
    expect(circulatingSupply(GENESIS, 0n)).toBe(150_000_000n * UNI)
  })

  it('before the treasury cliff: the airdrop, mining and the team vest, the treasury does not', () => {
    const t = GENESIS + 10n * DAY
    const staking = (20_000_000n * UNI * 10n) / 60n
    const team = (160_000_000n * UNI * 10n * DAY) / YEAR
    expect(circulatingSupply(t, 0n)).toBe(150_000_000n * UNI + staking + team)
  })

  it('after the cliff the treasury counts from its start', () => {
    const t = GENESIS + 30n * DAY
    const treasury = (172_000_000n * UNI * 30n * DAY) / YEAR
    const team = (160_000_000n * UNI * 30n * DAY) / YEAR
    expect(circulatingSupply(t, 0n)).toBe(150_000_000n * UNI + 10_000_000n * UNI + treasury + team)
  })

  it('halfway through year 2', () => {
    const t = GENESIS + YEAR + YEAR / 2n
    const expected = 150_000_000n + 20_000_000n + 172_000_000n + 64_500_000n + 160_000_000n + 60_000_000n
    expect(circulatingSupply(t, 0n)).toBe(expected * UNI)
  })

  it('reaches the total supply once every schedule has ended, less what is unclaimed', () => {
    const end = GENESIS + 4n * YEAR
    expect(circulatingSupply(end, 0n)).toBe(UNI_TOTAL_SUPPLY)
    expect(circulatingSupply(end + 1000n * DAY, 1234n * UNI)).toBe(UNI_TOTAL_SUPPLY - 1234n * UNI)
  })

  it('the schedules and the airdrop add up to the total supply', () => {
    const sum = VESTING_SCHEDULES.reduce((s, v) => s + v.amount, 150_000_000n * UNI)
    expect(sum).toBe(UNI_TOTAL_SUPPLY)
  })

  it('never goes below zero', () => {
    expect(circulatingSupply(GENESIS, UNI_TOTAL_SUPPLY)).toBe(0n)
  })
})
