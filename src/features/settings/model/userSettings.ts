// The persisted user settings (spec 1 §3 "User settings") and the rules applied to a stored copy on each
// app load (spec 1 §4 "Settings migration on version update").

import { DEFAULT_DEADLINE_SECONDS, isValidDeadlineSeconds } from './deadline.ts'
import { isValidSlippageBps, type SlippageSetting } from './slippage.ts'

export type SavedToken = {
  chainId: number
  address: string
  decimals: number
  symbol?: string
  name?: string
}

export type SavedPair = { token0: SavedToken; token1: SavedToken }

export type UserSettings = {
  arbitrumAlphaAcknowledged: boolean
  /** null: follow the system. */
  userDarkMode: boolean | null
  matchesDarkMode: boolean
  userExpertMode: boolean
  userLocale: string | null
  userSingleHopOnly: boolean
  userHideClosedPositions: boolean
  /** Approvals and permits for the exact amount a write needs, never unlimited (off: unlimited first). */
  userApproveExact: boolean
  userSlippageTolerance: SlippageSetting
  /** Set once the old fixed defaults (10, 50, 100 bps) have been moved to 'auto'; new users start with it set. */
  userSlippageToleranceHasBeenMigratedToAuto: boolean
  userDeadline: number
  /** Imported tokens by chain id, then by address. */
  tokens: Record<number, Record<string, SavedToken>>
  /** Saved pairs by chain id, then by pair key. */
  pairs: Record<number, Record<string, SavedPair>>
  timestamp: number
  URLWarningVisible: boolean
}

export function defaultUserSettings(now: number): UserSettings {
  return {
    arbitrumAlphaAcknowledged: false,
    userDarkMode: null,
    matchesDarkMode: false,
    userExpertMode: false,
    userLocale: null,
    userSingleHopOnly: false,
    userHideClosedPositions: false,
    userApproveExact: false,
    userSlippageTolerance: 'auto',
    userSlippageToleranceHasBeenMigratedToAuto: true,
    userDeadline: DEFAULT_DEADLINE_SECONDS,
    tokens: {},
    pairs: {},
    timestamp: now,
    URLWarningVisible: true,
  }
}

type Check = (value: unknown) => boolean

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isBoolean: Check = (v) => typeof v === 'boolean'
const isNullableBoolean: Check = (v) => v === null || typeof v === 'boolean'
const isNullableString: Check = (v) => v === null || typeof v === 'string'
const isFiniteNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v)
// Slippage and deadline are repaired by the migration, so any number (or 'auto') is accepted here.
const isSlippageLike: Check = (v) => v === 'auto' || isFiniteNumber(v)

const FIELD_CHECKS: Record<Exclude<keyof UserSettings, 'tokens' | 'pairs'>, Check> = {
  arbitrumAlphaAcknowledged: isBoolean,
  userDarkMode: isNullableBoolean,
  matchesDarkMode: isBoolean,
  userExpertMode: isBoolean,
  userLocale: isNullableString,
  userSingleHopOnly: isBoolean,
  userHideClosedPositions: isBoolean,
  userApproveExact: isBoolean,
  userSlippageTolerance: isSlippageLike,
  userSlippageToleranceHasBeenMigratedToAuto: isBoolean,
  userDeadline: isFiniteNumber,
  timestamp: isFiniteNumber,
  URLWarningVisible: isBoolean,
}

function parseSavedToken(value: unknown): SavedToken | null {
  if (!isRecord(value)) return null
  const { chainId, address, decimals, symbol, name } = value
  if (typeof chainId !== 'number' || !Number.isInteger(chainId)) return null
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) return null
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return null
  const token: SavedToken = { chainId, address, decimals }
  if (typeof symbol === 'string') token.symbol = symbol
  if (typeof name === 'string') token.name = name
  return token
}

function parseByChain<T>(
  value: unknown,
  parse: (entry: unknown) => T | null,
): Record<number, Record<string, T>> {
  const out: Record<number, Record<string, T>> = {}
  if (!isRecord(value)) return out
  for (const [chainKey, entries] of Object.entries(value)) {
    const chainId = Number(chainKey)
    if (!Number.isInteger(chainId) || !isRecord(entries)) continue
    const kept: [string, T][] = []
    for (const [key, entry] of Object.entries(entries)) {
      const parsed = parse(entry)
      if (parsed !== null) kept.push([key, parsed])
    }
    // fromEntries defines own properties: a stored '__proto__' key stays a key, not the record's prototype.
    out[chainId] = Object.fromEntries(kept)
  }
  return out
}

