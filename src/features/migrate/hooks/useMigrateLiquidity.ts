import type { Token } from '@uniswap/sdk-core'
import { useCallback, useMemo, useReducer, useState } from 'react'
import { type Address, getAddress } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import type { PermitSignature } from '../../../chain/permit.ts'
import { V2_LP_PERMIT_INFO } from '../../../chain/permitTokens.ts'
import { LIQUIDITY_EVENT_CATEGORY, trackEvent } from '../../analytics/index.ts'
import { type ApprovalTarget, usePermitOrApprove } from '../../approvals/index.ts'
import {
  type FeeTier,
  FULL_RANGE,
  INITIAL_MINT_FORM,
  mintFormReducer,
  type RangeSide,
  TICK_SPACING_BY_FEE,
  useMintPoolState,
  usePositionEngine,
  useRangeChart,
} from '../../pool-v3/index.ts'
import { useWriteSettings } from '../../settings/index.ts'
import { useTokenMetadata } from '../../tokens/index.ts'
import { useChainId, useConnection } from '../../wallet/index.ts'
import type { LpPermit } from '../model/buildMigrateCall.ts'
import type { MigrateView, Migration, Ticks } from '../model/migrateEngine.ts'
import type { MigratePair } from '../model/migratePair.ts'
import { type MigrateSnapshot, useMigrateAction } from './useMigrateAction.ts'
import { useMigrateEngine } from './useMigrateEngine.ts'
import { useMigratePairState } from './useMigratePairState.ts'

/** Every v2 pair's LP token has 18 decimals. */
const LP_DECIMALS = 18
/** 2021: the tier a migration starts with. */
const DEFAULT_FEE: FeeTier = 3000

export type MigrateLiquidity = ReturnType<typeof useMigrateLiquidity>

/**
 * The migrate page of one pair (spec 2 §2 "Migrate", §4 "Migrate flow", §5, §7, §9): what the address is, the
 * pair's tokens and the account's LP, the fee tier and the range (the add page's selector and chart), the
 * derivation (the position, minimums at the migration slippage, refunds, warnings), the LP tokens allowed to
 * the migrator (a 'Uniswap V2' permit for v2's pairs, an approval for the fork's), and the migration.
 */
