import { t } from '@lingui/core/macro'
import styles from './OwnTabScreen.module.css'

/**
 * What a refused frame shows in place of the app (clickjacking): a short page with one link that opens the app
 * in its own tab. Plain DOM, so a refused frame never starts React, the wallet or the chain.
 */
export function showOwnTabScreen(root: HTMLElement, appUrl: string): void {
  const main = document.createElement('main')
  main.className = styles.screen ?? ''
  const heading = document.createElement('h1')
  heading.className = styles.title ?? ''
  heading.textContent = t`Open this app in its own tab`
  const text = document.createElement('p')
  text.textContent = t`For your safety, this app does not run inside another website.`
  const link = document.createElement('a')
  link.className = styles.link ?? ''
  link.href = appUrl
  link.target = '_blank'
  link.rel = 'noopener noreferrer'
  link.textContent = t`Open the app in a new tab`
  main.append(heading, text, link)
  root.replaceChildren(main)
}
