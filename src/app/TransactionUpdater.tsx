import { useTransactionUpdater } from '../features/transactions/index.ts'

/** The shell's transaction tracking, as a component so that it (and viem's public actions) can load lazily. */
export function TransactionUpdater() {
  useTransactionUpdater()
  return null
}
