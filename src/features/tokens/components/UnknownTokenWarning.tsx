import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { explorerLink } from '../../../chain/explorer.ts'
import { shortenAddress, shortenSymbol } from '../../../lib/format.ts'
import { Button, Modal } from '../../../ui/index.ts'
import type { TokenCurrency } from '../model/currency.ts'
import { CurrencyLogo } from './CurrencyLogo.tsx'
import styles from './UnknownTokenWarning.module.css'

export type UnknownTokenWarningProps = {
  /** Tokens from the URL that no active list holds. */
  tokens: readonly TokenCurrency[]
  chainId: number
  onImport: () => void
  /** The screen clears the swap's tokens. */
  onCancel: () => void
}

function TokenCard({ token, chainId }: { token: TokenCurrency; chainId: number }) {
  const link = explorerLink(chainId, token.address, 'token')
  const short = shortenAddress(token.address)
  return (
    <li className={styles.card} data-testid="unknown-token">
      <CurrencyLogo currency={token} size={32} />
      <div className={styles.cardText}>
        <span className={styles.symbol}>{shortenSymbol(token.symbol)}</span>
        <span className={styles.name}>{token.name}</span>
        {link !== undefined ? (
          <a
            className={styles.address}
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            title={token.address}
          >
            {short}
          </a>
        ) : (
          <span className={styles.address} title={token.address}>
            {short}
          </span>
        )}
      </div>
    </li>
  )
}

/** Tokens the URL names but no active list holds: the user acknowledges the risk before trading them. */
export function UnknownTokenWarning({ tokens, chainId, onImport, onCancel }: UnknownTokenWarningProps) {
  const { t } = useLingui()
  const checkboxId = useId()
  const [understood, setUnderstood] = useState(false)
  return (
    <Modal title={t`Token imported`} closeLabel={t`Close`} onClose={onCancel}>
      <div className={styles.body} data-testid="unknown-token-warning">
        <p className={styles.warning}>
          <Trans>
            This token doesn't appear on the active token list(s). Anyone can create a token, including
            creating fake versions of existing tokens that claim to represent projects.
          </Trans>
        </p>
        <ul className={styles.tokens}>
          {tokens.map((token) => (
            <TokenCard key={token.address} token={token} chainId={chainId} />
          ))}
        </ul>
        <div className={styles.check}>
          <input
            id={checkboxId}
            type="checkbox"
            data-testid="unknown-token-understand"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <label htmlFor={checkboxId}>
            <Trans>I understand</Trans>
          </label>
        </div>
        <div className={styles.actions}>
          <Button variant="outline" onClick={onCancel} data-testid="unknown-token-cancel">
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={!understood} onClick={onImport} data-testid="unknown-token-import">
            <Trans>Import</Trans>
          </Button>
        </div>
      </div>
    </Modal>
  )
}
