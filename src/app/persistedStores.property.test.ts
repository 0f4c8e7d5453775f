// Property tests (quality guide "Reliability": persisted stores are versioned and validated on read): whatever
// local storage holds for the user settings, the token lists or the transaction history — junk text, foreign
// JSON, another version, a valid value with one field corrupted — loading never throws and gives either a
// valid state or that store's defaults with a message.

import validate from 'virtual:token-list-validator'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidDeadlineSeconds } from '../features/settings/model/deadline.ts'
import { isValidSlippageBps } from '../features/settings/model/slippage.ts'
import { defaultUserSettings, type UserSettings } from '../features/settings/model/userSettings.ts'
import { USER_SETTINGS_CODEC } from '../features/settings/store.ts'
import { type ListsState, listDefaults, listsCodec } from '../features/tokens/index.ts'
import { TRANSACTIONS_CODEC, type TransactionsState } from '../features/transactions/index.ts'
import { loadPersisted, type PersistCodec } from '../storage/persistedStore.ts'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HASH = /^0x[0-9a-fA-F]{64}$/
const LISTS_CODEC = listsCodec(listDefaults(null), { validate, log: () => {} })

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value))

function expectValidSettings(s: UserSettings): void {
  const defaults = defaultUserSettings(0)
  for (const key of Object.keys(defaults) as (keyof UserSettings)[]) expect(s).toHaveProperty(key)
  for (const key of [
    'arbitrumAlphaAcknowledged',
    'matchesDarkMode',
    'userExpertMode',
    'userSingleHopOnly',
    'userHideClosedPositions',
    'userApproveExact',
    'userSlippageToleranceHasBeenMigratedToAuto',
    'URLWarningVisible',
  ] as const)
    expect(typeof s[key]).toBe('boolean')
  expect([null, true, false]).toContain(s.userDarkMode)
  expect(s.userLocale === null || typeof s.userLocale === 'string').toBe(true)
  expect(s.userSlippageTolerance === 'auto' || isValidSlippageBps(s.userSlippageTolerance)).toBe(true)
  expect(isValidDeadlineSeconds(s.userDeadline)).toBe(true)
  expect(Number.isFinite(s.timestamp)).toBe(true)
  for (const byChain of [s.tokens, s.pairs]) {
    expect(isPlainRecord(byChain)).toBe(true)
    for (const [chain, entries] of Object.entries(byChain)) {
      expect(Number.isInteger(Number(chain))).toBe(true)
      expect(isPlainRecord(entries), `chain ${chain} entries are plain data`).toBe(true)
    }
  }
  for (const entries of Object.values(s.tokens))
    for (const token of Object.values(entries)) {
      expect(token.address).toMatch(ADDRESS)
      expect(Number.isInteger(token.decimals) && token.decimals >= 0 && token.decimals <= 255).toBe(true)
    }
  for (const [chain, entries] of Object.entries(s.pairs))
    for (const { token0, token1 } of Object.values(entries)) {
      expect(token0.chainId === Number(chain) && token1.chainId === Number(chain)).toBe(true)
      expect(token0.address.toLowerCase()).not.toBe(token1.address.toLowerCase())
    }
}

function expectValidLists(s: ListsState): void {
  expect(isPlainRecord(s.byUrl)).toBe(true)
  for (const entry of Object.values(s.byUrl)) {
    expect(entry.loadingRequestId).toBeNull()
    expect(entry.error === null || typeof entry.error === 'string').toBe(true)
    for (const list of [entry.current, entry.pendingUpdate])
      if (list !== null) {
        expect(typeof list.name).toBe('string')
        expect(Array.isArray(list.tokens)).toBe(true)
      }
  }
  // Every active list is one the state holds (its own entry, not something inherited like 'toString').
  for (const url of s.activeListUrls) expect(Object.hasOwn(s.byUrl, url), `active ${url}`).toBe(true)
  // The default lists are always there after the load's reconciliation.
  for (const url of listDefaults(null).all) expect(Object.hasOwn(s.byUrl, url)).toBe(true)
}

