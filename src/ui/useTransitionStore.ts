import { startTransition, useEffect, useRef, useState } from 'react'

/**
 * An external store's current value, as with useSyncExternalStore, except that a change renders the component
 * again in a transition: React renders it in slices after the task that changed the store, and an urgent update
 * (a keystroke) goes first. For what arrives in the background — blocks, chain reads, code loaded later — where
 * useSyncExternalStore's urgent render made one long task of every arrival. A render always reads the store's
 * value at that moment; only the render a change asks for is deferred. `getSnapshot` returns the same value while
 * nothing changed, as useSyncExternalStore requires.
 */
export function useTransitionStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot()
  const [, setSeen] = useState(value)
  const latest = useRef(getSnapshot)
  latest.current = getSnapshot
  // The value on screen: a notification that brings no other renders nothing (React would call the component
  // once more to find out).
  const shown = useRef(value)
  useEffect(() => {
    shown.current = value
  })
  useEffect(() => {
    const update = () => {
      const next = latest.current()
      if (Object.is(next, shown.current)) return
      startTransition(() => setSeen(next))
    }
    // A change between the render and this effect is not missed.
    update()
    return subscribe(update)
  }, [subscribe])
  return value
}
