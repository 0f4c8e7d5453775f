import { type RefObject, useEffect } from 'react'

/**
 * After each swap or wrap sent (`sentCount` going up), the focus goes to the first text field in `container`:
 * the input amount, where the next trade starts. It runs after the confirmation dialog has gone (its clean-up
 * gives the focus back to the Swap button that opened it, which the cleared form no longer shows), so the focus
 * never falls to the page's body.
 */
export function useFocusAfterSent(sentCount: number, container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (sentCount === 0) return
    container.current?.querySelector<HTMLInputElement>('input[type="text"]')?.focus()
  }, [sentCount, container])
}
