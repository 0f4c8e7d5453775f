import { useEffect, useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import type { RouteClaim } from '../../../lib/routing/routeClaims.ts'
import type { BestTrade } from '../../../lib/routing/swapTrade.ts'
import { useMulticallReads } from '../../chain-data/index.ts'
import { poolLiquidityRead, poolSlot0Read, type Quoter, quoteRead } from '../api/poolReads.ts'
import { type SdkTradeRequest, settledValue } from '../model/tradeRequest.ts'
import { usePoolEngine } from './usePoolEngine.ts'

const INVALID: BestTrade = { state: 'invalid', trade: null }

/**
 * An outside router's v3 routes checked against the chain: each route's pools are read (slot0, liquidity) and the
 * route is re-quoted by QuoterV2, all in the same multicall request; the trade shown is built from those reads.
 * 'invalid' (so that the browser's own routing stands in) when there are no claims or the chain disagrees; the
 * disagreement is logged.
 */
export function useCheckedClaims(
  chainId: number,
  request: SdkTradeRequest | null,
  claims: readonly RouteClaim[] | null,
): BestTrade {
  const engine = usePoolEngine(claims !== null)
  const contracts = chainInfoOf(chainId)?.contracts
  const factory = contracts?.v3Factory
  const quoterV2 = contracts?.quoterV2
  const quoter = useMemo(
    (): Quoter | undefined => (quoterV2 ? { address: quoterV2, version: 2 } : undefined),
    [quoterV2],
  )

  const pools = useMemo(() => {
    if (!engine || !claims || !factory) return []
    try {
      return engine.claimPools(claims, factory)
    } catch {
      return []
    }
  }, [engine, claims, factory])
  const slot0Reads = useMemo(() => pools.map((p) => poolSlot0Read(p.address)), [pools])
  const liquidityReads = useMemo(() => pools.map((p) => poolLiquidityRead(p.address)), [pools])
  const quoteReads = useMemo(() => {
    if (!engine || !request || !claims || !quoter) return []
    const { tradeType } = request
    const exactIn = tradeType === engine.TradeType.EXACT_INPUT
    return claims.map((claim) =>
      quoteRead(
        chainId,
        quoter,
        engine.claimPath(claim, tradeType),
        engine.claimQuoteAmount(claim, tradeType),
        exactIn,
      ),
    )
  }, [engine, request, claims, quoter, chainId])
  // One render asks for all three, so the multicall engine sends them in one request, read at one block.
  const slot0s = useMulticallReads(chainId, slot0Reads)
  const liquidities = useMulticallReads(chainId, liquidityReads)
  const quotes = useMulticallReads(chainId, quoteReads)

  const check = useMemo(() => {
    if (!engine || !request || !claims || pools.length === 0 || quoteReads.length === 0) return null
    const states = pools.map((_, i) => {
      const slot0 = settledValue(slot0s[i])
      const liquidity = settledValue(liquidities[i])
      if (slot0 === undefined || liquidity === undefined) return undefined
      if (slot0 === null || liquidity === null) return null
      return { ...slot0, liquidity }
    })
    return engine.checkClaims({
      claims,
      pools,
      states,
      quotes: quotes.map(settledValue),
      currencyIn: request.currencyIn,
      currencyOut: request.currencyOut,
      tradeType: request.tradeType,
    })
  }, [engine, claims, request, pools, quoteReads, slot0s, liquidities, quotes])

  const rejected = check?.state === 'rejected' ? check.reason : null
  useEffect(() => {
    if (rejected) console.warn(`Quote API answer dropped, routing in the browser: ${rejected}`)
  }, [rejected])

  return useMemo((): BestTrade => {
    if (!check) return INVALID
    if (check.state === 'loading') return { state: 'loading', trade: null }
    if (check.state === 'rejected') return INVALID
    const syncing = [...slot0s, ...liquidities, ...quotes].some((r) => r.syncing)
    return { state: syncing ? 'syncing' : 'valid', trade: { version: 'v3', trade: check.trade } }
  }, [check, slot0s, liquidities, quotes])
}