/**
 * A stored value read back: the settings when every field has its type (missing fields take their
 * defaults), or null when the value is not settings at all (the caller then starts from the defaults).
 */
export function parseUserSettings(raw: unknown, now: number): UserSettings | null {
  if (!isRecord(raw)) return null
  const defaults = defaultUserSettings(now)
  const merged: Record<string, unknown> = { ...defaults }
  for (const [field, check] of Object.entries(FIELD_CHECKS)) {
    if (!(field in raw)) continue
    if (!check(raw[field])) return null
    merged[field] = raw[field]
  }
  // Stores written before the one-time migration existed have no flag: they still need it.
  if (!('userSlippageToleranceHasBeenMigratedToAuto' in raw))
    merged.userSlippageToleranceHasBeenMigratedToAuto = false
  merged.tokens = parseByChain(raw.tokens, parseSavedToken)
  merged.pairs = parseByChain(raw.pairs, (entry) => {
    if (!isRecord(entry)) return null
    const token0 = parseSavedToken(entry.token0)
    const token1 = parseSavedToken(entry.token1)
    return token0 && token1 ? { token0, token1 } : null
  })
  return merged as UserSettings
}

const sameSavedToken = (a: SavedToken | undefined, b: SavedToken) =>
  a !== undefined &&
  a.chainId === b.chainId &&
  a.address === b.address &&
  a.decimals === b.decimals &&
  a.symbol === b.symbol &&
  a.name === b.name

/** A saved pair's key: its addresses in the pair contract's order, '{token0};{token1}' as the 2021 app kept them. */
export function savedPairKey(pair: SavedPair): string {
  return `${pair.token0.address};${pair.token1.address}`
}

/**
 * The saved pairs with `pair` added under its chain, its tokens put in the pair contract's order. The same
 * object comes back when nothing changes (the pair is already saved as it is, or it is no pair: a malformed
 * token, tokens of two chains, one token twice), so that saving on every render of a found pool writes nothing.
 */
export function withSavedPair(pairs: UserSettings['pairs'], pair: SavedPair): UserSettings['pairs'] {
  const a = parseSavedToken(pair.token0)
  const b = parseSavedToken(pair.token1)
  if (!a || !b || a.chainId !== b.chainId) return pairs
  const lowerA = a.address.toLowerCase()
  const lowerB = b.address.toLowerCase()
  if (lowerA === lowerB) return pairs
  const sorted: SavedPair = lowerA < lowerB ? { token0: a, token1: b } : { token0: b, token1: a }
  const key = savedPairKey(sorted)
  const saved = pairs[a.chainId]?.[key]
  if (saved && sameSavedToken(saved.token0, sorted.token0) && sameSavedToken(saved.token1, sorted.token1))
    return pairs
  return { ...pairs, [a.chainId]: { ...pairs[a.chainId], [key]: sorted } }
}

const OLD_FIXED_SLIPPAGE_BPS = new Set([10, 50, 100])

/** The rules applied to stored settings on every app load. */
export function migrateUserSettings(settings: UserSettings): UserSettings {
  let { userSlippageTolerance, userSlippageToleranceHasBeenMigratedToAuto } = settings
  if (userSlippageTolerance !== 'auto' && !isValidSlippageBps(userSlippageTolerance)) {
    userSlippageTolerance = 'auto'
  } else if (
    userSlippageTolerance !== 'auto' &&
    OLD_FIXED_SLIPPAGE_BPS.has(userSlippageTolerance) &&
    !userSlippageToleranceHasBeenMigratedToAuto
  ) {
    userSlippageTolerance = 'auto'
    userSlippageToleranceHasBeenMigratedToAuto = true
  }
  const userDeadline = isValidDeadlineSeconds(settings.userDeadline)
    ? settings.userDeadline
    : DEFAULT_DEADLINE_SECONDS

  const pairs: UserSettings['pairs'] = {}
  for (const [chainKey, byKey] of Object.entries(settings.pairs)) {
    const chainId = Number(chainKey)
    const kept: [string, SavedPair][] = []
    for (const [key, pair] of Object.entries(byKey)) {
      const sameChain = pair.token0.chainId === chainId && pair.token1.chainId === chainId
      const differ = pair.token0.address.toLowerCase() !== pair.token1.address.toLowerCase()
      if (sameChain && differ) kept.push([key, pair])
    }
    pairs[chainId] = Object.fromEntries(kept)
  }
  return {
    ...settings,
    userSlippageTolerance,
    userSlippageToleranceHasBeenMigratedToAuto,
    userDeadline,
    pairs,
  }
}
