import { useState } from 'react'
import ethereumLogo from '../assets/ethereum-logo.svg'
import type { Currency } from '../model/currency.ts'
import { firstLoadableUrl, tokenLogoUrls } from '../model/tokenLogo.ts'
import styles from './CurrencyLogo.module.css'

// URLs that failed once are skipped for the rest of the session.
const badUrls = new Set<string>()

export function CurrencyLogo({ currency, size = 24 }: { currency: Currency | null; size?: number }) {
  const [, setFailures] = useState(0)
  const dimension = { width: size, height: size }
  if (currency?.kind === 'native')
    return (
      <img
        className={styles.logo}
        src={ethereumLogo}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        data-testid="ethereum-logo"
      />
    )
  const url = currency ? firstLoadableUrl(tokenLogoUrls(currency), badUrls) : null
  if (!url)
    return (
      <span className={`${styles.logo} ${styles.placeholder}`} style={dimension} aria-hidden="true">
        ?
      </span>
    )
  return (
    <img
      key={url}
      className={styles.logo}
      src={url}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      loading="lazy"
      onError={() => {
        badUrls.add(url)
        setFailures((n) => n + 1)
      }}
    />
  )
}