export function useMigrateLiquidity(address: Address) {
  const chainId = useChainId()
  const connection = useConnection()
  const account: Address | undefined = connection.status === 'connected' ? connection.address : undefined
  const info = chainInfoOf(chainId)
  const migrator = info?.contracts.v3Migrator
  const state = useMigratePairState(chainId, account, address)
  const pair = state.pair.kind === 'pair' ? state.pair : null
  const meta0 = useTokenMetadata(chainId, pair?.token0 ?? null)
  const meta1 = useTokenMetadata(chainId, pair?.token1 ?? null)
  const engine = usePositionEngine(pair !== null)
  const migrateEngine = useMigrateEngine(pair !== null)
  const token0Meta = meta0.token
  const token1Meta = meta1.token
  const tokens = useMemo((): { token0: Token; token1: Token } | null => {
    if (!engine || !token0Meta || !token1Meta) return null
    try {
      return { token0: engine.toSdkToken(token0Meta), token1: engine.toSdkToken(token1Meta) }
    } catch {
      return null
    }
  }, [engine, token0Meta, token1Meta])
  const tokensMissing = meta0.status === 'not-found' || meta1.status === 'not-found'

  const [fee, setFee] = useState<FeeTier>(DEFAULT_FEE)
  const [inverted, setInverted] = useState(false)
  const [form, dispatch] = useReducer(mintFormReducer, INITIAL_MINT_FORM)
  const settings = useWriteSettings(chainId, 'migrate')

  const frame = useMemo(() => {
    if (!tokens) return null
    const spacing = TICK_SPACING_BY_FEE[fee] ?? 60
    return inverted
      ? { base: tokens.token1, quote: tokens.token0, spacing }
      : { base: tokens.token0, quote: tokens.token1, spacing }
  }, [tokens, fee, inverted])
  const v3Factory = info?.contracts.v3Factory
  const poolAddress = useMemo(
    () =>
      engine && tokens && v3Factory
        ? engine.poolAddressOf(tokens.token0, tokens.token1, fee, v3Factory)
        : null,
    [engine, tokens, fee, v3Factory],
  )
  const poolState = useMintPoolState(chainId, poolAddress)
  const range = useMemo(
    () => (engine && frame ? engine.rangeTicks(form.range, frame) : null),
    [engine, frame, form.range],
  )
  // An invalid range goes in as it is, for the derivation to say so.
  const tickLower = range && range.kind !== 'incomplete' ? range.tickLower : null
  const tickUpper = range && range.kind !== 'incomplete' ? range.tickUpper : null
  const ticks = useMemo(
    (): Ticks | null => (tickLower !== null && tickUpper !== null ? { tickLower, tickUpper } : null),
    [tickLower, tickUpper],
  )

  const migration = useMemo((): Migration | null => {
    if (!migrateEngine || !tokens) return null
    return migrateEngine.deriveMigration({
      pair: address,
      token0: tokens.token0,
      token1: tokens.token1,
      reserves: state.reserves,
      totalSupply: state.totalSupply,
      lpBalance: state.lpBalance,
      fee,
      poolState,
      ticks,
      slippageBps: settings.slippageBps,
    })
  }, [
    migrateEngine,
    tokens,
    address,
    state.reserves,
    state.totalSupply,
    state.lpBalance,
    fee,
    poolState,
    ticks,
    settings.slippageBps,
  ])

  const wrappedAddress = info?.wrappedNative.address
  const nativeSymbol = info?.nativeCurrency.symbol
  const view = useMemo((): MigrateView | null => {
    if (!migrateEngine || !migration || !tokens) return null
    const wrappedNative = wrappedAddress && nativeSymbol ? { address: wrappedAddress, nativeSymbol } : null
    return migrateEngine.migrateView({ migration, ...tokens, inverted, wrappedNative })
  }, [migrateEngine, migration, tokens, inverted, wrappedAddress, nativeSymbol])

  const bounds = engine && frame && range ? engine.rangeBounds(range, frame) : { min: '', max: '' }
  const outOfRange = migration?.warnings.some((warning) => warning.kind === 'one-sided') ?? false
  const price = migration?.pool && frame ? migration.pool.priceOf(frame.base) : null
  const brush = useCallback((next: { min?: string; max?: string }) => {
    if (next.min !== undefined) dispatch({ type: 'type-bound', side: 'min', text: next.min })
    if (next.max !== undefined) dispatch({ type: 'type-bound', side: 'max', text: next.max })
  }, [])
  const chart = useRangeChart({
    chainId,
    engine,
    frame,
    pool: migration?.pool ?? null,
    poolAddress,
    exists: migration?.poolExists === true,
    price,
    range,
    bounds,
    fee,
    brush,
  })
  const tickCurrent = migration?.pool?.tickCurrent ?? null
  const rangeEvents = {
    onTypeBound: (side: RangeSide, text: string) => dispatch({ type: 'type-bound', side, text }),
    onStep: (side: RangeSide, direction: -1 | 1) => {
      if (!engine || !frame) return
      dispatch({
        type: 'set-range',
        range: engine.stepBound(form.range, side, direction, frame, tickCurrent),
      })
    },
    onFullRange: () => {
      trackEvent(LIQUIDITY_EVENT_CATEGORY, 'Full Range Clicked')
      dispatch({ type: 'set-range', range: FULL_RANGE })
    },
    onToggleRate: () => {
      if (!engine || !frame) return
      dispatch({ type: 'set-range', range: engine.toggledRange(form.range, frame) })
      setInverted((value) => !value)
    },
  }
  const selectFee = (next: FeeTier) => {
    if (next === fee) return
    setFee(next)
    dispatch({ type: 'clear-range' })
  }

  const isV2 = pair?.factory.source.kind === 'v2'
  const lpBalance = state.lpBalance ?? null
  const target = useMemo(
    (): Exclude<ApprovalTarget, 'native'> | null =>
      pair && migrator && lpBalance !== null && lpBalance > 0n
        ? {
            token: getAddress(address),
            symbol: lpSymbolOf(pair),
            decimals: LP_DECIMALS,
            amount: lpBalance,
            spender: migrator,
          }
        : null,
    [pair, migrator, lpBalance, address],
  )
  const approval = usePermitOrApprove({
    chainId,
    account,
    target,
    permitAccepted: isV2,
    permitInfo: isV2 ? V2_LP_PERMIT_INFO : undefined,
  })
  const action = useMigrateAction({ chainId, account, migrator, deadline: settings.deadline })

  const permit = lpPermitOf(approval.permit)
  const snapshot = ((): MigrateSnapshot | null => {
    if (!pair || !migration?.terms || !view?.deposits || !view.refunds || !frame) return null
    return {
      review: {
        symbols: view.symbols,
        refundSymbols: view.refundSymbols,
        source: pair.factory.source.kind === 'fork' ? pair.factory.source.label : null,
        fee,
        range: { ...bounds, base: frame.base.symbol ?? '', quote: frame.quote.symbol ?? '' },
        deposits: view.deposits,
        refunds: view.refunds,
        createsPool: migration.terms.createPool !== null,
      },
      terms: migration.terms,
      permit,
      source: pair.factory.source,
    }
  })()
  const approved = approval.state === 'approved'
  const onMigrate =
    snapshot && approved && settings.deadline !== null && !action.succeeded
      ? () => action.review(snapshot)
      : null

  return {
    chainId,
    account,
    address,
    pairKind: state.pair.kind as MigratePair['kind'],
    pair,
    tokensMissing,
    lpBalance: state.lpBalance,
    fee,
    selectFee,
    migration,
    view,
    frame,
    range: {
      bounds,
      kind: range?.kind ?? ('incomplete' as const),
      outOfRange,
      chart,
      events: rangeEvents,
    },
    approval: {
      target,
      state: approval.state,
      signing: approval.signing,
      onApprove: () =>
        void approval.approve().catch((error: unknown) => console.error('Failed to approve token', error)),
    },
    onMigrate,
    succeeded: action.succeeded,
    dialog: action.dialog,
  }
}

/** The LP token's symbol as the pair's own contract names it (v2's, or the fork's). */
function lpSymbolOf(pair: Extract<MigratePair, { kind: 'pair' }>): string {
  return pair.factory.source.kind === 'fork' ? `${pair.factory.source.label} LP` : 'UNI-V2'
}

/** The signed permit as selfPermit takes it (LP tokens take the amount form only). */
function lpPermitOf(permit: PermitSignature | null): LpPermit | null {
  if (permit?.permitType !== 'amount') return null
  const { v, r, s, deadline, amount } = permit
  return { v, r, s, deadline, amount }
}
