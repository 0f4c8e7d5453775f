import { useCallback } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import { useLatestBlockTimestamp } from '../../chain-data/index.ts'
import { deadlineFrom } from '../model/deadline.ts'
import type { SlippageForm } from '../model/slippage.ts'
import { type TransactionSettings, useTransactionSettings } from './useTransactionSettings.ts'

export type WriteSettings = TransactionSettings & {
  /** When a write sent now expires (unix seconds); null while the latest block's time is awaited (layer 2). */
  deadline: (() => bigint) | null
}

const nowSeconds = () => BigInt(Math.floor(Date.now() / 1000))

/**
 * What every write screen sends with: the form's slippage (swap, add, migrate, remove) and the deadline counted
 * from the latest block's time.
 */
export function useWriteSettings(chainId: number | undefined, form: SlippageForm = 'swap'): WriteSettings {
  const settings = useTransactionSettings(chainId, form)
  const isL2 = chainInfoOf(chainId)?.isL2 ?? false
  const blockTimestamp = useLatestBlockTimestamp(chainId)
  const seconds = settings.deadlineSeconds
  const known = deadlineFrom({ nowSeconds: 0n, blockTimestamp, seconds, isL2 }) !== null
  const deadline = useCallback(
    () => deadlineFrom({ nowSeconds: nowSeconds(), blockTimestamp, seconds, isL2 }) ?? 0n,
    [blockTimestamp, seconds, isL2],
  )
  return { ...settings, deadline: known ? deadline : null }
}
