// The chart's tick data and curve on the seeded local chain: TickLens around the current tick in one HTTP
// request, a curve whose active liquidity at the price is the pool's liquidity() (the 1 % pools, which hold
// only full-range liquidity, included), a reverting TickLens, and a local subgraph that misbehaves.
import { Token } from '@uniswap/sdk-core'
import { type Address, createPublicClient, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchedHttp } from '../../../chain/batchedHttp.ts'
import { type FakeSubgraph, startFakeSubgraph } from '../../../chain/test/fakeSubgraph.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { getPopulatedTicks } from '../../../chain/tickLensReads.ts'
import {
  activeLiquiditySteps,
  hasActiveLiquidity,
  liquidityAtTick,
  ticksFitPool,
} from '../model/activeLiquidity.ts'
import { liquidityCurve } from '../model/liquidityCurve.ts'
import { TICK_SPACING_BY_FEE, tickBitmapWord, usableTickRange } from '../model/tickWindow.ts'
import { getPoolTicks, type PoolTicksRequest } from './getPoolTicks.ts'

const kit = localChainKit()
const { deployment, publicClient, chain } = kit
const { TickLens: tickLens, UniswapInterfaceMulticall: multicall } = deployment.contracts
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
  'function liquidity() view returns (uint128)',
])
const pools = deployment.pools.v3
const pool25 = deployment.positions.find((p) => p.tokenId === 25)?.pool as Address

/** A client on the app's batched transport that counts its HTTP requests. */
function countingClient() {
  const counter = { requests: 0 }
  const client = createPublicClient({
    chain,
    transport: batchedHttp({
      url: chain.rpcUrls.default.http[0] as string,
      chainId: chain.id,
      fetch: (url, init) => {
        counter.requests++
        return fetch(url, init)
      },
    }),
  })
  return { client, counter }
}

async function poolState(address: Address) {
  const [slot0, liquidity] = await Promise.all([
    publicClient.readContract({ address, abi: poolAbi, functionName: 'slot0' }),
    publicClient.readContract({ address, abi: poolAbi, functionName: 'liquidity' }),
  ])
  return { tickCurrent: slot0[1], liquidity }
}

async function request(
  address: Address,
  overrides: Partial<PoolTicksRequest> = {},
): Promise<PoolTicksRequest> {
  const fee = pools.find((p) => p.address === address)?.fee ?? 0
  const latestBlock = Number(await publicClient.getBlockNumber())
  return {
    pool: address,
    fee,
    ...(await poolState(address)),
    latestBlock,
    subgraphUrl: null,
    multicall,
    tickLens,
    ...overrides,
  }
}

/** Every initialized tick of the pool, 100 words an eth_call. */
async function allTicks(pool: Address, spacing: number) {
  const usable = usableTickRange(spacing)
  const words: number[] = []
  for (let w = tickBitmapWord(usable.lower, spacing); w <= tickBitmapWord(usable.upper, spacing); w++)
    words.push(w)
  const ticks = []
  for (let i = 0; i < words.length; i += 100) {
    const part = await getPopulatedTicks(publicClient, {
      multicall,
      tickLens,
      pool,
      words: words.slice(i, i + 100),
    })
    if (part === null) throw new Error('TickLens failed')
    ticks.push(...part)
  }
  return ticks
}

function sdkToken(address: Address): Token {
  const token = Object.values(deployment.tokens).find((t) => t.address === address)
  if (!token) throw new Error(`No token ${address}`)
  return new Token(chain.id, token.address, token.decimals, token.symbol)
}

