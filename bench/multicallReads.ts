import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, createPublicClient, createTestClient, http, parseEther } from 'viem'
import { ensureState, findFreePort, startDevchain } from '../devchain/index.ts'
import {
  batchedHttp,
  createBlockWatcher,
  createMulticallEngine,
  quoteExactInputSingleRead,
  tokenBalanceRead,
} from '../src/chain/toolEntry.ts'
import type { BenchResult } from './benchResult.ts'

const CHAIN_ID = 31337

// An HTTP proxy in front of the node that counts the requests it forwards.
async function countingProxy(
  target: string,
): Promise<{ url: string; count(): number; close(): Promise<void> }> {
  let requests = 0
  const server: Server = createServer((req, res) => {
    requests++
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
        .then(async (response) => {
          res.writeHead(response.status, { 'content-type': 'application/json' })
          res.end(Buffer.from(await response.arrayBuffer()))
        })
        .catch(() => {
          res.writeHead(502)
          res.end()
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for reads')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const account = (i: number): Address => `0x${(0x1000 + i).toString(16).padStart(40, '0')}`

// HTTP requests the multicall engine makes to read 500 token balances, to read 40 quotes, and per block while
// 100 listeners watch overlapping balances (block number polled at the local chain's 1 s interval).
export async function benchMulticallReads(): Promise<BenchResult[]> {
  await ensureState()
  const chain = await startDevchain({ port: await findFreePort() })
  const proxy = await countingProxy(chain.rpcUrl)
  const { contracts, tokens } = chain.deployment
  const client = createPublicClient({ transport: batchedHttp({ url: proxy.url, chainId: CHAIN_ID }) })
  const direct = createPublicClient({ transport: http(chain.rpcUrl) })
  const node = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
  const multicallAddress = contracts.UniswapInterfaceMulticall
  try {
    const block = Number(await direct.getBlockNumber())

    const balances = Array.from({ length: 500 }, (_, i) =>
      tokenBalanceRead(CHAIN_ID, tokens.DAI.address, account(i)),
    )
    const engine = createMulticallEngine({ client, multicallAddress })
    engine.listen(balances.map((read) => read.call))
    let before = proxy.count()
    engine.setBlockNumber(block)
    await until(() => balances.every((read) => engine.result(read.call).blockNumber === block))
    const balanceRequests = proxy.count() - before
    engine.destroy()

    const quotes = Array.from({ length: 40 }, (_, i) =>
      quoteExactInputSingleRead(CHAIN_ID, contracts.QuoterV2, {
        tokenIn: tokens.WETH.address,
        tokenOut: tokens.DAI.address,
        amountIn: parseEther(String(i + 1)) / 10n,
        fee: 3000,
        sqrtPriceLimitX96: 0n,
      }),
    )
    const quoteEngine = createMulticallEngine({ client, multicallAddress })
    quoteEngine.listen(quotes.map((read) => read.call))
    before = proxy.count()
    quoteEngine.setBlockNumber(block)
    await until(() => quotes.every((read) => quoteEngine.result(read.call).blockNumber === block))
    const quoteRequests = proxy.count() - before
    if (quotes.some((read) => !quoteEngine.result(read.call).data)) throw new Error('A quote failed')
    quoteEngine.destroy()

    const watchEngine = createMulticallEngine({ client, multicallAddress })
    const symbols = ['DAI', 'USDC', 'USDT', 'WBTC', 'UNI', 'WETH', 'MKR'] as const
    for (let i = 0; i < 100; i++) {
      watchEngine.listen([
        tokenBalanceRead(CHAIN_ID, tokens[symbols[i % 7] ?? 'DAI'].address, account(i % 10)).call,
        tokenBalanceRead(CHAIN_ID, tokens[symbols[(i + 1) % 7] ?? 'DAI'].address, account((i + 1) % 10)).call,
      ])
    }
    const blocks = createBlockWatcher({ client, pollingIntervalMs: 1_000 })
    const stop = blocks.subscribe(() => watchEngine.setBlockNumber(blocks.current() ?? 0))
    const probe = tokenBalanceRead(CHAIN_ID, tokens.DAI.address, account(0)).call
    await until(() => watchEngine.result(probe).blockNumber !== undefined)
    before = proxy.count()
    const first = watchEngine.result(probe).blockNumber ?? 0
    const BLOCKS = 10
    for (let i = 0; i < BLOCKS; i++) {
      await node.mine({ blocks: 1 })
      await until(() => (watchEngine.result(probe).blockNumber ?? 0) >= first + i + 1)
    }
    const perBlock = (proxy.count() - before) / BLOCKS
    stop()
    watchEngine.destroy()
    return [
      { name: 'multicall-500-balances-requests', value: balanceRequests, unit: 'requests', budget: 1 },
      { name: 'multicall-40-quotes-requests', value: quoteRequests, unit: 'requests', budget: 1 },
      { name: 'multicall-100-listeners-requests-per-block', value: perBlock, unit: 'requests', budget: 2 },
    ]
  } finally {
    await proxy.close()
    await chain.stop()
  }
}
