// Decoded with the V3Migrator build's own ABI, so the calldata is checked against the contract, not against
// the fragments that encoded it.
import artifact from '@uniswap/v3-periphery/artifacts/contracts/V3Migrator.sol/V3Migrator.json' with {
  type: 'json',
}
import { type Abi, type Address, decodeFunctionData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildMigrateCall, type MigrateCallParams } from './buildMigrateCall.ts'
import type { MigrateTerms } from './deriveMigration.ts'

const abi = artifact.abi as Abi
const MIGRATOR: Address = '0x0DCd1Bf9A1b36cE34237eEaFef220932846BCD82'
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TERMS: MigrateTerms = {
  pair: '0xEde1BDF02050b7a0E966557CAbC8CA0668d83094',
  liquidity: 10n ** 17n,
  token0: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  token1: '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d',
  fee: 3000,
  tickLower: -207_240,
  tickUpper: -195_240,
  amount0Min: 49n * 10n ** 18n,
  amount1Min: 99_000n * 10n ** 6n,
  createPool: null,
}
const PERMIT = {
  amount: TERMS.liquidity,
  deadline: 1_700_001_200n,
  v: 27,
  r: `0x${'11'.repeat(32)}` as Hex,
  s: `0x${'22'.repeat(32)}` as Hex,
}

function params(overrides: Partial<MigrateCallParams> = {}): MigrateCallParams {
  return {
    migrator: MIGRATOR,
    terms: TERMS,
    recipient: ACCOUNT,
    deadline: 1_700_001_800n,
    permit: null,
    source: { kind: 'v2' },
    symbols: { token0: 'WETH', token1: 'USDC' },
    ...overrides,
  }
}

function decodedCalls(data: Hex) {
  const outer = decodeFunctionData({ abi, data })
  expect(outer.functionName).toBe('multicall')
  const [calls] = outer.args as [Hex[]]
  return calls.map((call) => decodeFunctionData({ abi, data: call }))
}

const migrateArgs = (deadline: bigint) => ({
  pair: TERMS.pair,
  liquidityToMigrate: TERMS.liquidity,
  percentageToMigrate: 100,
  token0: TERMS.token0,
  token1: TERMS.token1,
  fee: 3000,
  tickLower: TERMS.tickLower,
  tickUpper: TERMS.tickUpper,
  amount0Min: TERMS.amount0Min,
  amount1Min: TERMS.amount1Min,
  recipient: ACCOUNT,
  deadline,
  refundAsETH: true,
})

describe('buildMigrateCall', () => {
  it('approved, into an existing pool: a multicall of migrate alone, 100 %, refunded as ETH, no value', () => {
    const call = buildMigrateCall(params())
    expect(call).toMatchObject({ to: MIGRATOR, value: 0n })
    const calls = decodedCalls(call.data)
    expect(calls.map((entry) => entry.functionName)).toEqual(['migrate'])
    expect(calls[0]?.args).toEqual([migrateArgs(1_700_001_800n)])
    expect(call.summary).toMatchObject({
      ...TERMS,
      recipient: ACCOUNT,
      deadline: 1_700_001_800n,
      permitted: false,
    })
  })

  it('signed, into a new pool: selfPermit, then the pool created at its price, then migrate by the permit’s deadline', () => {
    const sqrtPriceX96 = 3_543_191_142_285_914_205_922_034n
    const call = buildMigrateCall(
      params({ permit: PERMIT, terms: { ...TERMS, createPool: { sqrtPriceX96 } } }),
    )
    const calls = decodedCalls(call.data)
    expect(calls.map((entry) => entry.functionName)).toEqual([
      'selfPermit',
      'createAndInitializePoolIfNecessary',
      'migrate',
    ])
    expect(calls[0]?.args).toEqual([TERMS.pair, TERMS.liquidity, PERMIT.deadline, 27, PERMIT.r, PERMIT.s])
    expect(calls[1]?.args).toEqual([TERMS.token0, TERMS.token1, 3000, sqrtPriceX96])
    expect(calls[2]?.args).toEqual([migrateArgs(PERMIT.deadline)])
    expect(call.summary).toMatchObject({
      deadline: PERMIT.deadline,
      permitted: true,
      createPool: { sqrtPriceX96 },
    })
  })

  it("reports 'Migrate' 'V2->V3' or the fork's 'SushiSwap->V3', labelled symbol0/symbol1", () => {
    expect(buildMigrateCall(params()).summary.analytics).toEqual({
      category: 'Migrate',
      action: 'V2->V3',
      label: 'WETH/USDC',
    })
    const fork = buildMigrateCall(params({ source: { kind: 'fork', label: 'SushiSwap' } }))
    expect(fork.summary.analytics.action).toBe('SushiSwap->V3')
  })

  it('refuses terms that cannot migrate: no LP, an empty range, tokens out of order, a permit for less', () => {
    const terms = (changes: Partial<MigrateTerms>) => params({ terms: { ...TERMS, ...changes } })
    expect(() => buildMigrateCall(terms({ liquidity: 0n }))).toThrow(RangeError)
    expect(() => buildMigrateCall(terms({ tickLower: TERMS.tickUpper }))).toThrow(RangeError)
    expect(() => buildMigrateCall(terms({ token0: TERMS.token1, token1: TERMS.token0 }))).toThrow(RangeError)
    expect(() => buildMigrateCall(terms({ amount0Min: -1n }))).toThrow(RangeError)
    expect(() => buildMigrateCall(params({ permit: { ...PERMIT, amount: TERMS.liquidity - 1n } }))).toThrow(
      'The permit covers less than the balance',
    )
  })
})
