import { numberToHex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMulticallEngine, type MulticallEngine } from './multicallEngine.ts'
import { FAKE_MULTICALL, type FakeNodeOptions, fakeMulticallNode } from './test/fakeMulticallNode.ts'
import { testCall } from './test/testCall.ts'

const call = testCall

let engine: MulticallEngine | undefined
afterEach(() => {
  engine?.destroy()
  vi.useRealTimers()
})

function setup(options: FakeNodeOptions = {}, random = () => 0.5) {
  const node = fakeMulticallNode(options)
  engine = createMulticallEngine({
    client: node.client,
    multicallAddress: FAKE_MULTICALL,
    debounceMs: 0,
    random,
  })
  return { node, engine }
}

async function settled(check: () => void): Promise<void> {
  await vi.waitFor(check, { timeout: 2_000, interval: 5 })
}

describe('multicall engine', () => {
  it('reads a call once per block however many listen, all calls in one multicall', async () => {
    const { node, engine } = setup()
    const stops = [
      engine.listen([call(1), call(2)]),
      engine.listen([call(1)]),
      engine.listen([call(2), call(3)]),
    ]
    expect(engine.listenerCount(call(1))).toBe(2)
    engine.setBlockNumber(5)
    await settled(() => expect(engine.result(call(3)).blockNumber).toBe(5))
    expect(node.multicalls).toHaveLength(1)
    expect(node.multicalls[0]?.calls).toHaveLength(3)
    expect(engine.result(call(1)).data).toBe(numberToHex(5, { size: 32 }))
    for (const stop of stops) stop()
  })

  it('refreshes listened calls on each new block and stops reading a call nobody listens to', async () => {
    const { node, engine } = setup()
    const stopOne = engine.listen([call(1)])
    const stopTwo = engine.listen([call(2)])
    engine.setBlockNumber(5)
    await settled(() => expect(engine.result(call(2)).blockNumber).toBe(5))
    stopOne()
    expect(engine.listenerCount(call(1))).toBe(0)
    engine.setBlockNumber(6)
    await settled(() => expect(engine.result(call(2)).blockNumber).toBe(6))
    expect(node.multicalls[1]?.calls.map((c) => c.callData)).toEqual([call(2).encode()])
    expect(engine.result(call(1)).blockNumber).toBe(5)
    stopTwo()
  })

  it('ignores an older block number', async () => {
    const { node, engine } = setup()
    engine.listen([call(1)])
    engine.setBlockNumber(7)
    await settled(() => expect(engine.result(call(1)).blockNumber).toBe(7))
    engine.setBlockNumber(6)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(engine.blockNumber()).toBe(7)
    expect(node.multicalls).toHaveLength(1)
  })

  it('never replaces a result with one from an older block', async () => {
    // The node answers block 8 slowly and block 9 at once: the late answer for 8 must not win.
    let releaseEight: (() => void) | undefined
    const node = fakeMulticallNode()
    const original = node.client.call.bind(node.client)
    const client = {
      ...node.client,
      call: async (args: Parameters<typeof original>[0]) => {
        if (args.blockNumber === 8n) await new Promise<void>((resolve) => (releaseEight = resolve))
        return original(args)
      },
    } as typeof node.client
    engine = createMulticallEngine({ client, multicallAddress: FAKE_MULTICALL, debounceMs: 0 })
    const stop = engine.listen([call(1)])
    engine.setBlockNumber(8)
    await settled(() => expect(releaseEight).toBeDefined())
    engine.setBlockNumber(9)
    await settled(() => expect(engine?.result(call(1)).blockNumber).toBe(9))
    releaseEight?.()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(engine.result(call(1))).toMatchObject({ blockNumber: 9, data: numberToHex(9, { size: 32 }) })
    stop()
  })

  it('splits more than 100,000,000 gas of calls into several multicalls', async () => {
    const { node, engine } = setup()
    engine.listen(Array.from({ length: 60 }, (_, i) => call(i, 2_000_000)))
    engine.setBlockNumber(3)
    await settled(() => expect(node.multicalls).toHaveLength(2))
    expect(node.multicalls.map((m) => m.calls.length)).toEqual([50, 10])
    expect(node.multicalls[0]?.calls[0]?.gasLimit).toBe(2_000_000n)
  })

  it('marks the calls of a failed chunk as errored (data null) and reads them again on the next block', async () => {
    let failing = true
    const { engine } = setup({
      check: () => {
        if (failing) throw new Error('boom')
      },
    })
    engine.listen([call(1), call(2)])
    engine.setBlockNumber(4)
    await settled(() => expect(engine.result(call(1))).toMatchObject({ data: null, blockNumber: 4 }))
    expect(engine.result(call(2)).data).toBeNull()
    failing = false
    engine.setBlockNumber(5)
    await settled(() => expect(engine.result(call(1)).data).toBe(numberToHex(5, { size: 32 })))
  })

  it('tells a failed request from a reverted call, and reads failed calls again on retryFailed at the same block', async () => {
    let failing = true
    const { node, engine } = setup({
      check: () => {
        if (failing) throw new Error('node down')
      },
      answer: (c, block) => (c.callData === call(2).encode() ? null : numberToHex(block, { size: 32 })),
    })
    engine.listen([call(1), call(2)])
    engine.setBlockNumber(4)
    await settled(() => expect(engine.result(call(1))).toMatchObject({ data: null, failed: true }))
    expect(engine.result(call(2)).failed).toBe(true)
    failing = false
    engine.retryFailed()
    await settled(() => expect(engine.result(call(1))).toMatchObject({ failed: false, blockNumber: 4 }))
    expect(engine.result(call(1)).data).toBe(numberToHex(4, { size: 32 }))
    // The reverted call is null data but no failure.
    expect(engine.result(call(2))).toMatchObject({ data: null, failed: false })
    const reads = node.multicalls.length
    engine.retryFailed()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(node.multicalls).toHaveLength(reads)
  })

  it('gives null for a call that reverted inside the multicall', async () => {
    const { engine } = setup({
      answer: (c, block) => (c.callData === call(2).encode() ? null : numberToHex(block, { size: 32 })),
    })
    engine.listen([call(1), call(2)])
    engine.setBlockNumber(4)
    await settled(() => expect(engine.result(call(2)).blockNumber).toBe(4))
    expect(engine.result(call(2)).data).toBeNull()
    expect(engine.result(call(1)).data).toBe(numberToHex(4, { size: 32 }))
  })
})

