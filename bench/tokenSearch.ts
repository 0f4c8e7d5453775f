// Token search over a generated 10,000-token list (budget 5 ms per query), and the rows the selector's
// virtualized list puts in the DOM for that list (budget: a screenful, whatever the list size).
import { performance } from 'node:perf_hooks'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createServer } from 'vite'
import type { BenchResult } from './benchResult.ts'

type TokensEntry = typeof import('../src/features/tokens/toolEntry.ts')

const TOKENS = 10_000
const QUERIES = [
  'e',
  'eth',
  'usd',
  'wrapped',
  'tok 42',
  'coin 9',
  'zzz',
  '0x00000000000000000000000000000000000012ab',
]

function generate(): import('../src/features/tokens/toolEntry.ts').TokenCurrency[] {
  return Array.from({ length: TOKENS }, (_, i) => ({
    kind: 'token' as const,
    chainId: 1,
    address: `0x${i.toString(16).padStart(40, '0')}` as `0x${string}`,
    decimals: 18,
    symbol: `TOK${i}`,
    name: `Token ${i} ${i % 3 === 0 ? 'USD Coin' : i % 3 === 1 ? 'Wrapped Ether' : 'Governance'}`,
  }))
}

export async function benchTokenSearch(): Promise<BenchResult[]> {
  // Vite loads the entry so the component's CSS modules and Lingui macros compile as in the app.
  const server = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  })
  try {
    const entry = (await server.ssrLoadModule('/src/features/tokens/toolEntry.ts')) as TokensEntry
    const tokens = generate()
    const index = entry.createTokenIndex(tokens)
    const native = entry.nativeCurrency(1)
    const balances = new Map<string, bigint>()
    for (let i = 0; i < 3; i++)
      for (const q of QUERIES) entry.orderSearchResults(index.search(q), q, native, balances)
    const rounds = 20
    const started = performance.now()
    for (let r = 0; r < rounds; r++)
      for (const q of QUERIES) entry.orderSearchResults(index.search(q), q, native, balances)
    const perQueryMs = (performance.now() - started) / (rounds * QUERIES.length)

    const rows = entry.orderSearchResults(index.search(''), '', native, balances).map((currency) => ({
      kind: 'currency' as const,
      currency,
      balance: undefined,
      selected: false,
    }))
    const html = renderToString(
      createElement(entry.CurrencyList, { rows, onSelect: () => undefined, onImport: () => undefined }),
    )
    const domRows = html.split('data-row=""').length - 1
    return [
      {
        name: 'token-search-ms-per-query-10k',
        value: Math.round(perQueryMs * 100) / 100,
        unit: 'ms',
        budget: 5,
      },
      { name: 'token-list-rows-in-dom-10k', value: domRows, unit: 'rows', budget: 15 },
    ]
  } finally {
    await server.close()
  }
}
