// How a position's tokens and range are named on screen: the chain's wrapped native token reads as the
// native coin (a WETH/DAI position is 'ETH/DAI', as its NFT names it), any other token by its symbol; the pair
// and the range's units follow the range's orientation (its base first).
import type { PositionEngine } from './positionEngine.ts'
import type { RangeChain } from './positionRangeView.ts'

type Named = { address: string; symbol?: string }

export type LabelChain = RangeChain & { nativeSymbol: string }

export function displaySymbol(
  token: Named,
  chain: Pick<LabelChain, 'wrappedNative' | 'nativeSymbol'>,
): string {
  if (token.address.toLowerCase() === chain.wrappedNative.address.toLowerCase()) return chain.nativeSymbol
  return token.symbol ?? ''
}

/** The range's bounds ('0' and '∞' at the tick limits) and the symbols of its base and quote. */
export type RangeLabels = { min: string; max: string; base: string; quote: string }

type RangedPosition = {
  token0: { chainId: number; address: string; decimals: number; symbol: string; name: string }
  token1: { chainId: number; address: string; decimals: number; symbol: string; name: string }
  fee: number
  tickLower: number
  tickUpper: number
}

export function rangeLabels(
  engine: Pick<PositionEngine, 'positionRangeView'>,
  chain: LabelChain,
  position: RangedPosition,
  flipped: boolean,
): RangeLabels {
  const view = engine.positionRangeView(position, [position.token0, position.token1], chain, flipped)
  return {
    min: view.min,
    max: view.max,
    base: displaySymbol(view.base, chain),
    quote: displaySymbol(view.quote, chain),
  }
}
