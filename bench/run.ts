// `npm run bench`: one JSON line per benchmark, {"name","value","unit","budget"}; exits non-zero when a
// budget is broken. `npm run bench -- NAME…` runs only the named benchmarks.
import { performance } from 'node:perf_hooks'
import { type BenchResult, overBudget } from './benchResult.ts'
import { benchDevchain } from './devchain.ts'
import { benchFirstLoad } from './firstLoad.ts'
import { benchLighthouse } from './lighthouse.ts'
import { benchMulticallReads } from './multicallReads.ts'
import { benchPositionsRequests } from './positionsRequests.ts'
import { benchRangeChart } from './rangeChart.ts'
import { benchSuiteTime } from './suiteTime.ts'
import { benchSwapQuote } from './swapQuote.ts'
import { benchTokenSearch } from './tokenSearch.ts'
import { benchV2PoolRequests } from './v2PoolRequests.ts'
import { benchVoteRequests } from './voteRequests.ts'

/** `onlyWhenNamed`: too long for a plain `npm run bench` (it runs the whole suite). */
type Bench = { name: string; run: () => Promise<BenchResult[]>; onlyWhenNamed?: boolean }

const benches: Bench[] = [
  { name: 'devchain', run: benchDevchain },
  { name: 'first-load', run: benchFirstLoad },
  { name: 'lighthouse', run: benchLighthouse },
  { name: 'multicall-reads', run: benchMulticallReads },
  { name: 'positions-requests', run: benchPositionsRequests },
  { name: 'range-chart', run: benchRangeChart },
  { name: 'swap-quote', run: benchSwapQuote },
  { name: 'v2-pool-requests', run: benchV2PoolRequests },
  { name: 'vote-requests', run: benchVoteRequests },
  { name: 'token-search', run: benchTokenSearch },
  { name: 'suite-time', run: benchSuiteTime, onlyWhenNamed: true },
]

const only = process.argv.slice(2)
let broken = 0
for (const bench of benches) {
  if (only.length > 0 ? !only.includes(bench.name) : bench.onlyWhenNamed) continue
  const started = performance.now()
  try {
    for (const result of await bench.run()) {
      console.log(JSON.stringify(result))
      if (overBudget(result)) broken++
    }
  } catch (error) {
    broken++
    const message = error instanceof Error ? error.message : String(error)
    console.log(
      JSON.stringify({ name: bench.name, error: message, ms: Math.round(performance.now() - started) }),
    )
  }
}
if (broken > 0) {
  console.error(`${broken} benchmark(s) over budget or failed`)
  process.exit(1)
}