function expectValidTransactions(s: TransactionsState): void {
  expect(isPlainRecord(s)).toBe(true)
  for (const [chain, byHash] of Object.entries(s)) {
    expect(Number.isInteger(Number(chain)) && Number(chain) > 0).toBe(true)
    expect(isPlainRecord(byHash)).toBe(true)
    for (const [hash, record] of Object.entries(byHash)) {
      expect(record.hash).toBe(hash)
      expect(hash).toMatch(HASH)
      expect(record.chainId).toBe(Number(chain))
      expect(record.from).toMatch(ADDRESS)
      expect(typeof record.addedTime).toBe('number')
      if (record.receipt) {
        expect(record.receipt.transactionHash).toMatch(HASH)
        expect([undefined, 0, 1]).toContain(record.receipt.status)
      }
    }
  }
}

type Case<T> = { codec: PersistCodec<T>; check: (state: T) => void; valid: fc.Arbitrary<unknown> }

const hex = (bytes: number) =>
  fc
    .uint8Array({ minLength: bytes, maxLength: bytes })
    .map((b) => `0x${[...b].map((x) => x.toString(16).padStart(2, '0')).join('')}`)
const savedToken = (chainId: number) =>
  fc.record({ chainId: fc.constant(chainId), address: hex(20), decimals: fc.integer({ min: 0, max: 255 }) })

const validSettings = fc.record({
  userDarkMode: fc.constantFrom(null, true, false),
  userExpertMode: fc.boolean(),
  userSlippageTolerance: fc.oneof(fc.constant('auto'), fc.integer({ min: 0, max: 5000 })),
  userDeadline: fc.integer({ min: 60, max: 10_800 }),
  userLocale: fc.option(fc.string({ maxLength: 8 }), { nil: null }),
  timestamp: fc.nat(),
  tokens: fc.dictionary(
    fc.constantFrom('1', '10', '31337'),
    fc.dictionary(fc.string({ maxLength: 6 }), savedToken(1)),
  ),
  pairs: fc
    .tuple(savedToken(1), savedToken(1))
    .map(([token0, token1]) => ({ 1: { [`${token0.address}-${token1.address}`]: { token0, token1 } } })),
})
const validLists = fc.record({
  byUrl: fc.constant(
    Object.fromEntries(
      [...listDefaults(null).all, 'https://lists.example/extra.json'].map((url) => [
        url,
        { current: null, pendingUpdate: null, loadingRequestId: null, error: null },
      ]),
    ),
  ),
  activeListUrls: fc.subarray([...listDefaults(null).all]),
  lastInitializedDefaultListOfLists: fc.constant([...listDefaults(null).all]),
})
const validTransactions = fc
  .tuple(hex(32), hex(20), fc.nat(), fc.boolean())
  .map(([hash, from, addedTime, withReceipt]) => ({
    1: {
      [hash]: {
        hash,
        chainId: 1,
        from,
        addedTime,
        summary: 'Swap 1 ETH for 2,000 DAI',
        ...(withReceipt
          ? {
              receipt: {
                blockHash: hash,
                blockNumber: 5,
                contractAddress: null,
                from,
                to: null,
                transactionHash: hash,
                transactionIndex: 0,
                status: 1,
              },
            }
          : {}),
      },
    },
  }))

const asCase = <T>(c: Case<T>) => c as unknown as Case<unknown>
const CASES: [string, Case<unknown>][] = [
  ['user settings', asCase({ codec: USER_SETTINGS_CODEC, check: expectValidSettings, valid: validSettings })],
  ['token lists', asCase({ codec: LISTS_CODEC, check: expectValidLists, valid: validLists })],
  [
    'transactions',
    asCase({ codec: TRANSACTIONS_CODEC, check: expectValidTransactions, valid: validTransactions }),
  ],
]

