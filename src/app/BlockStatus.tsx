import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { explorerLink } from '../chain/chains.ts'
import { type ChainHealth, useChainHealth, useChainStatus } from '../features/chain-data/index.ts'
import styles from './BlockStatus.module.css'

export const BLOCK_PULSE_MS = 1_000

const DOT_CLASS: Record<ChainHealth, string | undefined> = {
  live: styles.dot,
  stale: `${styles.dot} ${styles.stale}`,
  unreachable: `${styles.dot} ${styles.unreachable}`,
}

/**
 * The latest block of the wallet's chain, with a dot that pulses for 1 s on each new block; the dot turns amber
 * when the block is stale and red when the node does not answer (shown then even before a first block).
 */
export function BlockStatus() {
  const { t } = useLingui()
  const chainId = useChainStatus((s) => s.chainId)
  const blockNumber = useChainStatus((s) => (s.chainId === null ? undefined : s.blockNumber[s.chainId]))
  const health = useChainHealth()
  const [pulsing, setPulsing] = useState(false)
  useEffect(() => {
    if (blockNumber === undefined) return
    setPulsing(true)
    const timer = setTimeout(() => setPulsing(false), BLOCK_PULSE_MS)
    return () => clearTimeout(timer)
  }, [blockNumber])
  if (chainId === null || (blockNumber === undefined && health !== 'unreachable')) return null
  const href = blockNumber === undefined ? null : explorerLink(chainId, String(blockNumber), 'block')
  const problem = health === 'unreachable' ? t`Node unreachable` : health === 'stale' ? t`Stale block` : null
  const content = (
    <>
      {blockNumber === undefined ? null : <span className={styles.number}>{blockNumber}</span>}
      <span
        className={pulsing && problem === null ? `${DOT_CLASS[health]} ${styles.pulse}` : DOT_CLASS[health]}
        data-pulsing={pulsing}
        {...(problem === null ? { 'aria-hidden': true } : { role: 'img', 'aria-label': problem })}
      />
    </>
  )
  return (
    <div
      className={styles.status}
      data-testid="block-status"
      data-health={health}
      title={problem ?? t`The most recent block number on this network.`}
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
