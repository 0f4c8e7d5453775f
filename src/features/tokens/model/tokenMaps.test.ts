import type { TokenList } from '@uniswap/token-lists'
import { afterEach, describe, expect, it } from 'vitest'
import { combineTokenMaps, listToTokenMap, tokenMapOrEmpty, tokensOfChain } from './tokenMaps.ts'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

function list(tokens: unknown, extra: Record<string, unknown> = {}): TokenList {
  return {
    name: 'Stored',
    timestamp: '2021-01-01T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    tokens,
    ...extra,
  } as TokenList
}

const dai = { chainId: 1, address: DAI, name: 'Dai', symbol: 'DAI', decimals: 18 }
const usdc = { chainId: 1, address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 }

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort()
const PROTOTYPE_KEYS = prototypeKeys()

afterEach(() => {
  // A test that failed must not leave the prototype polluted for the next one.
  for (const key of prototypeKeys())
    if (!PROTOTYPE_KEYS.includes(key)) delete (Object.prototype as Record<string, unknown>)[key]
})

describe('tokenMapOrEmpty', () => {
  it("gives the list's tokens by chain and lower-case address", () => {
    const map = tokenMapOrEmpty(list([dai]))
    expect(map.get(1)?.get(DAI.toLowerCase())?.symbol).toBe('DAI')
  })

  it("logs 'Could not show token list due to error' and gives nothing for a list that cannot be read", () => {
    const logged: string[] = []
    const map = tokenMapOrEmpty(list({ not: 'an array' }), (message) => logged.push(message))
    expect(map.size).toBe(0)
    expect(logged).toEqual(['Could not show token list due to error'])
  })
})

describe('token maps of hostile lists', () => {
  it("a token with chain id '__proto__' leaves Object.prototype untouched and is left out", () => {
    // As JSON.parse makes it: '__proto__' as an own key, both as a chain id and as an address.
    const hostile = JSON.parse(
      `[{"chainId":"__proto__","address":"${DAI}","name":"x","symbol":"x","decimals":18},` +
        `{"chainId":1,"address":"__proto__","name":"y","symbol":"y","decimals":18},` +
        `{"__proto__":{"polluted":true},"chainId":1,"address":"${USDC}","name":"z","symbol":"z","decimals":6}]`,
    ) as unknown[]
    const map = tokenMapOrEmpty(list([...hostile, dai]))
    expect(prototypeKeys()).toEqual(PROTOTYPE_KEYS)
    expect(({} as Record<string, unknown>)[DAI.toLowerCase()]).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect([...map.keys()]).toEqual([1])
    expect(tokensOfChain(map, 1).map((t) => t.address)).toEqual([USDC, DAI])
  })

  it('leaves out malformed tokens and keeps the rest of the list', () => {
    const malformed = [
      null,
      'DAI',
      { ...dai, chainId: -1 },
      { ...dai, chainId: 1.5 },
      { ...dai, address: 5 },
      { ...dai, address: '0x1234' },
      { ...dai, decimals: 256 },
      { ...dai, decimals: '18' },
    ]
    const map = tokenMapOrEmpty(list([...malformed, usdc]), () => {
      throw new Error('nothing to log: the list is readable')
    })
    expect(tokensOfChain(map, 1).map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('cleans names, symbols, tags and the list name; odd tags and missing texts do not break it', () => {
    const map = listToTokenMap(
      list(
        [
          {
            ...dai,
            symbol: 'D\u202eAI',
            name: 'Dai\u200b Stable\u0000coin',
            tags: ['stable', 'toString', 7],
          },
          { ...usdc, symbol: { not: 'text' }, name: undefined, tags: 'stable' },
        ],
        { name: 'Stored\u202e', tags: { stable: { name: 'Stable\u2066coin', description: '' } } },
      ),
    )
    const [first, second] = tokensOfChain(map, 1)
    expect(first).toMatchObject({ symbol: 'DAI', name: 'Dai Stablecoin', listName: 'Stored' })
    expect(first?.tags).toEqual(['Stablecoin', 'toString'])
    expect(second).toMatchObject({ symbol: 'UNKNOWN', name: 'Unknown Token' })
    expect(second?.tags).toBeUndefined()
  })

  it('keeps the first token for an address within a list, and the earlier list across lists', () => {
    const one = listToTokenMap(list([dai, { ...dai, symbol: 'DAI2' }]))
    expect(tokensOfChain(one, 1).map((t) => t.symbol)).toEqual(['DAI'])
    const merged = combineTokenMaps([one, listToTokenMap(list([{ ...dai, symbol: 'LOW' }, usdc]))])
    expect(tokensOfChain(merged, 1).map((t) => t.symbol)).toEqual(['DAI', 'USDC'])
    expect(tokensOfChain(merged, 5)).toEqual([])
    expect(tokensOfChain(merged, undefined)).toEqual([])
  })
})
