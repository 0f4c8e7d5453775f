import { performance } from 'node:perf_hooks'
import type { Page } from '@playwright/test'
import { type Address, decodeFunctionData, formatEther, type Hex, parseAbi, toFunctionSelector } from 'viem'
import type { Deployment } from '../devchain/index.ts'
import { connectWallet } from '../tests/e2e/support/app.ts'
import { BAKED_LOCAL_RPC_URL, BAKED_ROUTING_API_URL } from '../tests/e2e/support/constants.ts'
import { TestWallet } from '../tests/e2e/support/testWallet.ts'
import type { BenchResult } from './benchResult.ts'
import { isLocal, startTestApp } from './testApp.ts'

// A new quote on /#/swap (ETH → DAI, wallet connected, routing in the browser because the quote API refuses
// connections) once the pair's pools are known: the JSON-RPC HTTP requests made from the first keystroke of a
// new amount until its quote is on screen, and the time from the last keystroke to that moment. Requests that
// carry only eth_blockNumber are the block poll (every second, whatever the form does; the idle-traffic budget
// covers them): they are listed on stderr but not counted. stderr also decodes every request of each run.

const OUT_DIR = '.bench/swap-dist'
/** Quotes before the measured ones: the first reads the pair's pools, the second shows they are known. */
const WARM_UP_AMOUNTS = ['1', '0.5']
const AMOUNTS = ['1.5', '2.25', '0.75', '2.9', '0.42']
/**
 * Playwright types a whole amount within a few milliseconds. People type one key every 100–300 ms, and
 * every amount typed on the way (1, 1., 1.3 …) is a quote the app may ask for: measured as well, reported
 * beside the main numbers without a budget of its own.
 */
const HUMAN_KEY_DELAY_MS = 150
const HUMAN_AMOUNTS = ['1.35', '2.65', '0.95', '1.85', '2.15']
/** quality.md: "the quote is on screen within one round trip plus 100 ms of the last keystroke". */
const LATENCY_ALLOWANCE_MS = 100
const QUOTE_TIMEOUT_MS = 30_000

type RpcCall = { method: string; params: unknown }
type RpcRequest = { at: number; ms: number | undefined; calls: RpcCall[] }
type QuoteRun = {
  amount: string
  latencyMs: number
  roundTripMs: number
  requests: number
  calls: number
  polls: number
  preflights: number
  walletRequests: string[]
  /** Last keystroke → the quote's request reaches the route → its answer is back → the quote is on screen. */
  phases: string
  detail: string[]
}
type BenchWindow = { __benchLastKeyAt?: number; __benchQuote?: Promise<{ at: number; value: string }> }

