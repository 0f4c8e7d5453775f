import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useBalance, useBlockNumber, useConnection } from 'wagmi'
import { isSupportedChainId } from '../../../chain/chains.ts'
import { formatSignificant } from '../../../lib/format.ts'
import styles from './AccountSummary.module.css'

/** The connected account and its native balance, refreshed on each new block. Renders nothing when disconnected. */
export function AccountSummary() {
  const { address, chainId, status } = useConnection()
  const supported = isSupportedChainId(chainId)
  const enabled = status === 'connected' && address !== undefined && supported
  const balance = useBalance({ address, chainId, query: { enabled } })
  const { data: blockNumber } = useBlockNumber({ chainId, watch: enabled, query: { enabled } })
  const { refetch } = balance

  useEffect(() => {
    if (blockNumber !== undefined) void refetch()
  }, [blockNumber, refetch])

  if (status !== 'connected' || !address) return null
  if (!supported) {
    return (
      <p className={styles.warning}>
        <Trans>Please connect to the appropriate Ethereum network.</Trans>
      </p>
    )
  }
  return (
    <dl className={styles.summary}>
      <dt className={styles.term}>
        <Trans>Account</Trans>
      </dt>
      <dd className={`${styles.value} ${styles.mono}`} data-testid="account-address">
        {address}
      </dd>
      <dt className={styles.term}>
        <Trans>Balance</Trans>
      </dt>
      <dd className={styles.value}>
        {balance.data ? (
          <>
            <span data-testid="eth-balance">
              {formatSignificant(balance.data.value, balance.data.decimals)}
            </span>{' '}
            {balance.data.symbol}
          </>
        ) : balance.isError ? (
          <Trans>Balance unavailable</Trans>
        ) : (
          <Trans>Loading…</Trans>
        )}
      </dd>
    </dl>
  )
}
