import { lazy, Suspense } from 'react'
import { usePopups } from '../popupStore.ts'

// The toasts' view loads with the first toast, not with the page.
const PopupsView = lazy(() => import('./PopupsView.tsx').then((m) => ({ default: m.PopupsView })))

/** The transaction toasts, once there is one to show. */
export function Popups() {
  const shown = usePopups((s) => s.popupList.some((popup) => popup.show))
  return shown ? (
    <Suspense fallback={null}>
      <PopupsView />
    </Suspense>
  ) : null
}
