import { lazy, Suspense } from 'react'
import type { TokenSelectorModalProps } from './TokenSelectorModal.tsx'

// The selector, its lists and the bundled default list load only when it first opens.
const TokenSelectorModal = lazy(() =>
  import('./TokenSelectorModal.tsx').then((module) => ({ default: module.TokenSelectorModal })),
)

/** The token selector modal, loaded on demand; render it only while open. */
export function TokenSelector(props: TokenSelectorModalProps) {
  return (
    <Suspense fallback={null}>
      <TokenSelectorModal {...props} />
    </Suspense>
  )
}
