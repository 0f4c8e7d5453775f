import { Trans } from '@lingui/react/macro'
import { useConnection } from 'wagmi'
import { chainInfoOf, isSupportedChainId } from '../../../chain/chains.ts'
import { formatSignificant } from '../../../lib/format.ts'
import { useNativeBalance } from '../../chain-data/index.ts'
import styles from './AccountSummary.module.css'

/**
 * The connected account and its native balance, read through the block's multicall and so refreshed on each
 * new block. Renders nothing when disconnected.
 */
export function AccountSummary() {
  const { address, chainId, status } = useConnection()
  const supported = isSupportedChainId(chainId)
  const balance = useNativeBalance(supported && status === 'connected' ? chainId : undefined, address)
  const native = chainInfoOf(chainId)?.nativeCurrency

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
        {balance.result !== undefined && native ? (
          <>
            <span data-testid="eth-balance">{formatSignificant(balance.result, native.decimals)}</span>{' '}
            {native.symbol}
          </>
        ) : balance.error ? (
          <Trans>Balance unavailable</Trans>
        ) : (
          <Trans>Loading…</Trans>
        )}
      </dd>
    </dl>
  )
}
