import { chainInfoOf } from '../../../chain/chains.ts'
import { useExpertModeFromLink } from '../expertModeVisit.ts'
import { effectiveDeadlineSeconds } from '../model/deadline.ts'
import { effectiveSlippageBps, type SlippageForm, type SlippageSetting } from '../model/slippage.ts'
import { useUserSettings } from '../store.ts'

export type TransactionSettings = {
  /** The slippage a write uses, auto resolved for its form (swap 0.50%, 0.10% on layer 2; add 0.5% …). */
  slippageBps: number
  /** What the user chose: 'auto' or basis points. */
  slippageSetting: SlippageSetting
  /** The deadline a transaction uses: the user's on layer 1, 300 s on layer 2. */
  deadlineSeconds: number
  /** Layer 2 fixes the deadline, so the settings hide it. */
  deadlineEditable: boolean
  /** The user's setting, or a link's `?ape` for this visit. */
  expertMode: boolean
  singleHopOnly: boolean
  /** Approvals and permits for the exact amount only. */
  approveExact: boolean
}

/** The user's write settings, with the layer-2, auto and per-form rules applied (no chain read). */
export function useTransactionSettings(
  chainId: number | undefined,
  form: SlippageForm = 'swap',
): TransactionSettings {
  const slippageSetting = useUserSettings((s) => s.userSlippageTolerance)
  const userDeadline = useUserSettings((s) => s.userDeadline)
  const userExpertMode = useUserSettings((s) => s.userExpertMode)
  const linkExpertMode = useExpertModeFromLink()
  const singleHopOnly = useUserSettings((s) => s.userSingleHopOnly)
  const approveExact = useUserSettings((s) => s.userApproveExact)
  const isL2 = chainInfoOf(chainId)?.isL2 ?? false
  return {
    slippageBps: effectiveSlippageBps(slippageSetting, isL2, form),
    slippageSetting,
    deadlineSeconds: effectiveDeadlineSeconds(userDeadline, isL2),
    deadlineEditable: !isL2,
    expertMode: userExpertMode || linkExpertMode,
    singleHopOnly,
    approveExact,
  }
}
