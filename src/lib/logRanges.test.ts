import { describe, expect, it } from 'vitest'
import { isRangeRefusal, planLogRanges, splitRange } from './logRanges.ts'

describe('planLogRanges', () => {
  it('cuts a scan into consecutive spans of at most the given size', () => {
    expect([...planLogRanges(10, 35, 10)]).toEqual([
      { fromBlock: 10, toBlock: 19 },
      { fromBlock: 20, toBlock: 29 },
      { fromBlock: 30, toBlock: 35 },
    ])
  })

  it('gives one range when the scan fits in a span', () => {
    expect([...planLogRanges(0, 209)]).toEqual([{ fromBlock: 0, toBlock: 209 }])
  })

  it('gives nothing when every block was read already', () => {
    expect([...planLogRanges(210, 209)]).toEqual([])
  })

  it('covers every block exactly once', () => {
    const ranges = [...planLogRanges(11_042_287, 20_000_000)]
    expect(ranges[0]?.fromBlock).toBe(11_042_287)
    expect(ranges.at(-1)?.toBlock).toBe(20_000_000)
    for (let i = 1; i < ranges.length; i++)
      expect(ranges[i]?.fromBlock).toBe((ranges[i - 1]?.toBlock ?? 0) + 1)
  })

  it('plans lazily: a range up to the largest safe block number costs nothing until it is read', () => {
    const plan = planLogRanges(0, Number.MAX_SAFE_INTEGER, 1)
    expect(plan.next().value).toEqual({ fromBlock: 0, toBlock: 0 })
    expect(plan.next().value).toEqual({ fromBlock: 1, toBlock: 1 })
  })
})

describe('splitRange', () => {
  it('halves a refused range', () => {
    expect(splitRange({ fromBlock: 0, toBlock: 9 })).toEqual([
      { fromBlock: 0, toBlock: 4 },
      { fromBlock: 5, toBlock: 9 },
    ])
  })

  it('cannot split a single block', () => {
    expect(splitRange({ fromBlock: 7, toBlock: 7 })).toBeNull()
  })
})

describe('isRangeRefusal', () => {
  it.each([
    'query returned more than 10000 results',
    'eth_getLogs block range is too wide',
    'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range',
    'exceed maximum block range: 5000',
  ])('reads "%s" as a refused range', (message) => {
    expect(isRangeRefusal(message)).toBe(true)
  })

  it('does not read a dead node as a refused range', () => {
    expect(isRangeRefusal('HTTP request failed. fetch failed')).toBe(false)
  })
})
