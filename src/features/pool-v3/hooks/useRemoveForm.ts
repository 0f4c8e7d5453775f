import type { Currency } from '@uniswap/sdk-core'
import type { Position as SdkPosition } from '@uniswap/v3-sdk'
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import type { PercentPickerProps } from '../../../ui/index.ts'
import { useDebouncedPercent } from '../../../ui/index.ts'
import type { RemoveAmountsProps } from '../components/RemoveAmounts.tsx'
import type { RemoveReview } from '../components/RemoveDialog.tsx'
import type { RemoveOptionsProps } from '../components/RemoveOptions.tsx'
import { showCollectAsWeth } from '../model/collectAsWeth.ts'
import type { Owed } from '../model/positionPayout.ts'
import { canBurn, type RemoveBlocker, removeBlocker } from '../model/removePercent.ts'
import { usePositionEngine } from './usePositionEngine.ts'
import type { Position } from './usePositions.ts'

/** Spec 2 §9: the slider is debounced 100 ms. */
export const SLIDER_DEBOUNCE_MS = 100

const NO_FEES: Owed = { amount0: 0n, amount1: 0n }

/** What the user confirms: the remove's terms as shown, and the position at the price it was shown at. */
export type RemoveSnapshot = {
  tokenId: bigint
  owner: Address
  position: SdkPosition
  percent: number
  burn: boolean
  /** The native coin the wrapped side is paid in; null to receive WETH. */
  native: Currency | null
  fees: Owed
  slippageBps: number
  review: RemoveReview
}

export type RemoveFormParams = {
  chainId: number
  account: Address | undefined
  position: Position | null
  fees: Owed | null
  canManage: boolean
  slippageBps: number
}

export type RemoveForm = {
  /** The picker's state and events; the screen adds its texts. */
  picker: Omit<PercentPickerProps, 'labels'>
  amounts: RemoveAmountsProps | null
  options: RemoveOptionsProps
  blocker: RemoveBlocker | null
  /** What the review would show now; null at 0 % or while something it needs is still read. */
  snapshot: RemoveSnapshot | null
  /** Back to 0 % with nothing ticked, after a sent remove. */
  reset: () => void
}

/**
 * The remove screen's form (spec 2 §2, §5): the debounced percent and its presets, what comes out at that
 * percent in the currencies it is paid in, the Collect-as-WETH switch, the burn choice at 100 %, and the
 * button's message.
 */
export function useRemoveForm(params: RemoveFormParams): RemoveForm {
  const { chainId, account, position, fees, canManage, slippageBps } = params
  const engine = usePositionEngine(true)
  const info = chainInfoOf(chainId)
  const factory = info?.contracts.v3Factory
  const { percent, sliderValue, slide, select } = useDebouncedPercent(SLIDER_DEBOUNCE_MS)
  const [asWeth, setAsWeth] = useState(false)
  const [burn, setBurn] = useState(false)

  const sdk = useMemo(
    () => (engine && position && factory ? engine.positionSdkOf(position, factory) : null),
    [engine, position, factory],
  )
  const native = useMemo(
    () => (engine && info ? engine.toSdkCurrency({ kind: 'native', chainId }, info.wrappedNative) : null),
    [engine, info, chainId],
  )
  const owed = fees ?? NO_FEES
  const whole = sdk && engine ? engine.removePayout(sdk.position, 100, owed, null) : null
  const wrapped = info?.wrappedNative.address.toLowerCase()
  const offerWeth =
    position !== null &&
    whole !== null &&
    showCollectAsWeth({
      hasWrappedNativeSide: [position.token0, position.token1].some(
        (token) => token.address.toLowerCase() === wrapped,
      ),
      isOptimism: info?.isOptimism ?? false,
      ownsPosition: canManage,
      fees0: BigInt(whole.total[0].quotient.toString()),
      fees1: BigInt(whole.total[1].quotient.toString()),
    })
  const payoutNative = offerWeth && asWeth ? null : native
  const payout = sdk && engine ? engine.removePayout(sdk.position, percent, owed, payoutNative) : null
  const burning = burn && canBurn(percent)

  const snapshot = ((): RemoveSnapshot | null => {
    if (!engine || !sdk || !payout || !position || fees === null || percent === 0) return null
    return {
      tokenId: position.tokenId,
      owner: position.owner,
      position: sdk.position,
      percent,
      burn: burning,
      native: payoutNative,
      fees,
      slippageBps,
      review: {
        pooled: engine.amountLines(payout.pooled),
        fees: engine.amountLines(payout.fees),
        total: engine.amountLines(payout.total),
        burn: burning,
      },
    }
  })()

  return {
    picker: { value: sliderValue, onSlide: slide, onSelect: select },
    amounts:
      payout && engine
        ? { pooled: engine.amountLines(payout.pooled), fees: engine.amountLines(payout.fees) }
        : null,
    options: {
      asWeth: offerWeth ? { on: asWeth, onToggle: () => setAsWeth((on) => !on) } : null,
      burn: canBurn(percent) && canManage ? { on: burn, onToggle: () => setBurn((on) => !on) } : null,
    },
    blocker: removeBlocker({ account, liquidity: position?.liquidity, percent }),
    snapshot,
    reset: () => {
      select(0)
      setBurn(false)
    },
  }
}
