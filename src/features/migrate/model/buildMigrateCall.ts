// The migrate write (spec 2 §7): one V3Migrator multicall of [selfPermit of the LP token, when the user signed
// a permit instead of approving] + [createAndInitializePoolIfNecessary at the v2 price, when the pool is new]
// + migrate of 100 % of the LP balance into the range with the minimums, the WETH side refunded as ETH. A
// signed permit's deadline is the call's too (2021 behaviour: the permit is what must not go stale). Built
// from the terms the confirmation showed; comes with their summary and the analytics event to report.
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { v3MigratorAbi } from '../../../lib/abis/v3Migrator.ts'
import { pairEventLabel } from '../../../lib/analytics/liquidityEvent.ts'
import {
  MIGRATE_EVENT_CATEGORY,
  type MigrateSource,
  migrateEventAction,
} from '../../../lib/analytics/migrateEvent.ts'
import type { MigrateTerms } from './deriveMigration.ts'

/** An EIP-2612 permit of the LP token to the migrator, as signed (chain/permit's amount form fits). */
export type LpPermit = { amount: bigint; deadline: bigint; v: number; r: Hex; s: Hex }

export type MigrateCallParams = {
  migrator: Address
  terms: MigrateTerms
  recipient: Address
  /** Unix seconds; a signed permit's deadline replaces it. */
  deadline: bigint
  /** Null when the LP token is approved to the migrator on chain. */
  permit: LpPermit | null
  source: MigrateSource
  /** For the analytics label, in the pair's order. */
  symbols: { token0: string | undefined; token1: string | undefined }
}

export type MigrateCallSummary = MigrateTerms & {
  recipient: Address
  deadline: bigint
  permitted: boolean
  analytics: { category: typeof MIGRATE_EVENT_CATEGORY; action: string; label: string }
}

export type MigrateCall = { to: Address; data: Hex; value: 0n; summary: MigrateCallSummary }

const PERCENTAGE_TO_MIGRATE = 100

function validate(params: MigrateCallParams): void {
  const { terms, permit } = params
  if (terms.liquidity <= 0n) throw new RangeError('No LP tokens to migrate')
  if (terms.tickLower >= terms.tickUpper) throw new RangeError('The range is empty')
  if (terms.amount0Min < 0n || terms.amount1Min < 0n) throw new RangeError('Negative minimum')
  if (terms.token0.toLowerCase() >= terms.token1.toLowerCase()) throw new RangeError('Tokens out of order')
  // The migrator pulls the whole balance with transferFrom: a permit for less would make it revert.
  if (permit && permit.amount < terms.liquidity)
    throw new RangeError('The permit covers less than the balance')
}

export function buildMigrateCall(params: MigrateCallParams): MigrateCall {
  validate(params)
  const { migrator, terms, recipient, permit } = params
  const deadline = permit?.deadline ?? params.deadline
  const calls: Hex[] = []
  if (permit)
    calls.push(
      encodeFunctionData({
        abi: v3MigratorAbi,
        functionName: 'selfPermit',
        args: [terms.pair, permit.amount, permit.deadline, permit.v, permit.r, permit.s],
      }),
    )
  if (terms.createPool)
    calls.push(
      encodeFunctionData({
        abi: v3MigratorAbi,
        functionName: 'createAndInitializePoolIfNecessary',
        args: [terms.token0, terms.token1, terms.fee, terms.createPool.sqrtPriceX96],
      }),
    )
  calls.push(
    encodeFunctionData({
      abi: v3MigratorAbi,
      functionName: 'migrate',
      args: [
        {
          pair: terms.pair,
          liquidityToMigrate: terms.liquidity,
          percentageToMigrate: PERCENTAGE_TO_MIGRATE,
          token0: terms.token0,
          token1: terms.token1,
          fee: terms.fee,
          tickLower: terms.tickLower,
          tickUpper: terms.tickUpper,
          amount0Min: terms.amount0Min,
          amount1Min: terms.amount1Min,
          recipient,
          deadline,
          refundAsETH: true,
        },
      ],
    }),
  )
  const data = encodeFunctionData({ abi: v3MigratorAbi, functionName: 'multicall', args: [calls] })
  return {
    to: migrator,
    data,
    value: 0n,
    summary: {
      ...terms,
      recipient,
      deadline,
      permitted: permit !== null,
      analytics: {
        category: MIGRATE_EVENT_CATEGORY,
        action: migrateEventAction(params.source),
        label: pairEventLabel(params.symbols.token0, params.symbols.token1),
      },
    },
  }
}
