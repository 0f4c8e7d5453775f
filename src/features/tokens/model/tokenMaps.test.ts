import type { TokenList } from '@uniswap/token-lists'
import { describe, expect, it } from 'vitest'
import { tokenMapOrEmpty } from './tokenMaps.ts'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

function list(tokens: unknown): TokenList {
  return {
    name: 'Stored',
    timestamp: '2021-01-01T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    tokens,
  } as TokenList
}

describe('tokenMapOrEmpty', () => {
  it("gives the list's tokens by chain and lower-case address", () => {
    const map = tokenMapOrEmpty(
      list([{ chainId: 1, address: DAI, name: 'Dai', symbol: 'DAI', decimals: 18 }]),
    )
    expect(map[1]?.[DAI.toLowerCase()]?.symbol).toBe('DAI')
  })

  it("logs 'Could not show token list due to error' and gives nothing for a list that cannot be read", () => {
    const logged: string[] = []
    const map = tokenMapOrEmpty(list({ not: 'an array' }), (message) => logged.push(message))
    expect(map).toEqual({})
    expect(logged).toEqual(['Could not show token list due to error'])
  })
})