describe("'header not found' retries", () => {
  it('retries at random 1,000–2,500 ms intervals without limit, until no one listens', async () => {
    vi.useFakeTimers()
    let headerMissing = true
    const randoms = [0, 0.999, 0.5, 0]
    const { node, engine } = setup(
      {
        check: () => {
          if (headerMissing) throw new Error('header not found')
        },
      },
      () => randoms.shift() ?? 0,
    )
    const stop = engine.listen([call(1)])
    engine.setBlockNumber(10)
    await vi.advanceTimersByTimeAsync(0)
    const attempts = () => node.methods.filter((m) => m === 'eth_call').length
    expect(attempts()).toBe(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(attempts()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts()).toBe(2) // waited 1,000 ms (random 0)
    await vi.advanceTimersByTimeAsync(2_497)
    expect(attempts()).toBe(2)
    await vi.advanceTimersByTimeAsync(2)
    expect(attempts()).toBe(3) // waited ~2,500 ms (random 0.999)
    expect(engine.result(call(1)).data).toBeUndefined()
    headerMissing = false
    await vi.advanceTimersByTimeAsync(1_750)
    expect(attempts()).toBe(4)
    expect(engine.result(call(1))).toMatchObject({ blockNumber: 10, data: numberToHex(10, { size: 32 }) })
    stop()
  })

  it('stops retrying once nobody listens', async () => {
    vi.useFakeTimers()
    const { node, engine } = setup({
      check: () => {
        throw new Error('header not found')
      },
    })
    const stop = engine.listen([call(1)])
    engine.setBlockNumber(10)
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(2_500)
    expect(node.multicalls.length + node.methods.filter((m) => m === 'eth_call').length).toBeGreaterThan(1)
    stop()
    const before = node.methods.length
    await vi.advanceTimersByTimeAsync(10_000)
    expect(node.methods.length).toBe(before)
  })
})
