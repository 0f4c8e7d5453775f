import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { explorerLink } from '../../../chain/chains.ts'
import { useChainTransactions } from '../hooks/useTransactions.ts'
import {
  recentTransactions,
  statusOf,
  type TransactionRecord,
  type TransactionStatus,
} from '../model/transactions.ts'
import { transactionsStore } from '../store.ts'
import styles from './RecentTransactions.module.css'

function StatusIcon({ status }: { status: TransactionStatus }) {
  const { t } = useLingui()
  switch (status) {
    case 'pending':
      return <span className={styles.spinner} role="img" aria-label={t`Pending`} />
    case 'success':
      return (
        <span className={styles.success} role="img" aria-label={t`Success`}>
          ✓
        </span>
      )
    case 'failed':
      return (
        <span className={styles.failed} role="img" aria-label={t`Failed`}>
          ✕
        </span>
      )
    case 'replaced':
      return (
        <span className={styles.replaced}>
          <Trans>Replaced</Trans>
        </span>
      )
  }
}

function TransactionRow({ tx }: { tx: TransactionRecord }) {
  const status = statusOf(tx)
  const link = explorerLink(tx.chainId, tx.hash, 'transaction')
  const label = tx.summary ?? tx.hash
  return (
    <li className={styles.row} data-testid="recent-transaction" data-status={status}>
      {link ? (
        <a className={styles.summary} href={link} target="_blank" rel="noopener noreferrer">
          {label} <span aria-hidden="true">↗</span>
        </a>
      ) : (
        <span className={styles.summary}>{label}</span>
      )}
      <StatusIcon status={status} />
    </li>
  )
}

/** The account's transactions of the last 24 hours on the chain, pending first, then newest first. */
export function RecentTransactions({ chainId, account }: { chainId: number; account: string }) {
  const transactions = useChainTransactions(chainId)
  const recent = useMemo(
    () => recentTransactions({ [chainId]: transactions }, chainId, account, Date.now()),
    [transactions, chainId, account],
  )
  return (
    <div className={styles.recent}>
      {recent.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Your transactions will appear here...</Trans>
        </p>
      ) : (
        <>
          <div className={styles.header}>
            <h3 className={styles.title}>
              <Trans>Recent Transactions</Trans>
            </h3>
            <button
              type="button"
              className={styles.clear}
              onClick={() => transactionsStore().actions.clearAll(chainId)}
            >
              <Trans>(clear all)</Trans>
            </button>
          </div>
          <ul className={styles.list}>
            {recent.map((tx) => (
              <TransactionRow key={tx.hash} tx={tx} />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
