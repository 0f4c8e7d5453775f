import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import { useUsdPrice } from '../../pool-data/index.ts'
import type { UnclaimedFees } from '../api/getUnclaimedFees.ts'
import { formatPositionAmount, formatUsdValue, NO_USD_VALUE } from '../model/positionDisplay.ts'
import { type RangeLabels, rangeLabels } from '../model/positionLabels.ts'
import { useLabelChain } from './useLabelChain.ts'
import { usePositionEngine } from './usePositionEngine.ts'
import type { Position } from './usePositions.ts'

/** What the position page shows in numbers, formatted; null parts are not known yet. */
export type PositionValues = {
  /** The pooled amounts at the pool's price, and each side's share of their value (null when empty). */
  pooled: { amount0: string; amount1: string; percent0: number | null; percent1: number | null } | null
  /** The pooled amounts' USD value, or a dash (unknown, or not above 0.01). */
  usdValue: string
  fees: { amount0: string; amount1: string } | null
  range: RangeLabels | null
}

const raw = (amount: { quotient: { toString(): string } }) => BigInt(amount.quotient.toString())

export function usePositionValues(
  chainId: number | undefined,
  position: Position | null,
  fees: UnclaimedFees | null,
  flipped: boolean,
): PositionValues {
  const { i18n } = useLingui()
  const locale = i18n.locale
  const engine = usePositionEngine(position !== null)
  const chain = useLabelChain(chainId)
  const factory = chainInfoOf(chainId)?.contracts.v3Factory
  const price0 = useUsdPrice(chainId ?? 0, position?.token0 ?? null)
  const price1 = useUsdPrice(chainId ?? 0, position?.token1 ?? null)

  const sdk = useMemo(() => {
    if (!engine || !position || !factory || !position.pool) return null
    const tokens = [engine.toSdkToken(position.token0), engine.toSdkToken(position.token1)] as const
    const terms = { ...position, token0: position.token0.address, token1: position.token1.address }
    const pool = engine.positionPool(terms, tokens, position.pool, factory)
    const sdkPosition = pool && engine.sdkPosition(terms, pool)
    return sdkPosition ? engine.pooledAmounts(sdkPosition) : null
  }, [engine, position, factory])

  return useMemo((): PositionValues => {
    const range = engine && chain && position ? rangeLabels(engine, chain, position, flipped) : null
    const feeAmounts =
      fees && position
        ? {
            amount0: formatPositionAmount(fees.amount0, position.token0.decimals),
            amount1: formatPositionAmount(fees.amount1, position.token1.decimals),
          }
        : null
    if (!engine || !position || !sdk) return { pooled: null, usdValue: NO_USD_VALUE, fees: feeAmounts, range }
    const usd = engine.usdValueOf([sdk.amount0, sdk.amount1], [price0, price1])
    return {
      pooled: {
        amount0: formatPositionAmount(raw(sdk.amount0), position.token0.decimals),
        amount1: formatPositionAmount(raw(sdk.amount1), position.token1.decimals),
        percent0: sdk.split?.percent0 ?? null,
        percent1: sdk.split?.percent1 ?? null,
      },
      usdValue: usd ? formatUsdValue(usd.raw, usd.decimals, locale) : NO_USD_VALUE,
      fees: feeAmounts,
      range,
    }
  }, [engine, chain, position, fees, flipped, sdk, price0, price1, locale])
}
