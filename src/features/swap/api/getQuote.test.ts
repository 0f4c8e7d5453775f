import { describe, expect, it, vi } from 'vitest'
import type { QuoteApiParams } from '../model/quoteApi.ts'
import { getQuote, type QuoteFetch } from './getQuote.ts'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const BASE = 'https://router.example/v1/'
const PARAMS: QuoteApiParams = {
  tokenInAddress: WETH,
  tokenInChainId: 1,
  tokenOutAddress: DAI,
  tokenOutChainId: 1,
  amount: 10n ** 18n,
  type: 'exactIn',
}

const token = (address: string, symbol: string) => ({ chainId: 1, address, decimals: 18, symbol })
const GOOD = {
  blockNumber: '13000000',
  quote: '3000000000000000000000',
  quoteGasAdjusted: '2990000000000000000000',
  gasUseEstimate: '120000',
  gasUseEstimateUSD: '9.5',
  routeString: '[V3] 100.00% = WETH -- 0.3% --> DAI',
  route: [
    [
      {
        type: 'v3-pool',
        address: '0xC2e9F25Be6257c210d7Adf0D4Cd6E3E881ba25f8',
        tokenIn: token(WETH, 'WETH'),
        tokenOut: token(DAI, 'DAI'),
        fee: '3000',
        liquidity: '1000000000000000000000',
        sqrtRatioX96: '1446580863655014600593287475',
        tickCurrent: '-80000',
        amountIn: '1000000000000000000',
        amountOut: '3000000000000000000000',
      },
    ],
  ],
}

function fakeFetch(respond: (url: string, init: RequestInit) => Promise<Response>) {
  return vi.fn<QuoteFetch>(respond)
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('getQuote', () => {
  it('asks the API without credentials and reads a good answer', async () => {
    const fetch = fakeFetch(async () => json(GOOD))
    const quote = await getQuote(fetch, BASE, PARAMS)
    expect(quote?.quote).toBe(3000n * 10n ** 18n)
    expect(quote?.routes).toHaveLength(1)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(
      `${BASE}quote?tokenInAddress=${WETH}&tokenInChainId=1&tokenOutAddress=${DAI}&tokenOutChainId=1&amount=1000000000000000000&type=exactIn&protocols=v3`,
    )
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit' })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it.each([
    ['a server error', () => json({ errorCode: 'INTERNAL_ERROR' }, 500)],
    ['no route (404)', () => json({ errorCode: 'NO_ROUTE', detail: 'No route found' }, 404)],
    ['malformed JSON', () => new Response('{"route": [', { status: 200 })],
    ['an answer of the wrong shape', () => json({ ...GOOD, route: 'WETH -> DAI' })],
    ['an answer without routes', () => json({ ...GOOD, route: [] })],
    ['an oversized answer', () => new Response('x', { headers: { 'content-length': String(5_000_000) } })],
  ])('gives null for %s', async (_, respond) => {
    await expect(
      getQuote(
        fakeFetch(async () => respond()),
        BASE,
        PARAMS,
      ),
    ).resolves.toBeNull()
  })

  it('gives null when the request fails', async () => {
    const fetch = fakeFetch(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(getQuote(fetch, BASE, PARAMS)).resolves.toBeNull()
  })

  it('gives null and aborts the request after the timeout', async () => {
    let signal: AbortSignal | undefined
    // a fetch that never answers and ignores its signal
    const fetch = fakeFetch((_url, init) => {
      signal = init.signal ?? undefined
      return new Promise<Response>(() => undefined)
    })
    await expect(getQuote(fetch, BASE, PARAMS, { timeoutMs: 30 })).resolves.toBeNull()
    expect(signal?.aborted).toBe(true)
  })

  it('gives null when the caller aborts', async () => {
    const controller = new AbortController()
    const fetch = fakeFetch(() => new Promise<Response>(() => undefined))
    const pending = getQuote(fetch, BASE, PARAMS, { signal: controller.signal, timeoutMs: 60_000 })
    controller.abort()
    await expect(pending).resolves.toBeNull()
    // already aborted: no request at all
    await expect(getQuote(fetch, BASE, PARAMS, { signal: controller.signal })).resolves.toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('asks nothing for a zero amount', async () => {
    const fetch = fakeFetch(async () => json(GOOD))
    await expect(getQuote(fetch, BASE, { ...PARAMS, amount: 0n })).resolves.toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})
