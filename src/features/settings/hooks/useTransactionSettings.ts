import { chainInfoOf } from '../../../chain/chains.ts'
import { effectiveDeadlineSeconds } from '../model/deadline.ts'
import { effectiveSlippageBps, type SlippageSetting } from '../model/slippage.ts'
import { useUserSettings } from '../store.ts'

export type TransactionSettings = {
  /** The slippage a trade uses, auto resolved (0.50%; 0.10% on layer 2). */
  slippageBps: number
  /** What the user chose: 'auto' or basis points. */
  slippageSetting: SlippageSetting
  /** The deadline a transaction uses: the user's on layer 1, 300 s on layer 2. */
  deadlineSeconds: number
  /** Layer 2 fixes the deadline, so the settings hide it. */
  deadlineEditable: boolean
  expertMode: boolean
  singleHopOnly: boolean
}

/** The one place screens read trade settings from, with the layer-2 and auto rules applied. */
export function useTransactionSettings(chainId: number | undefined): TransactionSettings {
  const slippageSetting = useUserSettings((s) => s.userSlippageTolerance)
  const userDeadline = useUserSettings((s) => s.userDeadline)
  const expertMode = useUserSettings((s) => s.userExpertMode)
  const singleHopOnly = useUserSettings((s) => s.userSingleHopOnly)
  const isL2 = chainInfoOf(chainId)?.isL2 ?? false
  return {
    slippageBps: effectiveSlippageBps(slippageSetting, isL2),
    slippageSetting,
    deadlineSeconds: effectiveDeadlineSeconds(userDeadline, isL2),
    deadlineEditable: !isL2,
    expertMode,
    singleHopOnly,
  }
}
