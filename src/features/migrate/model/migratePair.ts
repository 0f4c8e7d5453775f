// Whether an address (from the URL: untrusted) is a pair the migrate page may migrate (spec 2 §2, issue #19
// "Bad input"): a pair of the chain's v2 factory or of its v2 fork. The pair's own reads (token0, token1,
// factory, totalSupply) say what it claims to be; it is that pair only if the factory's CREATE2 address for
// those tokens is this very address, so a contract cannot pass for a pair by answering like one. A token, an
// account, or a pair of another factory each get their kind, for the page to say so, and no transaction.
import type { Address, Hex } from 'viem'
import type { MigrateSource } from '../../../lib/analytics/migrateEvent.ts'
import { create2PairAddress } from '../../../lib/create2PairAddress.ts'

/** A factory whose pairs the page migrates, with the init code hash its pairs' addresses derive from. */
export type MigrateFactory = { factory: Address; pairInitCodeHash: Hex; source: MigrateSource }

/** The chain table's view of the factories (chain/chainInfo's ChainInfo fits). */
export type MigrateChain = {
  contracts: { v2Factory?: Address | undefined; forkV2Factory?: Address | undefined }
  v2Fork: { label: string; pairInitCodeHash: Hex } | null
}

/** Each read's result: undefined while read, null when it failed (reverted, or no contract answered). */
export type MigratePairReads = {
  token0: Address | null | undefined
  token1: Address | null | undefined
  factory: Address | null | undefined
  totalSupply: bigint | null | undefined
}

export type MigratePair =
  | { kind: 'loading' }
  /** Answers none of the reads: an account (EOA), or a contract that is neither pair nor token. */
  | { kind: 'not-a-contract' }
  /**
   * A token (it has a supply), a contract answering only some of a pair's reads, or one claiming a pair's
   * terms at an address no factory gives them.
   */
  | { kind: 'not-a-pair' }
  /** A pair of a factory that is neither v2's nor the chain's fork's. */
  | { kind: 'other-factory'; factory: Address }
  | { kind: 'pair'; pair: Address; token0: Address; token1: Address; factory: MigrateFactory }

/** v2's factory and the fork's, where the chain has them. */
export function migrateFactories(chain: MigrateChain, v2PairInitCodeHash: Hex): MigrateFactory[] {
  const factories: MigrateFactory[] = []
  const { v2Factory, forkV2Factory } = chain.contracts
  if (v2Factory)
    factories.push({ factory: v2Factory, pairInitCodeHash: v2PairInitCodeHash, source: { kind: 'v2' } })
  if (forkV2Factory && chain.v2Fork)
    factories.push({
      factory: forkV2Factory,
      pairInitCodeHash: chain.v2Fork.pairInitCodeHash,
      source: { kind: 'fork', label: chain.v2Fork.label },
    })
  return factories
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function migratePair(
  pair: Address,
  reads: MigratePairReads,
  factories: readonly MigrateFactory[],
): MigratePair {
  const { token0, token1, factory, totalSupply } = reads
  if (token0 === undefined || token1 === undefined || factory === undefined || totalSupply === undefined)
    return { kind: 'loading' }
  if (token0 === null && token1 === null && factory === null)
    return totalSupply === null ? { kind: 'not-a-contract' } : { kind: 'not-a-pair' }
  if (token0 === null || token1 === null || factory === null || totalSupply === null || same(token0, token1))
    return { kind: 'not-a-pair' }
  const known = factories.find((entry) => same(entry.factory, factory))
  if (!known) return { kind: 'other-factory', factory }
  const expected = create2PairAddress({
    factory: known.factory,
    pairInitCodeHash: known.pairInitCodeHash,
    tokenA: token0,
    tokenB: token1,
  })
  if (!same(expected, pair)) return { kind: 'not-a-pair' }
  return { kind: 'pair', pair: expected, token0, token1, factory: known }
}
