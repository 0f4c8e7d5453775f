import { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { routingConfigOf } from '../../../lib/routing/routingBases.ts'
import type { WrappedNative } from '../../../lib/sdk/sdkCurrency.ts'
import {
  type SavedPairInput,
  type SavedTokenInput,
  type TrackedPair,
  trackedPairsOf,
} from './trackedPairs.ts'

const FACTORY: Address = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const WETH: WrappedNative = {
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
}
const mainnet = routingConfigOf(1, WETH)
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'

const saved = (address: string, extra: Partial<SavedTokenInput> = {}): SavedTokenInput => ({
  chainId: 1,
  address,
  decimals: 18,
  symbol: 'X',
  ...extra,
})
const track = (savedPairs: readonly SavedPairInput[] = [], factory: Address | null = FACTORY) =>
  trackedPairsOf({ chainId: 1, factory: factory ?? undefined, ...mainnet, savedPairs })
const names = (pairs: readonly TrackedPair[]) => pairs.map((p) => `${p.token0.symbol}/${p.token1.symbol}`)

describe('trackedPairsOf', () => {
  it("tracks every combination of mainnet's bases, then the pinned pairs not already among them", () => {
    const pairs = track()
    // 5 bases give 10 pairs; USDC/USDT and DAI/USDT are pinned too but tracked once.
    expect(pairs).toHaveLength(11)
    expect(names(pairs).at(-1)).toBe('cUSDC/cDAI')
    expect(new Set(pairs.map((p) => p.liquidityToken)).size).toBe(11)
  })

  it('gives each pair in token0/token1 order with its LP address on the factory', () => {
    const wethDai = track().find((p) => names([p])[0] === 'DAI/WETH')
    expect(wethDai?.liquidityToken).toBe('0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11')
    const usdcWeth = track().find((p) => names([p])[0] === 'USDC/WETH')
    expect(usdcWeth?.liquidityToken).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
  })

  it("adds the user's saved pairs, in either token order, once", () => {
    const uniWeth: SavedPairInput = { token0: saved(UNI, { symbol: 'UNI' }), token1: saved(WETH.address) }
    const wethUni: SavedPairInput = { token0: uniWeth.token1, token1: uniWeth.token0 }
    const pairs = track([uniWeth, wethUni])
    expect(pairs).toHaveLength(12)
    expect(pairs.at(-1)?.token0.symbol).toBe('UNI')
  })

  it('keeps the bases’ token details when a saved pair is a base pair', () => {
    const pairs = track([{ token0: saved(DAI, { symbol: 'FAKE' }), token1: saved(WETH.address) }])
    expect(pairs).toHaveLength(11)
    expect(names(pairs)).not.toContain('FAKE/X')
  })

  it('checksums a saved address written in lower case, and dedupes it against the same pair', () => {
    const lower = { token0: saved(UNI.toLowerCase()), token1: saved(WETH.address.toLowerCase()) }
    const pairs = track([lower, { token0: saved(UNI), token1: saved(WETH.address) }])
    expect(pairs).toHaveLength(12)
    expect(pairs.at(-1)?.token0.address).toBe(UNI)
  })

  it('drops a saved pair of one token twice, in any case', () => {
    expect(track([{ token0: saved(UNI), token1: saved(UNI.toLowerCase()) }])).toHaveLength(11)
  })

  it("drops a saved pair with another chain's tokens, on either side", () => {
    const other = saved(UNI, { chainId: 10 })
    expect(track([{ token0: other, token1: saved(WETH.address) }])).toHaveLength(11)
    expect(track([{ token0: saved(WETH.address), token1: other }])).toHaveLength(11)
    expect(track([{ token0: other, token1: saved(DAI, { chainId: 10 }) }])).toHaveLength(11)
  })

  it('drops malformed saved tokens without throwing', () => {
    const hostile = [
      saved('0x1234'),
      saved('not an address'),
      saved(`0x${'g'.repeat(40)}`),
      saved(UNI, { decimals: 255 }),
      saved(UNI, { decimals: -1 }),
      saved(UNI, { decimals: 1.5 }),
      saved(UNI, { decimals: Number.NaN }),
      saved(UNI, { chainId: Number.NaN }),
      null as unknown as SavedTokenInput,
      {} as SavedTokenInput,
    ]
    for (const token of hostile) {
      expect(() => track([{ token0: token, token1: saved(WETH.address) }])).not.toThrow()
      expect(track([{ token0: token, token1: saved(WETH.address) }])).toHaveLength(11)
    }
    expect(track([null as unknown as SavedPairInput])).toHaveLength(11)
  })

  it('tracks nothing on a chain without a v2 factory (layer 2)', () => {
    expect(track([{ token0: saved(UNI), token1: saved(WETH.address) }], null)).toEqual([])
  })

  it('tracks only saved pairs where the bases are the wrapped native token alone', () => {
    const goerliWeth = new Token(5, '0xB4FBF271143F4FBf7B91A5ded31805e42b2208d6', 18, 'WETH', 'Wrapped Ether')
    const uni = { chainId: 5, address: UNI, decimals: 18, symbol: 'UNI' }
    const pairs = trackedPairsOf({
      chainId: 5,
      factory: FACTORY,
      bases: [goerliWeth],
      pinnedPairs: [],
      savedPairs: [{ token0: uni, token1: { ...uni, address: goerliWeth.address, symbol: 'WETH' } }],
    })
    expect(names(pairs)).toEqual(['UNI/WETH'])
  })
})
