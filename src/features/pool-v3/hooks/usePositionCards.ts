import { useMemo } from 'react'
import { formatFeeTier } from '../model/positionDisplay.ts'
import { displaySymbol, type RangeLabels, rangeLabels } from '../model/positionLabels.ts'
import type { PositionStatus } from '../model/positionStatus.ts'
import { visiblePositions } from '../model/positionStatus.ts'
import { useLabelChain } from './useLabelChain.ts'
import { usePositionEngine } from './usePositionEngine.ts'
import type { Position } from './usePositions.ts'

/** One card of the overview: the pair (in the range's order), the fee tier, the range and the badge. */
export type PositionCardView = {
  tokenId: bigint
  /** 'ETH/DAI': the range's base first once it is known, else token0 first. */
  pair: string
  fee: string
  /** Null until the position engine is loaded. */
  range: RangeLabels | null
  status: PositionStatus | null
}

/** The overview's cards: open positions first, closed ones last or left out (the user's setting). */
export function usePositionCards(
  chainId: number | undefined,
  positions: readonly Position[],
  hideClosed: boolean,
): PositionCardView[] {
  const engine = usePositionEngine(positions.length > 0)
  const chain = useLabelChain(chainId)
  return useMemo(
    () =>
      visiblePositions(positions, hideClosed).map((position) => {
        const range = engine && chain ? rangeLabels(engine, chain, position, false) : null
        const symbol = (token: Position['token0']) => (chain ? displaySymbol(token, chain) : token.symbol)
        return {
          tokenId: position.tokenId,
          pair: range
            ? `${range.base}/${range.quote}`
            : `${symbol(position.token0)}/${symbol(position.token1)}`,
          fee: formatFeeTier(position.fee),
          range,
          status: position.status,
        }
      }),
    [positions, hideClosed, engine, chain],
  )
}
