import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBlockWatcher, type PageVisibility } from './blockWatcher.ts'
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
})