describe('tick data from TickLens', () => {
  it('the words around #25’s pool hold the ticks of #25 and #29, read in one HTTP request', async () => {
    const { client, counter } = countingClient()
    const answer = await getPoolTicks({ client, fetch }, await request(pool25))
    expect(counter.requests).toBe(1)
    if (answer.kind !== 'ticks') throw new Error(answer.kind)
    expect(answer.source).toBe('chain')
    const ticks = answer.ticks.map((t) => t.tick)
    for (const position of deployment.positions.filter((p) => p.pool === pool25)) {
      expect(ticks).toContain(position.tickLower)
      expect(ticks).toContain(position.tickUpper)
    }
  })

  it('every pool’s windowed curve agrees with the whole pool’s ticks, the pool’s liquidity() at the price; the 1 % pools draw too', async () => {
    for (const pool of pools) {
      const req = await request(pool.address)
      const label = `${pool.pair} ${pool.fee}`
      const tickSpacing = TICK_SPACING_BY_FEE[pool.fee] ?? 0
      const answer = await getPoolTicks({ client: publicClient, fetch }, req)
      if (answer.kind !== 'ticks') throw new Error(`${label}: ${answer.kind}`)
      const tokens = [sdkToken(pool.token0), sdkToken(pool.token1)] as const
      const curve = liquidityCurve({ ...req, tokens, ticks: answer.ticks, range: answer.range, tickSpacing })
      if (curve === null) throw new Error(`${label}: no curve`)
      expect(hasActiveLiquidity(curve), label).toBe(true)
      // The whole pool, walked up from nothing below its lowest tick, must reach the same liquidity everywhere.
      const all = await allTicks(pool.address, tickSpacing)
      expect(ticksFitPool(all, req.tickCurrent, req.liquidity), label).toBe(true)
      const whole = activeLiquiditySteps({
        ...req,
        ticks: all,
        range: usableTickRange(tickSpacing),
        tickSpacing,
      })
      for (const point of curve) expect(liquidityAtTick(whole ?? [], point.tick), label).toBe(point.liquidity)
      expect(liquidityAtTick(curve, req.tickCurrent), label).toBe(req.liquidity)
      if (pool.fee === 10000)
        expect(new Set(curve.map((p) => p.liquidity)), label).toEqual(new Set([req.liquidity]))
    }
  })

  it('a TickLens call that reverts (or no TickLens at the address) is unavailable', async () => {
    const notAPool = deployment.tokens.DAI.address
    expect(
      await getPoolTicks({ client: publicClient, fetch }, await request(pool25, { pool: notAPool })),
    ).toEqual({
      kind: 'unavailable',
      fallback: null,
    })
    expect(
      await getPoolTicks({ client: publicClient, fetch }, await request(pool25, { tickLens: pool25 })),
    ).toEqual({ kind: 'unavailable', fallback: null })
  })
})

describe('tick data from a local subgraph', () => {
  let subgraph: FakeSubgraph
  let indexed: { tickIdx: number; liquidityNet: bigint }[]
  beforeAll(async () => {
    subgraph = await startFakeSubgraph()
    // What the subgraph would index: every initialized tick of the pool.
    const ticks = await allTicks(pool25, 60)
    indexed = ticks.map((t) => ({ tickIdx: t.tick, liquidityNet: t.liquidityNet }))
  })
  afterAll(() => subgraph.close())

  it('answers with the whole pool when fresh; when it fails, is stale or serves another pool, the chain answers', async () => {
    const fresh = await request(pool25, { subgraphUrl: subgraph.url })
    subgraph.graphBlock = fresh.latestBlock
    subgraph.ticks.set(pool25.toLowerCase(), indexed)
    const good = await getPoolTicks({ client: publicClient, fetch }, fresh)
    expect(good).toMatchObject({ kind: 'ticks', source: 'subgraph', fallback: null })
    expect(good.kind === 'ticks' && good.ticks.length).toBe(indexed.length)

    const chainAnswer = await getPoolTicks({ client: publicClient, fetch }, { ...fresh, subgraphUrl: null })
    const cases: [() => void, string][] = [
      [() => (subgraph.mode = 'http-500'), 'http'],
      [() => (subgraph.mode = 'malformed-json'), 'malformed'],
      [() => (subgraph.graphBlock = fresh.latestBlock - 21), 'stale'],
      [() => subgraph.ticks.set(pool25.toLowerCase(), [{ tickIdx: -887220, liquidityNet: 5n }]), 'unfit'],
      [() => (subgraph.mode = 'other-pool'), 'mismatch'],
    ]
    for (const [misbehave, fallback] of cases) {
      subgraph.mode = 'ok'
      subgraph.graphBlock = fresh.latestBlock
      subgraph.ticks.set(pool25.toLowerCase(), indexed)
      misbehave()
      expect(await getPoolTicks({ client: publicClient, fetch }, fresh)).toEqual({ ...chainAnswer, fallback })
    }
  })
})
