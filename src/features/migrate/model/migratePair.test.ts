import { INIT_CODE_HASH } from '@uniswap/v2-sdk'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { create2PairAddress } from '../../../lib/create2PairAddress.ts'
import { type MigrateChain, type MigratePairReads, migrateFactories, migratePair } from './migratePair.ts'

const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const V2_FACTORY: Address = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const SUSHI_FACTORY: Address = '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac'
const SUSHI_HASH = '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303'
const V2_PAIR: Address = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'
const SUSHI_PAIR: Address = '0x397FF1542f962076d0BFE58eA045FfA2d347ACa0'

const MAINNET: MigrateChain = {
  contracts: { v2Factory: V2_FACTORY, forkV2Factory: SUSHI_FACTORY },
  v2Fork: { label: 'SushiSwap', pairInitCodeHash: SUSHI_HASH },
}
const FACTORIES = migrateFactories(MAINNET, INIT_CODE_HASH)

const pairReads = (factory: Address): MigratePairReads => ({
  token0: USDC,
  token1: WETH,
  factory,
  totalSupply: 10n ** 18n,
})

describe('migrateFactories', () => {
  it("are v2's and, where the chain has one, the fork's, each with its pairs' init code hash", () => {
    expect(FACTORIES).toEqual([
      { factory: V2_FACTORY, pairInitCodeHash: INIT_CODE_HASH, source: { kind: 'v2' } },
      { factory: SUSHI_FACTORY, pairInitCodeHash: SUSHI_HASH, source: { kind: 'fork', label: 'SushiSwap' } },
    ])
    expect(
      migrateFactories({ contracts: { v2Factory: V2_FACTORY }, v2Fork: null }, INIT_CODE_HASH),
    ).toHaveLength(1)
    expect(migrateFactories({ contracts: {}, v2Fork: null }, INIT_CODE_HASH)).toEqual([])
  })
})

describe('migratePair', () => {
  it('a v2 pair and a fork pair, each at the address its factory gives its tokens', () => {
    expect(migratePair(V2_PAIR, pairReads(V2_FACTORY), FACTORIES)).toEqual({
      kind: 'pair',
      pair: V2_PAIR,
      token0: USDC,
      token1: WETH,
      factory: FACTORIES[0],
    })
    const fork = migratePair(
      SUSHI_PAIR.toLowerCase() as Address,
      pairReads(SUSHI_FACTORY.toLowerCase() as Address),
      FACTORIES,
    )
    expect(fork).toMatchObject({
      kind: 'pair',
      pair: SUSHI_PAIR,
      factory: { source: { kind: 'fork', label: 'SushiSwap' } },
    })
  })

  it('waits while any read is pending', () => {
    for (const key of ['token0', 'token1', 'factory', 'totalSupply'] as const)
      expect(migratePair(V2_PAIR, { ...pairReads(V2_FACTORY), [key]: undefined }, FACTORIES)).toEqual({
        kind: 'loading',
      })
  })

  it('a token (it has a supply but no pair reads) is not a pair; an account answers nothing', () => {
    const none = { token0: null, token1: null, factory: null }
    expect(migratePair(USDC, { ...none, totalSupply: 10n ** 15n }, FACTORIES)).toEqual({ kind: 'not-a-pair' })
    expect(migratePair(USDC, { ...none, totalSupply: null }, FACTORIES)).toEqual({ kind: 'not-a-contract' })
  })

  it('a pair of another factory says which', () => {
    const other: Address = '0x1097053Fd2ea711dad45caCcc45EfF7548fCB362'
    expect(migratePair(V2_PAIR, pairReads(other), FACTORIES)).toEqual({
      kind: 'other-factory',
      factory: other,
    })
    // Without the fork on the chain, the fork's pairs are another factory's.
    const v2Only = migrateFactories({ contracts: { v2Factory: V2_FACTORY }, v2Fork: null }, INIT_CODE_HASH)
    expect(migratePair(SUSHI_PAIR, pairReads(SUSHI_FACTORY), v2Only)).toEqual({
      kind: 'other-factory',
      factory: SUSHI_FACTORY,
    })
  })

  it('a contract answering like a pair at an address no factory gives those tokens is not one', () => {
    const impostor: Address = '0x00000000000000000000000000000000DeaDBeef'
    expect(migratePair(impostor, pairReads(V2_FACTORY), FACTORIES)).toEqual({ kind: 'not-a-pair' })
    // The v2 pair claiming the fork's factory is at the wrong address for it.
    expect(migratePair(V2_PAIR, pairReads(SUSHI_FACTORY), FACTORIES)).toEqual({ kind: 'not-a-pair' })
    expect(migratePair(V2_PAIR, { ...pairReads(V2_FACTORY), token1: USDC }, FACTORIES)).toEqual({
      kind: 'not-a-pair',
    })
    expect(migratePair(V2_PAIR, { ...pairReads(V2_FACTORY), totalSupply: null }, FACTORIES)).toEqual({
      kind: 'not-a-pair',
    })
    expect(migratePair(V2_PAIR, { ...pairReads(V2_FACTORY), factory: null }, FACTORIES)).toEqual({
      kind: 'not-a-pair',
    })
    expect(
      create2PairAddress({
        factory: V2_FACTORY,
        pairInitCodeHash: INIT_CODE_HASH,
        tokenA: USDC,
        tokenB: WETH,
      }),
    ).toBe(V2_PAIR)
  })
})
