import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBlockWatcher, MAX_BLOCK_JUMP, type PageVisibility } from './blockWatcher.ts'
import { fakeMulticallNode } from './test/fakeMulticallNode.ts'

afterEach(() => vi.useRealTimers())

function fakeVisibility() {
  let hidden = false
  const listeners = new Set<() => void>()
  const visibility: PageVisibility = {
    hidden: () => hidden,
    onChange: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const set = (value: boolean) => {
    hidden = value
    for (const listener of listeners) listener()
  }
  return { visibility, set }
}

describe('block watcher', () => {
  it('polls at the interval, only moves forward, and pauses while the page is hidden', async () => {
    vi.useFakeTimers()
    const node = fakeMulticallNode()
    const page = fakeVisibility()
    const watcher = createBlockWatcher({
      client: node.client,
      pollingIntervalMs: 1_000,
      visibility: page.visibility,
    })
    const polls = () => node.methods.filter((m) => m === 'eth_blockNumber').length
    node.blockNumber = 5
    const stop = watcher.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(watcher.current()).toBe(5)
    node.blockNumber = 4
    await vi.advanceTimersByTimeAsync(1_000)
    expect(watcher.current()).toBe(5)
    page.set(true)
    const whileHidden = polls()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(polls()).toBe(whileHidden)
    node.blockNumber = 9
    page.set(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(watcher.current()).toBe(9)
    stop()
    const afterStop = polls()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(polls()).toBe(afterStop)
  })

  it('says when a poll failed, once, and when the node answers again', async () => {
    vi.useFakeTimers()
    let down = false
    const node = fakeMulticallNode()
    const client = {
      ...node.client,
      getBlockNumber: async () => {
        if (down) throw new Error('connection refused')
        return BigInt(node.blockNumber)
      },
    } as typeof node.client
    const watcher = createBlockWatcher({ client, pollingIntervalMs: 1_000 })
    const heard = vi.fn()
    node.blockNumber = 5
    const stop = watcher.subscribe(heard)
    await vi.advanceTimersByTimeAsync(0)
    expect(watcher.pollFailed()).toBe(false)
    expect(heard).toHaveBeenCalledTimes(1)
    down = true
    await vi.advanceTimersByTimeAsync(3_000)
    expect(watcher.pollFailed()).toBe(true)
    expect(watcher.current()).toBe(5)
    expect(heard).toHaveBeenCalledTimes(2)
    // Back, with no new block: the failure is over all the same.
    down = false
    await vi.advanceTimersByTimeAsync(1_000)
    expect(watcher.pollFailed()).toBe(false)
    expect(heard).toHaveBeenCalledTimes(3)
    stop()
  })

  it('takes a newer block number learned from a receipt at once, between polls; never an older one', async () => {
    vi.useFakeTimers()
    const node = fakeMulticallNode()
    const watcher = createBlockWatcher({ client: node.client, pollingIntervalMs: 15_000 })
    const heard = vi.fn()
    node.blockNumber = 5
    watcher.observe(9)
    expect(watcher.current()).toBeUndefined()
    const stop = watcher.subscribe(heard)
    await vi.advanceTimersByTimeAsync(0)
    expect(heard).toHaveBeenCalledTimes(1)
    watcher.observe(7)
    expect(watcher.current()).toBe(7)
    expect(heard).toHaveBeenCalledTimes(2)
    watcher.observe(6)
    watcher.observe(Number.NaN)
    expect(watcher.current()).toBe(7)
    expect(heard).toHaveBeenCalledTimes(2)
    // The next poll finds the node at 7: nothing new to tell.
    node.blockNumber = 7
    await vi.advanceTimersByTimeAsync(15_000)
    expect(heard).toHaveBeenCalledTimes(2)
    stop()
  })

  it('polls at once when the way to the node changes, instead of waiting out the interval', async () => {
    vi.useFakeTimers()
    const node = fakeMulticallNode()
    const routeListeners = new Set<() => void>()
    const watcher = createBlockWatcher({
      client: node.client,
      pollingIntervalMs: 15_000,
      routeChanges: (listener) => {
        routeListeners.add(listener)
        return () => routeListeners.delete(listener)
      },
    })
    node.blockNumber = 3
    const stop = watcher.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(watcher.current()).toBe(3)
    node.blockNumber = 4
    for (const listener of routeListeners) listener()
    await vi.advanceTimersByTimeAsync(0)
    expect(watcher.current()).toBe(4)
    stop()
    expect(routeListeners.size).toBe(0)
  })

  it('a poll asked for while one is in flight runs once it ends, and its answer is the one kept', async () => {
    vi.useFakeTimers()
    const node = fakeMulticallNode()
    let release: (() => void) | undefined
    let route = 'public'
    // As viem's client does, a read asked for while one is in flight shares its request.
    let shared: Promise<bigint> | undefined
    const request = (): Promise<bigint> =>
      route === 'public'
        ? new Promise<bigint>((_resolve, reject) => {
            release = () => reject(new Error('unreachable'))
          })
        : Promise.resolve(BigInt(node.blockNumber))
    const client = {
      ...node.client,
      getBlockNumber: () => {
        shared ??= request().finally(() => {
          shared = undefined
        })
        return shared
      },
    } as typeof node.client
    const routeListeners = new Set<() => void>()
    const watcher = createBlockWatcher({
      client,
      pollingIntervalMs: 15_000,
      routeChanges: (listener) => {
        routeListeners.add(listener)
        return () => routeListeners.delete(listener)
      },
    })
    node.blockNumber = 8
    const stop = watcher.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    // The wallet connects while the first poll still waits on the public node.
    route = 'wallet'
    for (const listener of routeListeners) listener()
    release?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(watcher.current()).toBe(8)
    expect(watcher.pollFailed()).toBe(false)
    stop()
  })

  it('refuses a block more than 1,000,000 past the last one seen, or no safe integer, as a failed poll', async () => {
    vi.useFakeTimers()
    const node = fakeMulticallNode()
    const watcher = createBlockWatcher({ client: node.client, pollingIntervalMs: 1_000 })
    const heard = vi.fn()
    node.blockNumber = 100
    const stop = watcher.subscribe(heard)
    await vi.advanceTimersByTimeAsync(0)
    expect(watcher.current()).toBe(100)
    node.blockNumber = 100 + MAX_BLOCK_JUMP + 1
    await vi.advanceTimersByTimeAsync(1_000)
    expect(watcher.current()).toBe(100)
    expect(watcher.pollFailed()).toBe(true)
    watcher.observe(2 ** 60)
    expect(watcher.current()).toBe(100)
    // A plausible block again: the fault is over.
    node.blockNumber = 100 + MAX_BLOCK_JUMP
    await vi.advanceTimersByTimeAsync(1_000)
    expect(watcher.current()).toBe(100 + MAX_BLOCK_JUMP)
    expect(watcher.pollFailed()).toBe(false)
    stop()
  })
})
