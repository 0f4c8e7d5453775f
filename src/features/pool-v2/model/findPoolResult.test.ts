import { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { FindPoolPair } from './findPoolPair.ts'
import { type FindPoolReads, type FindReadState, findPoolResult } from './findPoolResult.ts'

const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH', 'Wrapped Ether')
const LP: Address = '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11'
const PAIR: FindPoolPair = { kind: 'pair', token0: DAI, token1: WETH, liquidityToken: LP }
const E18 = 10n ** 18n

const answered = <T>(result: T | undefined): FindReadState<T> => ({ loading: false, failed: false, result })
const LOADING_READ = { loading: true, failed: false, result: undefined }
const NO_ANSWER = { loading: false, failed: true, result: undefined }

const reads = (patch: Partial<FindPoolReads> = {}): FindPoolReads => ({
  tokenBalances: [answered(5n), answered(0n)],
  reserves: answered([2_000n * E18, E18] as const),
  totalSupply: answered(100n * E18),
  held: answered(10n * E18),
  ...patch,
})

describe('findPoolResult', () => {
  it('passes on select and Invalid pair from the pair', () => {
    expect(findPoolResult({ kind: 'select' }, reads())).toEqual({ kind: 'select' })
    expect(findPoolResult({ kind: 'invalid' }, reads())).toEqual({ kind: 'invalid' })
  })

  it('Pool Found with the position when the account holds LP tokens', () => {
    const result = findPoolResult(PAIR, reads())
    if (result.kind !== 'found') throw new Error(result.kind)
    expect(result.position.liquidityToken).toBe(LP)
    expect(result.position.held).toBe(10n * E18)
    expect(result.position.staked).toBe(0n)
    expect(result.position.shareText).toBe('10.00%')
    expect(result.position.pooled0.quotient.toString()).toBe((200n * E18).toString())
  })

  it('no liquidity yet when the pool exists and the account holds none', () => {
    expect(findPoolResult(PAIR, reads({ held: answered(0n) }))).toEqual({ kind: 'no-liquidity' })
  })

  it('a v2 pair counts as not found if both reserves are zero, or when nothing answers at its address', () => {
    expect(findPoolResult(PAIR, reads({ reserves: answered([0n, 0n] as const) }))).toEqual({
      kind: 'not-found',
    })
    expect(findPoolResult(PAIR, reads({ reserves: answered<readonly [bigint, bigint]>(undefined) }))).toEqual(
      { kind: 'not-found' },
    )
    expect(findPoolResult(PAIR, reads({ reserves: answered([0n, 1n] as const) })).kind).toBe('found')
  })

  it('Invalid pair when a token does not answer balanceOf (no ERC-20)', () => {
    expect(
      findPoolResult(PAIR, reads({ tokenBalances: [answered(1n), answered<bigint>(undefined)] })),
    ).toEqual({
      kind: 'invalid',
    })
  })

  it('Loading while a read has no answer, or the node gave none', () => {
    for (const pending of [LOADING_READ, NO_ANSWER]) {
      expect(findPoolResult(PAIR, reads({ tokenBalances: [answered(1n), pending] })).kind).toBe('loading')
      expect(findPoolResult(PAIR, reads({ reserves: pending })).kind).toBe('loading')
      expect(findPoolResult(PAIR, reads({ held: pending })).kind).toBe('loading')
      expect(findPoolResult(PAIR, reads({ totalSupply: pending })).kind).toBe('loading')
    }
  })

  it('Loading while reads of two blocks do not add up (more LP held than supplied)', () => {
    expect(findPoolResult(PAIR, reads({ totalSupply: answered(E18) })).kind).toBe('loading')
  })
})
