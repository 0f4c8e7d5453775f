import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { chainInfoOf } from '../chain/chains.ts'
import { useChainStatus } from '../features/chain-data/index.ts'
import { ClaimMenuItem } from '../features/claim/index.ts'
import { useUserSettings } from '../features/settings/index.ts'
import { activateLocale, LOCALE_LABELS, LOCALES, type Locale } from '../i18n/index.ts'
import { CHAT_URL } from './crashReport.ts'
import styles from './Menu.module.css'
import { useDarkMode } from './useTheme.ts'

const ABOUT_URL = 'https://uniswap.org/'
const DOCS_URL = 'https://docs.uniswap.org/'
const CODE_URL = 'https://github.com/Uniswap/uniswap-interface'
const DEFAULT_INFO_LINK = 'https://info.uniswap.org/#/'

/** Switches the language; a locale without a catalogue fails to load, which is logged, and nothing changes. */
export function switchLocale(locale: Locale, remember: (locale: string) => void): void {
  activateLocale(locale).then(
    () => remember(locale),
    (error: unknown) => console.error(`Could not load the ${locale} catalogue`, error),
  )
}

/**
 * The menu's contents: links, the theme switch, the claim item, and the language list in their place once
 * Language is chosen. Mounted while the menu is open: it opens on the links each time.
 */
export function MenuPanel() {
  const [languages, showLanguages] = useState(false)
  const { i18n } = useLingui()
  const chainId = useChainStatus((s) => s.chainId)
  const setUserDarkMode = useUserSettings((s) => s.setUserDarkMode)
  const setUserLocale = useUserSettings((s) => s.setUserLocale)
  const dark = useDarkMode()
  const analytics = chainInfoOf(chainId ?? undefined)?.infoLink ?? DEFAULT_INFO_LINK
  const external = (href: string, label: React.ReactNode) => (
    <a className={styles.item} href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
  return languages ? (
    <>
      <button type="button" className={styles.item} onClick={() => showLanguages(false)}>
        <span data-mirror aria-hidden="true">
          ←
        </span>{' '}
        <Trans>Language</Trans>
      </button>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={styles.item}
          aria-current={i18n.locale === locale ? 'true' : undefined}
          onClick={() => switchLocale(locale, setUserLocale)}
        >
          {LOCALE_LABELS[locale]}
        </button>
      ))}
    </>
  ) : (
    <>
      {external(ABOUT_URL, <Trans>About</Trans>)}
      {external(DOCS_URL, <Trans>Docs</Trans>)}
      {external(CODE_URL, <Trans>Code</Trans>)}
      {external(CHAT_URL, <Trans>Discord</Trans>)}
      {external(analytics, <Trans>Analytics</Trans>)}
      <button type="button" className={styles.item} onClick={() => showLanguages(true)}>
        <Trans>Language</Trans>
      </button>
      <button type="button" className={styles.item} onClick={() => setUserDarkMode(!dark)}>
        {dark ? <Trans>Light Theme</Trans> : <Trans>Dark Theme</Trans>}
      </button>
      <ClaimMenuItem className={styles.item} />
    </>
  )
}
