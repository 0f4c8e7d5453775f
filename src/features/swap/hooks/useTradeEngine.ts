import { lazyModule, useLazyModule } from '../../../ui/index.ts'
import type { TradeEngine } from '../model/trade/tradeEngine.ts'

const tradeEngine = lazyModule<TradeEngine>('trade engine', () => import('../model/trade/tradeEngine.ts'))

/** The swap's trade engine (summaries, addresses, the quote API's trades) once loaded; asks for it while `wanted`. */
export function useTradeEngine(wanted: boolean): TradeEngine | null {
  return useLazyModule(tradeEngine, wanted)
}
