import { describe, expect, it } from 'vitest'
import {
  countdownOf,
  durationPartsOf,
  FALLBACK_PERIOD_FINISH,
  isStakingActive,
  REWARDS_DURATION_SECONDS,
} from './stakingSchedule.ts'

const END = 2_000_000_000n
const BEGIN = END - REWARDS_DURATION_SECONDS

describe('the active rule', () => {
  it('is active while periodFinish is later than the block time', () => {
    expect(isStakingActive(END, END - 1n)).toBe(true)
  })
  it('is inactive once the block time reaches periodFinish', () => {
    expect(isStakingActive(END, END)).toBe(false)
    expect(isStakingActive(END, END + 1n)).toBe(false)
  })
  it('is active when periodFinish is missing', () => {
    expect(isStakingActive(null, END * 2n)).toBe(true)
  })
})

describe('the countdown', () => {
  it("reads 'Rewards begin in' until 60 days before the end", () => {
    expect(countdownOf(END, BEGIN - 10n)).toEqual({ phase: 'begins', secondsLeft: 10n })
  })
  it("reads 'Rewards end in' from the start to the end", () => {
    expect(countdownOf(END, BEGIN)).toEqual({ phase: 'ends', secondsLeft: REWARDS_DURATION_SECONDS })
    expect(countdownOf(END, END - 1n)).toEqual({ phase: 'ends', secondsLeft: 1n })
  })
  it("reads 'Rewards have ended!' from the end", () => {
    expect(countdownOf(END, END)).toEqual({ phase: 'ended' })
  })
  it('counts to the fallback end 1605571200 while periodFinish is unknown', () => {
    expect(FALLBACK_PERIOD_FINISH).toBe(1_605_571_200n)
    expect(countdownOf(null, 1_605_571_100n)).toEqual({ phase: 'ends', secondsLeft: 100n })
    expect(countdownOf(null, 1_600_387_199n)).toEqual({ phase: 'begins', secondsLeft: 1n })
  })
  it('starts 60 days before the end', () => {
    expect(REWARDS_DURATION_SECONDS).toBe(5_184_000n)
  })
})

describe('durationPartsOf', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(durationPartsOf(86_400n * 2n + 3_600n * 3n + 60n * 4n + 5n)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    })
  })
})
