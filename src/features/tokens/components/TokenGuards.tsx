import { lazy, Suspense } from 'react'
import type { TokenGuardsProps } from './TokenGuardsView.tsx'

// The checks read the token lists: they load when a form first involves a token, not with the page.
const TokenGuardsView = lazy(() =>
  import('./TokenGuardsView.tsx').then((m) => ({ default: m.TokenGuardsView })),
)

/** A form's token checks: unknown URL tokens behind the warning, unsupported tokens reported. */
export function TokenGuards(props: TokenGuardsProps) {
  return (
    <Suspense fallback={null}>
      <TokenGuardsView {...props} />
    </Suspense>
  )
}