const median = (values: readonly number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

function parseCalls(body: string | null): RpcCall[] {
  try {
    const payload: unknown = JSON.parse(body ?? '')
    const items = Array.isArray(payload) ? payload : [payload]
    return items.map((item) => {
      const { method, params } = (item ?? {}) as { method?: unknown; params?: unknown }
      return { method: typeof method === 'string' ? method : '?', params }
    })
  } catch {
    return [{ method: '(unparsable body)', params: null }]
  }
}

const isPoll = (request: RpcRequest) => request.calls.every((call) => call.method === 'eth_blockNumber')

// Names for what the calls touch, so that the report says which reads an extra request carried.
const multicallAbi = parseAbi([
  'function multicall((address target, uint256 gasLimit, bytes callData)[] calls) returns (uint256 blockNumber, (bool success, uint256 gasUsed, bytes returnData)[] returnData)',
])
const KNOWN_FUNCTIONS = [
  'function slot0()',
  'function liquidity()',
  'function getReserves()',
  'function quoteExactInput(bytes,uint256)',
  'function quoteExactOutput(bytes,uint256)',
  'function quoteExactInputSingle((address,address,uint256,uint24,uint160))',
  'function quoteExactOutputSingle((address,address,uint256,uint24,uint160))',
  'function balanceOf(address)',
  'function allowance(address,address)',
  'function getEthBalance(address)',
  'function getCurrentBlockTimestamp()',
  'function decimals()',
  'function symbol()',
  'function name()',
  'function totalSupply()',
]
const quoterAbi = parseAbi([
  'function quoteExactInput(bytes path, uint256 amountIn)',
  'function quoteExactOutput(bytes path, uint256 amountOut)',
])
const FUNCTION_NAMES = new Map(
  KNOWN_FUNCTIONS.map((signature) => [
    toFunctionSelector(signature),
    signature.slice(9, signature.indexOf('(')),
  ]),
)

function addressLabels(deployment: Deployment): Map<string, string> {
  const labels = new Map<string, string>()
  for (const [name, address] of Object.entries(deployment.contracts)) labels.set(address.toLowerCase(), name)
  for (const [symbol, token] of Object.entries(deployment.tokens))
    labels.set(token.address.toLowerCase(), symbol)
  for (const pool of deployment.pools.v3)
    labels.set(pool.address.toLowerCase(), `v3 ${pool.pair} ${pool.fee}`)
  for (const pair of deployment.pools.v2) labels.set(pair.address.toLowerCase(), `v2 ${pair.pair}`)
  return labels
}

function describeCall(call: RpcCall, labels: Map<string, string>): string {
  if (call.method !== 'eth_call' || !Array.isArray(call.params)) return call.method
  const [tx, block] = call.params as [{ to?: string; data?: string; input?: string } | undefined, unknown]
  const to = tx?.to?.toLowerCase() ?? ''
  const data = (tx?.data ?? tx?.input ?? '0x') as Hex
  const label = labels.get(to) ?? to
  const at =
    typeof block === 'string' ? `@${block.startsWith('0x') ? Number.parseInt(block, 16) : block}` : ''
  if (label !== 'UniswapInterfaceMulticall') {
    return `eth_call${at} ${label}.${FUNCTION_NAMES.get(data.slice(0, 10) as Hex) ?? data.slice(0, 10)}`
  }
  try {
    const { args } = decodeFunctionData({ abi: multicallAbi, data })
    const counts = new Map<string, number>()
    const quoted = new Set<string>()
    for (const inner of args[0]) {
      try {
        const quote = decodeFunctionData({ abi: quoterAbi, data: inner.callData })
        quoted.add(formatEther(quote.args[1]))
      } catch {
        // not a quote
      }
      const name = `${labels.get(inner.target.toLowerCase()) ?? inner.target}.${
        FUNCTION_NAMES.get(inner.callData.slice(0, 10) as Hex) ?? inner.callData.slice(0, 10)
      }`
      counts.set(name, (counts.get(name) ?? 0) + 1)
    }
    const inner = [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ')
    const amounts = quoted.size > 0 ? ` for ${[...quoted].join(', ')} (1e18 units)` : ''
    return `eth_call${at} multicall[${args[0].length}: ${inner}]${amounts}`
  } catch {
    return `eth_call${at} multicall(undecodable)`
  }
}

/**
 * Starts watching, before the first keystroke, for a quote other than `previous` for the amount `typed`, on
 * screen with Swap enabled; `__benchQuote` settles with the page's clock at that moment.
 */
function watchQuote(page: Page, previous: string, typed: string): Promise<void> {
  return page.evaluate(
    ({ previous, typed, timeoutMs }) => {
      const scope = window as unknown as BenchWindow
      scope.__benchQuote = new Promise<{ at: number; value: string }>((done, fail) => {
        let finished = false
        const check = () => {
          if (finished) return
          const from = document.querySelector<HTMLInputElement>('[data-testid=amount-from]')
          const to = document.querySelector<HTMLInputElement>('[data-testid=amount-to]')
          const swap = document.querySelector<HTMLButtonElement>('[data-testid=swap-button]')
          if (from?.value !== typed || !to || to.value === '' || to.value === previous) return
          if (!swap || swap.disabled) return
          finished = true
          const at = performance.now()
          observer.disconnect()
          clearTimeout(timer)
          done({ at, value: to.value })
        }
        // Mutations are seen as React commits them; the frame loop catches property-only changes.
        const observer = new MutationObserver(check)
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        })
        const frame = () => {
          check()
          if (!finished) requestAnimationFrame(frame)
        }
        const timer = setTimeout(() => {
          finished = true
          observer.disconnect()
          fail(new Error(`No quote for ${typed} within ${timeoutMs} ms`))
        }, timeoutMs)
        frame()
      })
    },
    { previous, typed, timeoutMs: QUOTE_TIMEOUT_MS },
  )
}

