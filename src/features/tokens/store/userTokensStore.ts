// Tokens the user imported, by chain id and lower-case address, persisted under `dex:tokens`. The settings
// store has no saved-tokens field yet; this small store holds them until it does.
import { getAddress, isAddress } from 'viem'
import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  browserPageEvents,
  browserStorage,
  loadPersisted,
  type PageEvents,
  type PersistCodec,
  persistStore,
  type StorageLike,
} from '../../settings/index.ts'
import type { TokenCurrency } from '../model/currency.ts'

export type UserTokensState = Readonly<Record<number, Readonly<Record<string, TokenCurrency>>>>

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function parseToken(raw: unknown, chainId: number): TokenCurrency | null {
  if (!isObject(raw)) return null
  const { address, decimals, symbol, name } = raw
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) return null
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return null
  if (typeof symbol !== 'string' || typeof name !== 'string') return null
  return { kind: 'token', chainId, address: getAddress(address), decimals, symbol, name }
}

export function parseUserTokens(raw: unknown): UserTokensState | null {
  if (!isObject(raw)) return null
  const out: Record<number, Record<string, TokenCurrency>> = {}
  for (const [chainKey, tokens] of Object.entries(raw)) {
    const chainId = Number(chainKey)
    if (!Number.isInteger(chainId) || !isObject(tokens)) return null
    const byAddress: Record<string, TokenCurrency> = {}
    for (const value of Object.values(tokens)) {
      const token = parseToken(value, chainId)
      if (!token) return null
      byAddress[token.address.toLowerCase()] = token
    }
    out[chainId] = byAddress
  }
  return out
}

export const userTokensCodec: PersistCodec<UserTokensState> = {
  key: 'dex:tokens',
  version: 1,
  defaults: () => ({}),
  parse: parseUserTokens,
}

export type UserTokensStore = {
  store: StoreApi<UserTokensState>
  add(token: TokenCurrency): void
  remove(chainId: number, address: string): void
  clear(chainId: number): void
}

export function createUserTokensStore(
  storage: StorageLike,
  events?: PageEvents,
  log = console.warn,
): UserTokensStore {
  const loaded = loadPersisted(storage, userTokensCodec)
  if (loaded.problem) log(loaded.problem)
  const store = createStore<UserTokensState>()(() => loaded.state)
  persistStore(store, userTokensCodec, { storage, events, log })
  const set = (next: UserTokensState) => store.setState(next, true)
  return {
    store,
    add: (token) => {
      const { kind: _kind, chainId, address, decimals, symbol, name } = token
      const saved: TokenCurrency = { kind: 'token', chainId, address, decimals, symbol, name }
      const state = store.getState()
      set({ ...state, [chainId]: { ...state[chainId], [address.toLowerCase()]: saved } })
    },
    remove: (chainId, address) => {
      const state = store.getState()
      const { [address.toLowerCase()]: _removed, ...rest } = state[chainId] ?? {}
      set({ ...state, [chainId]: rest })
    },
    clear: (chainId) => set({ ...store.getState(), [chainId]: {} }),
  }
}

let userTokens: UserTokensStore | null = null

export function appUserTokens(): UserTokensStore {
  userTokens ??= createUserTokensStore(browserStorage(), browserPageEvents())
  return userTokens
}
