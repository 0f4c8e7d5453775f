// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { useEffect, useSyncExternalStore } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useTransitionStore } from './useTransitionStore.ts'

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean }

type Store = {
  get: () => number
  set: (next: number) => void
  subscribe: (listener: () => void) => () => void
}

function store(initial: number): Store {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

type ReaderProps = { from: Store; seen: number[] }

function Deferred({ from, seen }: ReaderProps) {
  seen.push(useTransitionStore(from.subscribe, from.get))
  return null
}

function Urgent({ from, seen }: ReaderProps) {
  seen.push(useSyncExternalStore(from.subscribe, from.get))
  return null
}

/** Changes the store in its effect, which runs before the next sibling's effects subscribe. */
function ChangesFirst({ from, to }: { from: Store; to: number }) {
  useEffect(() => from.set(to), [from, to])
  return null
}

afterEach(() => {
  cleanup()
  ;(globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = true
})

describe('useTransitionStore', () => {
  it('gives the value, and the new one after a change', () => {
    const numbers = store(1)
    const seen: number[] = []
    render(<Deferred from={numbers} seen={seen} />)
    act(() => numbers.set(2))
    expect(seen).toEqual([1, 2])
    // A notification without a change renders nothing.
    act(() => numbers.set(2))
    expect(seen).toEqual([1, 2])
  })

  it('renders a change after the task that made it, where useSyncExternalStore renders it within that task', async () => {
    const numbers = store(1)
    const deferred: number[] = []
    const urgent: number[] = []
    render(
      <>
        <Deferred from={numbers} seen={deferred} />
        <Urgent from={numbers} seen={urgent} />
      </>,
    )
    // As in the browser: React schedules on its own, no act() around the change.
    ;(globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false
    numbers.set(2)
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(urgent.at(-1)).toBe(2)
    expect(deferred.at(-1)).toBe(1)
    await new Promise((done) => setTimeout(done, 50))
    expect(deferred.at(-1)).toBe(2)
  })

  it('catches a change made between its render and its subscription', () => {
    const numbers = store(1)
    const seen: number[] = []
    render(
      <>
        <ChangesFirst from={numbers} to={3} />
        <Deferred from={numbers} seen={seen} />
      </>,
    )
    expect(seen.at(-1)).toBe(3)
  })
})