const quoteSeen = (page: Page) =>
  page.evaluate(() => {
    const pending = (window as unknown as BenchWindow).__benchQuote
    if (!pending) throw new Error('No quote watch')
    return pending
  })

export async function benchSwapQuote(): Promise<BenchResult[]> {
  // Test mode with the RPC URL baked to a placeholder routed below to this bench's own anvil, and a quote API
  // that refuses connections, so that routing in the browser is measured.
  const { chain, baseUrl, browser, cleanup } = await startTestApp(OUT_DIR)
  try {
    const labels = addressLabels(chain.deployment)
    const problems: string[] = []
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))

    const requests: RpcRequest[] = []
    const preflights: number[] = []
    let inFlight = 0
    await page.route(
      (url) => !isLocal(url.href),
      (route) => route.abort('blockedbyclient'),
    )
    await page.route(`${BAKED_ROUTING_API_URL}**`, (route) => route.abort('connectionrefused'))
    await page.route(`${BAKED_LOCAL_RPC_URL}**`, async (route) => {
      const request = route.request()
      if (request.method() === 'OPTIONS') {
        preflights.push(performance.now())
        await route.fulfill({
          status: 204,
          headers: {
            'access-control-allow-origin': '*',
            'access-control-allow-methods': 'POST, OPTIONS',
            'access-control-allow-headers': 'content-type',
          },
        })
        return
      }
      const entry: RpcRequest = {
        at: performance.now(),
        ms: undefined,
        calls: parseCalls(request.postData()),
      }
      requests.push(entry)
      inFlight++
      try {
        const response = await route.fetch({ url: chain.rpcUrl })
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'access-control-allow-origin': '*' },
        })
      } finally {
        entry.ms = performance.now() - entry.at
        inFlight--
      }
    })

    // tsx compiles this file and the e2e support code with esbuild's keepNames, which wraps functions in a
    // `__name(fn, 'name')` helper; functions Playwright serializes into the page need it defined there too.
    await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
    const accounts = chain.deployment.accounts.map((account) => account.address as Address)
    const wallet = new TestWallet(page, chain.rpcUrl, accounts)
    await wallet.install()
    await page.addInitScript(() => {
      document.addEventListener(
        'keydown',
        () => {
          ;(window as unknown as BenchWindow).__benchLastKeyAt = performance.now()
        },
        true,
      )
    })

    const dai = chain.deployment.tokens.DAI.address
    await page.goto(`${baseUrl}#/swap?inputCurrency=ETH&outputCurrency=${dai}`)
    await connectWallet(page, wallet)
    const amountFrom = page.getByTestId('amount-from')
    await amountFrom.waitFor({ state: 'visible' })

    // Nothing of the previous quote is still on its way: no request out and none for a while (block polls
    // aside, which go on every second whatever the form does).
    const quiet = async () => {
      const since = performance.now()
      for (;;) {
        const last = requests.filter((r) => !isPoll(r)).at(-1)?.at ?? 0
        if (inFlight === 0 && performance.now() - last > 500) return
        if (performance.now() - since > QUOTE_TIMEOUT_MS) throw new Error('The page never stops reading')
        await sleep(50)
      }
    }

    let previous = ''
    const type = async (amount: string, keyDelayMs = 0) => {
      await amountFrom.click()
      await page.keyboard.press('ControlOrMeta+A')
      await watchQuote(page, previous, amount)
      await page.keyboard.type(amount, { delay: keyDelayMs })
      const quote = await quoteSeen(page)
      const perEth = Number(quote.value.replaceAll(',', '')) / Number(amount)
      if (!(perEth > 1000 && perEth < 2100))
        throw new Error(`Implausible quote: ${amount} ETH → ${quote.value} DAI`)
      previous = quote.value
      return quote
    }

    for (const amount of WARM_UP_AMOUNTS) {
      await type(amount)
      await quiet()
    }

    // The page's and this process's clocks, both on the epoch, to place the requests between keystroke and screen.
    const pageOrigin = await page.evaluate(() => performance.timeOrigin)
    const toPage = (nodeTime: number) => performance.timeOrigin + nodeTime - pageOrigin
    const measure = async (amounts: readonly string[], keyDelayMs: number): Promise<QuoteRun[]> => {
      const runs: QuoteRun[] = []
      for (const amount of amounts) {
        await quiet()
        const walletBefore = wallet.requests.length
        const start = performance.now()
        const quote = await type(amount, keyDelayMs)
        const end = performance.now()
        const lastKeyAt = await page.evaluate(() => (window as unknown as BenchWindow).__benchLastKeyAt ?? 0)
        // Requests still answering are waited for, so that their round trips are known.
        await quiet()
        const inWindow = requests.filter((r) => r.at >= start && r.at <= end)
        const forQuote = inWindow.filter((r) => !isPoll(r))
        const last = forQuote.at(-1)
        const sentMs = last ? toPage(last.at) - lastKeyAt : Number.NaN
        const answeredMs = last ? toPage(last.at + (last.ms ?? 0)) - lastKeyAt : Number.NaN
        runs.push({
          amount,
          latencyMs: quote.at - lastKeyAt,
          roundTripMs: last?.ms ?? Number.NaN,
          requests: forQuote.length,
          calls: forQuote.reduce(
            (n, r) => n + r.calls.filter((c) => c.method !== 'eth_blockNumber').length,
            0,
          ),
          polls: inWindow.length - forQuote.length,
          preflights: preflights.filter((t) => t >= start && t <= end).length,
          walletRequests: wallet.requests.slice(walletBefore).map((r) => r.method),
          phases: `last request out at +${Math.round(sentMs)} ms, answered at +${Math.round(answeredMs)} ms, on screen at +${Math.round(quote.at - lastKeyAt)} ms`,
          detail: inWindow.map(
            (r) =>
              `+${Math.round(r.at - start)} ms (${Math.round(r.ms ?? 0)} ms): ${r.calls
                .map((c) => describeCall(c, labels))
                .join(' | ')}`,
          ),
        })
      }
      return runs
    }
    const runs = await measure(AMOUNTS, 0)
    const humanRuns = await measure(HUMAN_AMOUNTS, HUMAN_KEY_DELAY_MS)

    for (const run of [...runs, ...humanRuns]) {
      const pace = humanRuns.includes(run) ? `typed at ${HUMAN_KEY_DELAY_MS} ms a key` : 'typed at once'
      console.error(
        `swap-quote: ${run.amount} ETH ${pace}: ${Math.round(run.latencyMs)} ms after the last keystroke, ` +
          `${run.requests} request(s) with ${run.calls} call(s), round trip ${Math.round(run.roundTripMs)} ms` +
          (run.polls ? `, ${run.polls} block poll(s) not counted` : '') +
          (run.preflights ? `, ${run.preflights} CORS preflight(s)` : '') +
          (run.walletRequests.length ? `, wallet: ${run.walletRequests.join(', ')}` : ''),
      )
      console.error(`  after the last keystroke: ${run.phases}`)
      for (const line of run.detail) console.error(`  ${line}`)
    }
    for (const problem of problems) console.error(`swap-quote: ${problem}`)

    const maxRequests = Math.max(...runs.map((run) => run.requests))
    const latency = median(runs.map((run) => run.latencyMs))
    const roundTrip = median(runs.map((run) => run.roundTripMs))
    const requestsResult = {
      name: 'swap-quote-requests',
      value: maxRequests,
      unit: 'requests',
      budget: 1,
      rpcCalls: Math.max(...runs.map((run) => run.calls)),
      runs: runs.map((run) => run.requests),
      humanTyping: { keyDelayMs: HUMAN_KEY_DELAY_MS, runs: humanRuns.map((run) => run.requests) },
    }
    const latencyResult = {
      name: 'swap-quote-latency-ms',
      value: Math.round(latency),
      unit: 'ms',
      budget: Math.round(roundTrip + LATENCY_ALLOWANCE_MS),
      roundTripMs: Math.round(roundTrip),
      runs: runs.map((run) => Math.round(run.latencyMs)),
      humanTyping: {
        keyDelayMs: HUMAN_KEY_DELAY_MS,
        runs: humanRuns.map((run) => Math.round(run.latencyMs)),
      },
    }
    return [requestsResult, latencyResult]
  } finally {
    for (const step of cleanup.reverse()) await step()
  }
}
