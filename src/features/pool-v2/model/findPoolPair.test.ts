import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import type { WrappedNative } from '../../../lib/sdk/sdkCurrency.ts'
import { type FindCurrency, type FindPoolPairParams, findPoolPair } from './findPoolPair.ts'

const FACTORY: Address = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const WETH: WrappedNative = {
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
}
const token = (address: string, symbol: string, chainId = 1): FindCurrency => ({
  kind: 'token',
  chainId,
  address,
  decimals: 18,
  symbol,
  name: symbol,
})
const ETH: FindCurrency = { kind: 'native', chainId: 1 }
const DAI = token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI')
const WETH_TOKEN = token(WETH.address, 'WETH')

const find = (
  currencyA: FindCurrency | null,
  currencyB: FindCurrency | null,
  patch: Partial<FindPoolPairParams> = {},
) => findPoolPair({ chainId: 1, factory: FACTORY, wrappedNative: WETH, currencyA, currencyB, ...patch })

describe('findPoolPair', () => {
  it('asks for a token while one is missing', () => {
    expect(find(ETH, null)).toEqual({ kind: 'select' })
    expect(find(null, DAI)).toEqual({ kind: 'select' })
  })

  it('pairs ETH as WETH, in the pair order, with the factory CREATE2 address', () => {
    const pair = find(ETH, DAI)
    if (pair.kind !== 'pair') throw new Error(pair.kind)
    expect(pair.token0.address).toBe(DAI.kind === 'token' ? DAI.address : '')
    expect(pair.token1.address).toBe(WETH.address)
    expect(pair.liquidityToken).toBe(pairAddressOf(pair.token0, pair.token1, FACTORY))
    expect(pair.liquidityToken).toBe('0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11')
    const reversed = find(DAI, WETH_TOKEN)
    expect(reversed.kind === 'pair' && reversed.liquidityToken).toBe(pair.liquidityToken)
  })

  it('Invalid pair for one token twice, or the native coin with its wrapped token', () => {
    expect(find(DAI, DAI)).toEqual({ kind: 'invalid' })
    expect(find(DAI, token('0x6b175474e89094c44da98b954eedeac495271d0f', 'dai'))).toEqual({ kind: 'invalid' })
    expect(find(ETH, WETH_TOKEN)).toEqual({ kind: 'invalid' })
    expect(find(ETH, ETH)).toEqual({ kind: 'invalid' })
  })

  it('Invalid pair for a token of another chain, an address that is none, or a chain without v2', () => {
    expect(find(ETH, token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI', 5))).toEqual({
      kind: 'invalid',
    })
    expect(find({ kind: 'native', chainId: 10 }, DAI)).toEqual({ kind: 'invalid' })
    expect(find(ETH, token('0x1234', 'BAD'))).toEqual({ kind: 'invalid' })
    expect(find(ETH, token('not an address', 'BAD'))).toEqual({ kind: 'invalid' })
    expect(find(ETH, DAI, { factory: undefined })).toEqual({ kind: 'invalid' })
  })
})
