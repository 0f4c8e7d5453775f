import { describe, expect, it } from 'vitest'
import { claimBlockerOf, deriveStakeForm, withdrawBlockerOf } from './stakingForms.ts'

const form = (typed: string, balance: bigint | undefined = 10n ** 18n, connected = true) =>
  deriveStakeForm({ connected, typed, balance, decimals: 18 })

describe('the deposit form', () => {
  it("asks to 'Connect Wallet' without an account", () => {
    expect(form('1', 10n ** 18n, false)).toEqual({ amount: null, blocker: 'connect-wallet' })
  })
  it('takes an amount up to the unstaked balance', () => {
    expect(form('0.5')).toEqual({ amount: 5n * 10n ** 17n, blocker: null })
    expect(form('1')).toEqual({ amount: 10n ** 18n, blocker: null })
  })
  it("asks to 'Enter an amount' above the unstaked balance", () => {
    expect(form('1.000000000000000001')).toEqual({ amount: null, blocker: 'enter-amount' })
  })
  it.each(['', '.', '0', 'abc', '1e3', '0.0000000000000000001'])(
    "asks to 'Enter an amount' for %j",
    (typed) => {
      expect(form(typed).blocker).toBe('enter-amount')
    },
  )
  it('has no amount while the balance is unknown', () => {
    const unknown = deriveStakeForm({ connected: true, typed: '1', balance: undefined, decimals: 18 })
    expect(unknown.blocker).toBe('enter-amount')
  })
})

describe('withdraw and claim', () => {
  it("withdraw asks to 'Connect a wallet', then needs a stake", () => {
    expect(withdrawBlockerOf(false, 1n)).toBe('connect-a-wallet')
    expect(withdrawBlockerOf(true, 0n)).toBe('enter-amount')
    expect(withdrawBlockerOf(true, 1n)).toBeNull()
  })
  it("claim asks to 'Connect Wallet', then needs a reward", () => {
    expect(claimBlockerOf(false, 1n)).toBe('connect-wallet')
    expect(claimBlockerOf(true, 0n)).toBe('enter-amount')
    expect(claimBlockerOf(true, 1n)).toBeNull()
  })
})
