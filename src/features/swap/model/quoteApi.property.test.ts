// Property tests: the quote API's answer is untrusted JSON. parseQuoteResponse never throws on anything, and
// what it accepts always satisfies the shape the trade code relies on; well-formed answers are accepted, and
// any single corruption of one is either still well-formed or rejected.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseQuoteResponse, type QuoteApiResponse } from './quoteApi.ts'

const LOWER_ADDRESS = /^0x[0-9a-f]{40}$/

/** Everything the trade code relies on in an accepted response. */
function expectWellFormed(response: QuoteApiResponse): void {
  expect(response.routes.length).toBeGreaterThanOrEqual(1)
  expect(response.routes.length).toBeLessThanOrEqual(16)
  const start = response.routes[0]?.pools[0]?.tokenIn.address
  const lastPools = response.routes[0]?.pools ?? []
  const end = lastPools[lastPools.length - 1]?.tokenOut.address
  expect(start).not.toBe(end)
  const chains = new Set<number>()
  const decimalsOf = new Map<string, number>()
  for (const route of response.routes) {
    expect(route.pools.length).toBeGreaterThanOrEqual(1)
    expect(route.pools.length).toBeLessThanOrEqual(8)
    expect(route.amountIn).toBeGreaterThan(0n)
    expect(route.amountOut).toBeGreaterThan(0n)
    expect(route.amountIn < 1n << 256n && route.amountOut < 1n << 256n).toBe(true)
    expect(route.pools[0]?.tokenIn.address).toBe(start)
    expect(route.pools[route.pools.length - 1]?.tokenOut.address).toBe(end)
    route.pools.forEach((pool, i) => {
      expect(pool.address).toMatch(LOWER_ADDRESS)
      if (i > 0) expect(pool.tokenIn.address).toBe(route.pools[i - 1]?.tokenOut.address)
      expect(pool.tokenIn.address).not.toBe(pool.tokenOut.address)
      for (const t of [pool.tokenIn, pool.tokenOut]) {
        expect(t.address).toMatch(LOWER_ADDRESS)
        expect(Number.isSafeInteger(t.chainId) && t.chainId >= 1).toBe(true)
        expect(Number.isInteger(t.decimals) && t.decimals >= 0 && t.decimals <= 255).toBe(true)
        expect(t.symbol === undefined || (typeof t.symbol === 'string' && t.symbol.length <= 64)).toBe(true)
        chains.add(t.chainId)
        const known = decimalsOf.get(t.address)
        if (known !== undefined) expect(t.decimals).toBe(known)
        decimalsOf.set(t.address, t.decimals)
      }
      expect(Number.isInteger(pool.fee) && pool.fee >= 1 && pool.fee <= 999_999).toBe(true)
      expect(pool.liquidity >= 0n && pool.liquidity < 1n << 128n).toBe(true)
      expect(pool.sqrtRatioX96 > 0n && pool.sqrtRatioX96 < 1n << 160n).toBe(true)
      expect(Number.isInteger(pool.tickCurrent) && Math.abs(pool.tickCurrent) <= 887272).toBe(true)
    })
  }
  expect(chains.size).toBe(1)
  expect(response.quote >= 0n && response.quote < 1n << 256n).toBe(true)
  expect(response.blockNumber >= 0n && response.blockNumber < 1n << 64n).toBe(true)
  if (response.gasUseEstimate !== undefined) expect(response.gasUseEstimate >= 0n).toBe(true)
  if (response.gasUseEstimateUSD !== undefined)
    expect(response.gasUseEstimateUSD).toMatch(/^[0-9]{1,30}(\.[0-9]{1,30})?$/)
}

// A well-formed answer: 1–4 routes from token 0 to token 1 through distinct intermediate tokens.
const address = fc
  .tuple(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.boolean())
  .map(([bytes, upper]) => {
    const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
    return `0x${upper ? hex.toUpperCase() : hex}`
  })
