import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { Address, Hash } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { toAppError, UserRejectedError } from '../../../chain/errors.ts'
import { LIQUIDITY_EVENT_CATEGORY, pairEventLabel, trackEvent } from '../../analytics/index.ts'
import { statusOf, useChainTransactions, useTransactionFlow } from '../../transactions/index.ts'
import type { CollectDialogProps } from '../components/CollectDialog.tsx'
import type { CollectFeesButtonProps } from '../components/CollectFeesButton.tsx'
import { showCollectAsWeth } from '../model/collectAsWeth.ts'
import { collectState } from '../model/collectState.ts'
import type { PositionCall } from '../model/positionCall.ts'
import type { AmountLine, Owed } from '../model/positionPayout.ts'
import type { ReadPosition } from '../model/positionSdk.ts'
import { usePositionCalls } from './usePositionCalls.ts'
import { usePositionEngine } from './usePositionEngine.ts'
import { usePositionWriteErrorText } from './usePositionWriteErrorText.ts'

export type CollectFeesParams = {
  chainId: number
  tokenId: bigint
  position: ReadPosition & { owner: Address }
  /** The static collect's answer; null until read. */
  fees: Owed | null
  account: Address
  /** The account is the owner or an approved operator. */
  canManage: boolean
}

/** What the user confirms: the owed amounts as shown, and the call built from them (the owner is the recipient). */
export type CollectSnapshot = { lines: readonly [AmountLine, AmountLine]; call: PositionCall }

/**
 * Collect fees (spec 2 §2, §4, §7): the Collect-as-WETH switch under its four conditions, the review of both
 * owed amounts, the write through the transaction flow with its summary and the CollectV3 event, and the
 * button's idle → Collecting → Collected from the sent collect's receipt.
 */
export function useCollectFees(params: CollectFeesParams): {
  button: CollectFeesButtonProps
  dialog: CollectDialogProps | null
} {
  const { chainId, tokenId, position, fees, canManage } = params
  const { t } = useLingui()
  const engine = usePositionEngine(true)
  const info = chainInfoOf(chainId)
  const errorText = usePositionWriteErrorText()
  const [asWeth, setAsWeth] = useState(false)
  const [sent, setSent] = useState<{ tokenId: bigint; hash: string } | null>(null)
  const latest = useRef(params)
  latest.current = params

  const { token0, token1 } = position
  const tokens = useMemo(
    () => (engine ? engine.positionSdkTokens({ token0, token1 }) : null),
    [engine, token0, token1],
  )
  const wrapped = info?.wrappedNative.address.toLowerCase()
  const offerWeth = showCollectAsWeth({
    hasWrappedNativeSide: [token0, token1].some((token) => token.address.toLowerCase() === wrapped),
    isOptimism: info?.isOptimism ?? false,
    ownsPosition: canManage,
    fees0: fees?.amount0 ?? 0n,
    fees1: fees?.amount1 ?? 0n,
  })

  const send = useCallback(
    async (snapshot: CollectSnapshot): Promise<Hash> => {
      const [{ value: amount0, symbol: symbol0 }, { value: amount1, symbol: symbol1 }] = snapshot.lines
      const summary = t`Collect ${amount0} ${symbol0} and ${amount1} ${symbol1}`
      try {
        const { sendPositionCall } = await import('../api/sendPositionCall.ts')
        const { chainId: chain, account } = latest.current
        const hash = await sendPositionCall({ chainId: chain, account, call: snapshot.call }, summary)
        trackEvent(LIQUIDITY_EVENT_CATEGORY, 'CollectV3', pairEventLabel(symbol0, symbol1))
        return hash
      } catch (error) {
        if (!(toAppError(error) instanceof UserRejectedError)) console.error('Collect failed', error)
        throw error
      }
    },
    [t],
  )
  const flow = useTransactionFlow<CollectSnapshot>({
    chainId,
    send,
    onSubmitted: (hash) => setSent({ tokenId: latest.current.tokenId, hash }),
  })

  const transactions = useChainTransactions(chainId)
  const record = sent && sent.tokenId === tokenId ? transactions[sent.hash] : undefined
  const state = collectState(
    flow.flow?.step.kind ?? null,
    record ? statusOf(record) : sent && sent.tokenId === tokenId ? 'pending' : null,
  )
  const hasFees = fees !== null && (fees.amount0 > 0n || fees.amount1 > 0n)
  const calls = usePositionCalls(hasFees)

  const { review } = flow
  const onCollect = useCallback(() => {
    const { fees: owed, position: current } = latest.current
    const positionManager = info?.contracts.nonfungiblePositionManager
    if (!engine || !calls || !tokens || !owed || !info || !positionManager) return
    const native =
      offerWeth && asWeth ? null : engine.toSdkCurrency({ kind: 'native', chainId }, info.wrappedNative)
    const call = calls.buildCollectCall({
      positionManager,
      tokenId,
      owner: current.owner,
      tokens,
      fees: owed,
      native,
    })
    review({ lines: engine.amountLines(engine.collectPayout(tokens, owed, native)), call })
  }, [engine, calls, tokens, info, offerWeth, asWeth, chainId, tokenId, review])

  const open = flow.flow
  return {
    button: {
      state,
      hasFees: hasFees && engine !== null && calls !== null,
      asWeth: offerWeth ? { on: asWeth, onToggle: () => setAsWeth((on) => !on) } : null,
      onCollect,
    },
    dialog: open
      ? {
          chainId,
          fees: open.snapshot.lines,
          step: open.step,
          receipt: flow.receipt,
          onConfirm: flow.confirm,
          onDismiss: flow.dismiss,
          errorText,
        }
      : null,
  }
}
