import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { isAddress } from 'viem'
import { shortenSymbol } from '../../../lib/format.ts'
import { useUserTokens } from '../hooks/useTokens.ts'
import { userTokens } from '../store/userTokens.ts'
import { CurrencyLogo } from './CurrencyLogo.tsx'
import { SelectorInput } from './SelectorInput.tsx'
import styles from './TokenSelector.module.css'

export type ManageTokensProps = {
  chainId: number
  renderAddressLookup: (address: string) => ReactNode
}

/** Add a token by address; the user's imported tokens with remove. */
export function ManageTokens({ chainId, renderAddressLookup }: ManageTokensProps) {
  const { t } = useLingui()
  const [input, setInput] = useState('')
  const tokens = useUserTokens(chainId)
  const address = input.trim()
  const valid = isAddress(address, { strict: false })
  return (
    <div className={styles.view}>
      <SelectorInput value={input} onValueChange={setInput} placeholder="0x0000" label={t`Token address`} />
      {address !== '' && !valid ? (
        <p className={styles.error} role="alert">
          <Trans>Enter valid token address</Trans>
        </p>
      ) : null}
      {valid ? renderAddressLookup(address) : null}
      <div className={styles.sectionHeader}>
        <span>
          <Trans>{tokens.length} Custom Tokens</Trans>
        </span>
        {tokens.length > 0 ? (
          <button type="button" className={styles.link} onClick={() => userTokens.clear(chainId)}>
            <Trans>Clear all</Trans>
          </button>
        ) : null}
      </div>
      <ul className={styles.lists} aria-label={t`Custom tokens`}>
        {tokens.map((token) => (
          <li key={token.address} className={styles.card}>
            <CurrencyLogo currency={token} />
            <span className={styles.text}>
              <span className={styles.symbol}>{shortenSymbol(token.symbol)}</span>
              <span className={styles.muted}>{token.address}</span>
            </span>
            <button
              type="button"
              className={styles.link}
              aria-label={t`Remove ${token.symbol}`}
              onClick={() => userTokens.remove(chainId, token.address)}
            >
              <Trans>Remove</Trans>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
