import { AccountTransactions as RecentTransactions } from '../features/transactions/index.ts'
import type { RecentTransactionsSlot } from '../features/wallet/index.ts'

/** Fills the wallet modal's slot under the connected account with its recent transactions. */
export const AccountTransactions: RecentTransactionsSlot = ({ chainId, account }) => (
  <RecentTransactions chainId={chainId} account={account} />
)
