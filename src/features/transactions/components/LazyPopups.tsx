import { lazy, Suspense } from 'react'

const PopupList = lazy(() => import('./Popups.tsx').then((m) => ({ default: m.Popups })))

/**
 * The popups (a fixed corner of the page, empty until a transaction or a list update): their code loads when
 * this first renders. Mount it after the first commit and it stays out of the first load (the shell's Layout
 * does, inside an error boundary: popups that fail to load leave the page alone).
 */
export function Popups() {
  return (
    <Suspense fallback={null}>
      <PopupList />
    </Suspense>
  )
}
