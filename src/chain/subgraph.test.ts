import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subgraphUrlOf } from './chains.ts'
import {
  isGraphStale,
  querySubgraph,
  SubgraphError,
  type SubgraphErrorKind,
  type SubgraphFetch,
} from './subgraph.ts'
import { subgraphUrlFromSettings, subgraphUrlsFromSettings } from './subgraphUrls.ts'
import { type FakeSubgraph, type FakeSubgraphMode, startFakeSubgraph } from './test/fakeSubgraph.ts'

let subgraph: FakeSubgraph
beforeAll(async () => {
  subgraph = await startFakeSubgraph()
})
afterAll(() => subgraph.close())

const realFetch: SubgraphFetch = (url, init) => fetch(url, init)
const TICKS = { query: 'query allV3Ticks { ticks { tickIdx } }', variables: { poolAddress: '0xab', skip: 0 } }

async function failureKind(promise: Promise<unknown>): Promise<SubgraphErrorKind> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof SubgraphError)) throw new Error(`Expected a SubgraphError, got ${String(error)}`)
  return error.kind
}

describe('subgraph URLs', () => {
  it('none by default (the 2021 hosted service no longer answers): every chart reads the chain', () => {
    for (const chainId of [1, 3, 4, 5, 42, 421611, 42161, 10, 69, 31337])
      expect(subgraphUrlOf(chainId)).toBeNull()
  })

  it("a chain's VITE_SUBGRAPH_URL_<chainId>, http(s) only; anything else counts as unset", () => {
    const gateway =
      'https://gateway.thegraph.com/api/KEY/subgraphs/id/5zvR82QoaXYFyDEKLZ9t6v9adgnptxYpKpSbxtgVENFV'
    const settings = {
      VITE_SUBGRAPH_URL_1: ` ${gateway} `,
      VITE_SUBGRAPH_URL_10: 'javascript:alert(1)',
      VITE_SUBGRAPH_URL_42161: 'not a url',
      VITE_SUBGRAPH_URL_5: '',
      VITE_SUBGRAPH_URL_4: 'http://graph.internal:8000/subgraphs/name/v3',
      VITE_RPC_URL_1: 'https://node.example/',
    }
    expect(subgraphUrlFromSettings(1, settings)).toBe(gateway)
    expect(subgraphUrlFromSettings(4, settings)).toBe('http://graph.internal:8000/subgraphs/name/v3')
    for (const chainId of [10, 42161, 5, 3]) expect(subgraphUrlFromSettings(chainId, settings)).toBeNull()
    expect(subgraphUrlsFromSettings(settings).sort()).toEqual(
      [gateway, 'http://graph.internal:8000/subgraphs/name/v3'].sort(),
    )
    expect(subgraphUrlsFromSettings({ VITE_SUBGRAPH_URL_1: gateway, VITE_SUBGRAPH_URL_4: gateway })).toEqual([
      gateway,
    ])
  })
})

describe('isGraphStale', () => {
  it('allows the subgraph 20 blocks behind the chain, not 21', () => {
    expect(isGraphStale(120, 100)).toBe(false)
    expect(isGraphStale(121, 100)).toBe(true)
    expect(isGraphStale(90, 100)).toBe(false)
  })
})

describe('querySubgraph', () => {
  it('POSTs the document and variables as JSON without credentials and returns `data`', async () => {
    subgraph.mode = 'ok'
    const inits: RequestInit[] = []
    const data = await querySubgraph(
      (url, init) => {
        inits.push(init)
        return fetch(url, init)
      },
      subgraph.url,
      TICKS,
    )
    expect(data).toEqual({ _meta: expect.any(Object), ticks: [] })
    expect(subgraph.requests.at(-1)).toEqual({ operation: 'allV3Ticks', variables: TICKS.variables })
    expect(inits[0]).toMatchObject({ method: 'POST', credentials: 'omit', referrerPolicy: 'no-referrer' })
  })

  it.each<[FakeSubgraphMode, SubgraphErrorKind]>([
    ['http-500', 'http'],
    ['malformed-json', 'malformed'],
    ['graphql-errors', 'graphql'],
  ])('a server answering %s fails as %s', async (mode, kind) => {
    subgraph.mode = mode
    expect(await failureKind(querySubgraph(realFetch, subgraph.url, TICKS))).toBe(kind)
    subgraph.mode = 'ok'
  })

  it('refuses an answer over the size cap', async () => {
    expect(await failureKind(querySubgraph(realFetch, subgraph.url, TICKS, { maxBytes: 10 }))).toBe(
      'too-large',
    )
  })

  it('JSON that is not an answer (no data object) is malformed', async () => {
    for (const body of ['[]', 'null', '{"data": []}', '"x"']) {
      const fetchFn: SubgraphFetch = async () => new Response(body, { status: 200 })
      expect(await failureKind(querySubgraph(fetchFn, subgraph.url, TICKS))).toBe('malformed')
    }
  })

  it('no answer (a closed port, a timeout, an abort) is a network failure', async () => {
    expect(await failureKind(querySubgraph(realFetch, 'http://127.0.0.1:9/graphql', TICKS))).toBe('network')
    const never: SubgraphFetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    expect(await failureKind(querySubgraph(never, subgraph.url, TICKS, { timeoutMs: 20 }))).toBe('network')
    const controller = new AbortController()
    const pending = querySubgraph(never, subgraph.url, TICKS, { signal: controller.signal })
    controller.abort()
    expect(await failureKind(pending)).toBe('network')
  })
})
