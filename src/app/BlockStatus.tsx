import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { explorerLink } from '../chain/chains.ts'
import { useChainStatus } from '../features/chain-data/index.ts'
import styles from './BlockStatus.module.css'

export const BLOCK_PULSE_MS = 1_000

/** The latest block of the wallet's chain, with a dot that pulses for 1 s on each new block. */
export function BlockStatus() {
  const { t } = useLingui()
  const chainId = useChainStatus((s) => s.chainId)
  const blockNumber = useChainStatus((s) => (s.chainId === null ? undefined : s.blockNumber[s.chainId]))
  const [pulsing, setPulsing] = useState(false)
  useEffect(() => {
    if (blockNumber === undefined) return
    setPulsing(true)
    const timer = setTimeout(() => setPulsing(false), BLOCK_PULSE_MS)
    return () => clearTimeout(timer)
  }, [blockNumber])
  if (chainId === null || blockNumber === undefined) return null
  const href = explorerLink(chainId, String(blockNumber), 'block')
  const content = (
    <>
      <span className={styles.number}>{blockNumber}</span>
      <span
        className={pulsing ? `${styles.dot} ${styles.pulse}` : styles.dot}
        data-pulsing={pulsing}
        aria-hidden="true"
      />
    </>
  )
  return (
    <div
      className={styles.status}
      data-testid="block-status"
      title={t`The most recent block number on this network.`}
    >
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        content
      )}
    </div>
  )
}
