import { lazy, Suspense } from 'react'
import type { UnsupportedAssetFooterProps } from './UnsupportedAssetFooterView.tsx'

// Shown only when a form involves a token on the unsupported list: it loads then, not with the page.
const UnsupportedAssetFooterView = lazy(() =>
  import('./UnsupportedAssetFooterView.tsx').then((m) => ({ default: m.UnsupportedAssetFooterView })),
)

/** Stands in for a form's action button when one of its tokens is unsupported (see the view). */
export function UnsupportedAssetFooter(props: UnsupportedAssetFooterProps) {
  return (
    <Suspense fallback={null}>
      <UnsupportedAssetFooterView {...props} />
    </Suspense>
  )
}
