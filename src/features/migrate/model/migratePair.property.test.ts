// Property test: whatever a contract at the route's address answers (any addresses, failures, pending
// reads), the classification never throws, calls a pair only what sits at its factory's address for its
// tokens, and always recognises a real pair of either factory.
import { INIT_CODE_HASH } from '@uniswap/v2-sdk'
import fc from 'fast-check'
import { type Address, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { create2PairAddress } from '../../../lib/create2PairAddress.ts'
import { type MigratePairReads, migrateFactories, migratePair } from './migratePair.ts'

const V2_FACTORY: Address = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const FORK_FACTORY: Address = '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac'
const FORK_HASH = '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303'
const FACTORIES = migrateFactories(
  {
    contracts: { v2Factory: V2_FACTORY, forkV2Factory: FORK_FACTORY },
    v2Fork: { label: 'SushiSwap', pairInitCodeHash: FORK_HASH },
  },
  INIT_CODE_HASH,
)
const TOKENS: Address[] = [
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  '0x6B175474E89094C44Da98b954EedeAC495271d0F',
]

const anyAddress = fc.oneof(
  fc.constantFrom<Address>(...TOKENS, V2_FACTORY, FORK_FACTORY),
  fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`)),
)
const read = <T>(value: fc.Arbitrary<T>) => fc.oneof(value, fc.constant(null), fc.constant(undefined))
const randomReads: fc.Arbitrary<MigratePairReads> = fc.record({
  token0: read(anyAddress),
  token1: read(anyAddress),
  factory: read(anyAddress),
  totalSupply: read(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })),
})

/** A real pair of either factory with its honest reads. */
const realPair = fc
  .tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...TOKENS), fc.constantFrom(...FACTORIES))
  .filter(([a, b]) => a !== b)
  .map(([a, b, factory]) => {
    const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
    const pair = create2PairAddress({ ...factory, tokenA: a, tokenB: b })
    return { pair, reads: { token0, token1, factory: factory.factory, totalSupply: 10n ** 18n } }
  })

describe('migratePair on any answers', () => {
  it('never throws; a pair is only ever at the CREATE2 address of its tokens under a known factory', () => {
    const cases = fc.oneof(
      fc.record({ pair: anyAddress, reads: randomReads }),
      // A real pair's address answering anything.
      fc.tuple(realPair, randomReads).map(([real, reads]) => ({ pair: real.pair, reads })),
    )
    fc.assert(
      fc.property(cases, ({ pair, reads }) => {
        const result = migratePair(pair, reads, FACTORIES)
        if (result.kind !== 'pair') return
        expect(result.pair.toLowerCase()).toBe(pair.toLowerCase())
        expect(create2PairAddress({ ...result.factory, tokenA: result.token0, tokenB: result.token1 })).toBe(
          result.pair,
        )
      }),
    )
  })

  it('recognises every real pair of v2 and of the fork', () => {
    fc.assert(
      fc.property(realPair, ({ pair, reads }) => {
        expect(migratePair(pair, reads, FACTORIES)).toMatchObject({
          kind: 'pair',
          pair,
          factory: { factory: reads.factory },
        })
      }),
    )
  })
})