const uintText = (max: bigint) => fc.bigInt({ min: 1n, max }).map(String)
const numberOrText = (n: number) => fc.constantFrom<number | string>(n, String(n))
const wellFormed = fc
  .record({
    chainId: fc.integer({ min: 1, max: 100_000 }),
    addresses: fc.uniqueArray(address, {
      minLength: 6,
      maxLength: 6,
      selector: (a) => a.toLowerCase(),
    }),
    decimals: fc.array(fc.integer({ min: 0, max: 36 }), { minLength: 6, maxLength: 6 }),
    paths: fc.array(fc.uniqueArray(fc.integer({ min: 2, max: 5 }), { maxLength: 3 }), {
      minLength: 1,
      maxLength: 4,
    }),
    symbol: fc.option(fc.string({ maxLength: 64 }), { nil: undefined }),
    quote: uintText(1n << 200n),
    blockNumber: uintText(1n << 40n),
  })
  .chain(({ chainId, addresses, decimals, paths, symbol, quote, blockNumber }) => {
    const tokenJson = (i: number) => ({
      chainId,
      address: addresses[i],
      decimals: decimals[i],
      ...(symbol === undefined ? {} : { symbol }),
    })
    const poolJson = (from: number, to: number, first: boolean, last: boolean) =>
      fc
        .record({
          address,
          fee: fc.integer({ min: 1, max: 999_999 }).chain(numberOrText),
          liquidity: uintText((1n << 128n) - 1n),
          sqrtRatioX96: uintText((1n << 160n) - 1n),
          tickCurrent: fc.integer({ min: -887272, max: 887272 }).chain(numberOrText),
          amountIn: uintText(1n << 200n),
          amountOut: uintText(1n << 200n),
        })
        .map(({ amountIn, amountOut, ...pool }) => ({
          type: 'v3-pool',
          ...pool,
          tokenIn: tokenJson(from),
          tokenOut: tokenJson(to),
          ...(first ? { amountIn } : {}),
          ...(last ? { amountOut } : {}),
        }))
    const routes = paths.map((mids) => {
      const hops = [0, ...mids, 1]
      return fc.tuple(
        ...hops.slice(1).map((to, i) => poolJson(hops[i] ?? 0, to, i === 0, i === hops.length - 2)),
      )
    })
    return fc.tuple(...routes).map((route) => ({ route, quote, blockNumber, gasUseEstimate: '120000' }))
  })

type Json = unknown
/** Every path to a value inside `json`. */
function pathsOf(json: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix]
  if (Array.isArray(json)) return here.concat(...json.map((v, i) => pathsOf(v, [...prefix, i])))
  if (typeof json === 'object' && json !== null)
    return here.concat(...Object.entries(json).map(([k, v]) => pathsOf(v, [...prefix, k])))
  return here
}
function replaced(json: Json, path: (string | number)[], value: Json | typeof REMOVE): Json {
  if (path.length === 0) return value === REMOVE ? undefined : value
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  const copy = (Array.isArray(json) ? [...json] : { ...(json as object) }) as Record<string | number, Json>
  if (rest.length === 0 && value === REMOVE) delete copy[head]
  else copy[head] = replaced(copy[head], rest, value)
  return copy
}
const REMOVE = Symbol('remove')

describe('parseQuoteResponse', () => {
  it('never throws on any value, and anything it accepts is well-formed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue()), (value) => {
        const parsed = parseQuoteResponse(value)
        if (parsed !== null) expectWellFormed(parsed)
      }),
      { numRuns: 1000 },
    )
  })

  it('accepts a well-formed answer and reads its numbers exactly', () => {
    fc.assert(
      fc.property(wellFormed, (answer) => {
        const parsed = parseQuoteResponse(answer)
        expect(parsed).not.toBeNull()
        if (parsed === null) return
        expectWellFormed(parsed)
        expect(parsed.quote).toBe(BigInt(answer.quote))
        expect(parsed.blockNumber).toBe(BigInt(answer.blockNumber))
        expect(parsed.routes).toHaveLength(answer.route.length)
      }),
      { numRuns: 300 },
    )
  })

  it('one corrupted, removed or swapped-in value anywhere: never a throw, only well-formed or null', () => {
    const junk = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(
        '-1',
        '1e3',
        '0x10',
        '',
        ' 1',
        '1.5',
        -1,
        1.5,
        Number.MAX_SAFE_INTEGER + 2,
        '9'.repeat(100),
        '<script>window.__pwned=1</script>',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        'v2-pool',
        null,
        [],
        {},
      ),
    )
    fc.assert(
      fc.property(wellFormed, fc.nat(), fc.oneof(junk, fc.constant(REMOVE)), (answer, pick, value) => {
        const paths = pathsOf(answer)
        const path = paths[pick % paths.length] ?? []
        const corrupted = replaced(answer, path, value)
        const parsed = parseQuoteResponse(corrupted)
        if (parsed !== null) expectWellFormed(parsed)
      }),
      { numRuns: 1000 },
    )
  })
})