// Keys that are dangerous as plain-object keys, and values that break naive checks.
const nastyKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '',
  '1e3',
  '-1',
)
const junkValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, -1, 1.5, 1e308, '', 'auto', 'NaN', [], {}, '<script>window.__pwned=1</script>'),
  fc.dictionary(nastyKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.array(nastyKey, { minLength: 1, maxLength: 3 }),
  savedToken(1),
)

function storageWith(text: string | null) {
  return { getItem: () => text, setItem: () => {} }
}

/** Every path to a value inside `json`. */
function pathsOf(json: unknown, prefix: string[] = []): string[][] {
  const here = [prefix]
  if (typeof json === 'object' && json !== null)
    return here.concat(...Object.entries(json).map(([k, v]) => pathsOf(v, [...prefix, k])))
  return here
}
function withValueAt(json: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value
  const [head = '', ...rest] = path
  const copy: Record<string, unknown> = Array.isArray(json) ? ([...json] as never) : { ...(json as object) }
  // defineProperty, so that a '__proto__' key is an own key, as JSON.parse makes it.
  Object.defineProperty(copy, head, {
    value: withValueAt(copy[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  })
  return copy
}

describe('loading stored values keyed by inherited property names', () => {
  const DAI = { chainId: 1, address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', decimals: 18 }

  it('the lists store never counts an inherited name (toString, __proto__) as an active list', () => {
    const state = {
      byUrl: {},
      activeListUrls: ['toString', '__proto__', 'constructor', 'hasOwnProperty'],
      lastInitializedDefaultListOfLists: [...listDefaults(null).all],
    }
    const { state: loaded } = loadPersisted(storageWith(JSON.stringify({ version: 1, state })), LISTS_CODEC)
    expectValidLists(loaded)
    expect(loaded.activeListUrls.length).toBeGreaterThan(0)
  })

  it("a saved token stored under the key '__proto__' leaves the settings plain data", () => {
    const text = `{"version":1,"state":{"tokens":{"1":{"__proto__":${JSON.stringify(DAI)}}},"pairs":{"1":{"__proto__":{"token0":${JSON.stringify(DAI)},"token1":${JSON.stringify({ ...DAI, address: DAI.address.replace('6B', '7C') })}}}}}}`
    const { state } = loadPersisted(storageWith(text), USER_SETTINGS_CODEC)
    expectValidSettings(state)
  })
})

describe.each(CASES)('loading the stored %s', (_name, { codec, check, valid }) => {
  const load = (text: string | null) => {
    const result = loadPersisted(storageWith(text), codec)
    check(result.state)
    return result
  }

  it('junk text, foreign JSON or another version: never a throw, a valid state or the defaults with a message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.tuple(fc.jsonValue(), junkValue).map(([version, state]) => JSON.stringify({ version, state })),
          junkValue.map((state) => JSON.stringify({ version: codec.version, state })),
          fc.constantFrom(
            '',
            'null',
            '{}',
            '[]',
            '{"version":1}',
            '{"state":{}}',
            '{"__proto__":{"version":1,"state":{}}}',
          ),
        ),
        (text) => {
          const result = load(text)
          expect(result.problem === null || typeof result.problem === 'string').toBe(true)
        },
      ),
      { numRuns: 600 },
    )
  })

  it('a valid stored value loads as itself, without a message', () => {
    fc.assert(
      fc.property(valid, (state) => {
        expect(load(JSON.stringify({ version: codec.version, state })).problem).toBeNull()
      }),
      { numRuns: 300 },
    )
  })

  it('a valid value with one field replaced by junk (any key, including __proto__): a valid state or the defaults', () => {
    fc.assert(
      fc.property(
        valid,
        fc.nat(),
        fc.option(nastyKey, { nil: undefined }),
        junkValue,
        (state, pick, key, junk) => {
          const paths = pathsOf(state)
          const at = paths[pick % paths.length] ?? []
          const path = key === undefined ? at : [...at, key]
          const corrupted = withValueAt(state, path, junk)
          load(JSON.stringify({ version: codec.version, state: corrupted }))
        },
      ),
      { numRuns: 400 },
    )
  })
})
