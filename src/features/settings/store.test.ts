import { describe, expect, it, vi } from 'vitest'
import type { StorageLike } from '../../storage/persistedStore.ts'
import { createUserSettingsStore, USER_SETTINGS_CODEC } from './store.ts'

function memory(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) }
}

describe('user settings store', () => {
  it('keeps every setting across sessions', () => {
    vi.useFakeTimers()
    try {
      const storage = memory()
      const first = createUserSettingsStore({ storage })
      first.actions.setUserExpertMode(true)
      first.actions.setUserSlippageTolerance(123)
      first.actions.setUserDeadline(600)
      first.actions.setUserDarkMode(true)
      vi.advanceTimersByTime(1000)
      const second = createUserSettingsStore({ storage }).store.getState()
      expect(second).toMatchObject({
        userExpertMode: true,
        userSlippageTolerance: 123,
        userDeadline: 600,
        userDarkMode: true,
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('applies the settings migration to what was stored', () => {
    const storage = memory()
    storage.items.set(
      USER_SETTINGS_CODEC.key,
      JSON.stringify({ version: 1, state: { userSlippageTolerance: 50, userDeadline: 5 } }),
    )
    expect(createUserSettingsStore({ storage }).store.getState()).toMatchObject({
      userSlippageTolerance: 'auto',
      userDeadline: 1800,
    })
  })

  it('starts from the defaults, with a console message, when the stored value is garbage', () => {
    const storage = memory()
    storage.items.set(USER_SETTINGS_CODEC.key, 'not json at all')
    const log = vi.fn()
    expect(createUserSettingsStore({ storage, log }).store.getState()).toMatchObject({
      userExpertMode: false,
      userSlippageTolerance: 'auto',
    })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('dex:user'))
  })

  it('saves and removes imported tokens per chain', () => {
    const { store, actions } = createUserSettingsStore({ storage: memory() })
    const token = {
      chainId: 1,
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      decimals: 18,
      symbol: 'DAI',
    }
    actions.addSavedToken(token)
    expect(store.getState().tokens[1]?.[token.address]).toEqual(token)
    actions.removeSavedToken(1, token.address)
    expect(store.getState().tokens[1]).toEqual({})
  })

  it('saves a found pair once, keeps it across sessions, and writes nothing when it is saved again', () => {
    vi.useFakeTimers()
    try {
      const storage = memory()
      const first = createUserSettingsStore({ storage })
      const dai = { chainId: 1, address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', decimals: 18 }
      const usdc = { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 }
      first.actions.addSavedPair({ token0: usdc, token1: dai })
      const saved = first.store.getState()
      expect(Object.values(saved.pairs[1] ?? {})).toEqual([{ token0: dai, token1: usdc }])
      first.actions.addSavedPair({ token0: dai, token1: usdc })
      expect(first.store.getState()).toBe(saved)
      vi.advanceTimersByTime(1000)
      const second = createUserSettingsStore({ storage }).store.getState()
      expect(Object.values(second.pairs[1] ?? {})).toEqual([{ token0: dai, token1: usdc }])
    } finally {
      vi.useRealTimers()
    }
  })
})
