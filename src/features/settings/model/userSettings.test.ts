import { describe, expect, it } from 'vitest'
import {
  defaultUserSettings,
  migrateUserSettings,
  parseUserSettings,
  type UserSettings,
  withSavedPair,
} from './userSettings.ts'

const NOW = 1_700_000_000_000
const A = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const B = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

function settings(patch: Partial<UserSettings>): UserSettings {
  return { ...defaultUserSettings(NOW), ...patch }
}

describe('user settings defaults', () => {
  it('follow the system theme, auto slippage, a 1800 s deadline, expert mode off', () => {
    const d = defaultUserSettings(NOW)
    expect(d.userDarkMode).toBeNull()
    expect(d.userSlippageTolerance).toBe('auto')
    expect(d.userDeadline).toBe(1800)
    expect(d.userExpertMode).toBe(false)
    expect(d.userSlippageToleranceHasBeenMigratedToAuto).toBe(true)
    expect(d.URLWarningVisible).toBe(true)
  })
})

describe('settings migration on version update', () => {
  it('slippage that is not an integer 0–5000 resets to auto', () => {
    for (const bad of [-1, 5001, 12.5, Number.NaN])
      expect(migrateUserSettings(settings({ userSlippageTolerance: bad })).userSlippageTolerance).toBe('auto')
    expect(migrateUserSettings(settings({ userSlippageTolerance: 5000 })).userSlippageTolerance).toBe(5000)
  })

  it('the old values 10, 50, 100 migrate to auto once', () => {
    for (const old of [10, 50, 100]) {
      const once = migrateUserSettings(
        settings({ userSlippageTolerance: old, userSlippageToleranceHasBeenMigratedToAuto: false }),
      )
      expect(once.userSlippageTolerance).toBe('auto')
      expect(once.userSlippageToleranceHasBeenMigratedToAuto).toBe(true)
    }
    // After the one-time migration a user may choose 0.5% again and keep it.
    const chosen = settings({ userSlippageTolerance: 50, userSlippageToleranceHasBeenMigratedToAuto: true })
    expect(migrateUserSettings(chosen).userSlippageTolerance).toBe(50)
  })

  it('a deadline outside 60–10800 s resets to 1800', () => {
    for (const bad of [59, 10_801, 90.5])
      expect(migrateUserSettings(settings({ userDeadline: bad })).userDeadline).toBe(1800)
    expect(migrateUserSettings(settings({ userDeadline: 60 })).userDeadline).toBe(60)
  })

  it('saved pairs are kept only when both tokens share the chain and differ', () => {
    const token = (chainId: number, address: string) => ({ chainId, address, decimals: 18 })
    const migrated = migrateUserSettings(
      settings({
        pairs: {
          1: {
            ok: { token0: token(1, A), token1: token(1, B) },
            otherChain: { token0: token(1, A), token1: token(5, B) },
            same: { token0: token(1, A), token1: token(1, A.toLowerCase()) },
          },
        },
      }),
    )
    expect(Object.keys(migrated.pairs[1] ?? {})).toEqual(['ok'])
  })
})

describe('reading stored settings', () => {
  it('keeps every valid field and fills missing ones with defaults', () => {
    const parsed = parseUserSettings({ userExpertMode: true, userDeadline: 600 }, NOW)
    expect(parsed?.userExpertMode).toBe(true)
    expect(parsed?.userDeadline).toBe(600)
    expect(parsed?.userLocale).toBeNull()
  })

  it('a store from before the one-time migration still gets it', () => {
    const parsed = parseUserSettings({ userSlippageTolerance: 50 }, NOW)
    expect(parsed && migrateUserSettings(parsed).userSlippageTolerance).toBe('auto')
  })

  it('rejects a value that is not settings, or a field of the wrong type', () => {
    expect(parseUserSettings('garbage', NOW)).toBeNull()
    expect(parseUserSettings(null, NOW)).toBeNull()
    expect(parseUserSettings([1, 2], NOW)).toBeNull()
    expect(parseUserSettings({ userExpertMode: 'yes' }, NOW)).toBeNull()
    expect(parseUserSettings({ userDarkMode: 1 }, NOW)).toBeNull()
  })

  it('drops malformed saved tokens and pairs instead of failing', () => {
    const parsed = parseUserSettings(
      {
        tokens: {
          1: { [A]: { chainId: 1, address: A, decimals: 18, symbol: 'DAI' }, bad: { address: 'x' } },
        },
        pairs: { 1: { p: { token0: 'nope' } } },
      },
      NOW,
    )
    expect(Object.keys(parsed?.tokens[1] ?? {})).toEqual([A])
    expect(parsed?.pairs[1]).toEqual({})
  })
})

describe('saving a pair', () => {
  const dai = { chainId: 1, address: A, decimals: 18, symbol: 'DAI', name: 'Dai Stablecoin' }
  const usdc = { chainId: 1, address: B, decimals: 6, symbol: 'USDC', name: 'USD Coin' }

  it("keeps it under its chain, in the pair contract's order, keyed '{token0};{token1}'", () => {
    const pairs = withSavedPair({}, { token0: usdc, token1: dai })
    expect(pairs).toEqual({ 1: { [`${A};${B}`]: { token0: dai, token1: usdc } } })
  })

  it('returns the same object when the pair is already saved as it is', () => {
    const once = withSavedPair({}, { token0: dai, token1: usdc })
    expect(withSavedPair(once, { token0: usdc, token1: dai })).toBe(once)
    const renamed = withSavedPair(once, { token0: dai, token1: { ...usdc, symbol: 'USDC.e' } })
    expect(renamed[1]?.[`${A};${B}`]?.token1.symbol).toBe('USDC.e')
  })

  it('ignores what is no pair: one token twice, two chains, a malformed token', () => {
    const none = {}
    expect(withSavedPair(none, { token0: dai, token1: { ...dai, address: A.toLowerCase() } })).toBe(none)
    expect(withSavedPair(none, { token0: dai, token1: { ...usdc, chainId: 5 } })).toBe(none)
    expect(withSavedPair(none, { token0: dai, token1: { ...usdc, address: '0x1234' } })).toBe(none)
    expect(withSavedPair(none, { token0: dai, token1: { ...usdc, decimals: 1.5 } })).toBe(none)
  })

  it('leaves the pairs of other chains alone', () => {
    const mainnet = withSavedPair({}, { token0: dai, token1: usdc })
    const both = withSavedPair(mainnet, {
      token0: { ...dai, chainId: 5 },
      token1: { ...usdc, chainId: 5 },
    })
    expect(both[1]).toBe(mainnet[1])
    expect(Object.keys(both[5] ?? {})).toEqual([`${A};${B}`])
  })
})
