// Proposal descriptions are untrusted (quality.md Security): react-markdown renders React elements, never
// innerHTML; raw HTML stays text (no rehype-raw), links only to https: with noopener, and images are not
// loaded: an image is shown as a link to it. Text nested too deep or too long for the parser is shown as plain
// text (model/markdownLimits.ts), and so is any description whose rendering fails: the rest of the proposal page
// (counts, vote buttons) renders whatever the description holds.
import type { ReactNode } from 'react'
import Markdown, { type Components } from 'react-markdown'
import { FallbackBoundary } from '../../../ui/index.ts'
import { markdownRenderable } from '../model/markdownLimits.ts'
import styles from './Governance.module.css'

function safeUrl(url: string): string | null {
  try {
    return new URL(url).protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

const components: Components = {
  a: ({ href, children }) => {
    const url = href ? safeUrl(href) : null
    if (!url) return <span>{children}</span>
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  },
  img: ({ src, alt }) => {
    const url = typeof src === 'string' ? safeUrl(src) : null
    const label: ReactNode = alt || url || ''
    return url ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    ) : (
      <span>{label}</span>
    )
  },
}

// The default transform keeps http:, mailto: and others: only https: survives here.
const urlTransform = (url: string): string => safeUrl(url) ?? ''

function PlainDescription({ text }: { text: string }) {
  return (
    <div
      className={`${styles.markdown} ${styles.plain}`}
      data-testid="proposal-description"
      data-plain="true"
    >
      {text}
    </div>
  )
}

export function ProposalMarkdown({ markdown }: { markdown: string }) {
  if (!markdownRenderable(markdown)) return <PlainDescription text={markdown} />
  return (
    <FallbackBoundary
      fallback={<PlainDescription text={markdown} />}
      label="Proposal description failed to render"
    >
      <div className={styles.markdown} data-testid="proposal-description">
        <Markdown components={components} urlTransform={urlTransform}>
          {markdown}
        </Markdown>
      </div>
    </FallbackBoundary>
  )
}
