import { createRequire } from 'node:module'
import type * as SdkCore from '@uniswap/sdk-core'
import type * as V2Sdk from '@uniswap/v2-sdk'
import type * as V3Sdk from '@uniswap/v3-sdk'
import { type Address, encodePacked, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import {
  positionManagerAbi,
  quoterV2Abi,
  swapRouterAbi,
  timelockAbi,
  v2FactoryAbi,
  v3FactoryAbi,
  v3PoolAbi,
} from './build/abis.ts'
import { fullRangeTicks } from './build/v3math.ts'
import { resetChain } from './index.ts'
import { kit } from './test/kit.ts'

// The SDKs' ES module builds are slow to load under Vitest; their CommonJS builds load directly.
const require = createRequire(import.meta.url)
const { Token } = require('@uniswap/sdk-core') as typeof SdkCore
const { computePairAddress } = require('@uniswap/v2-sdk') as typeof V2Sdk
const { computePoolAddress } = require('@uniswap/v3-sdk') as typeof V3Sdk

const { deployment, publicClient, wallet, address, mined } = kit()
const { contracts, tokens } = deployment

function decimalsOf(token: Address): number {
  const entry = Object.values(tokens).find((t) => t.address === token)
  if (!entry) throw new Error(`Unknown token ${token}`)
  return entry.decimals
}

const sdkToken = (token: Address) => new Token(31337, token, decimalsOf(token))

describe('deployment', () => {
  it('starts from the saved state plus one block at the current time', async () => {
    const latest = await publicClient.getBlock()
    expect(latest.number).toBe(BigInt(deployment.stateBlockNumber + 1))
    expect(Math.abs(Number(latest.timestamp) - Date.now() / 1000)).toBeLessThan(60)
  })

  it('has every contract deployed', async () => {
    for (const [name, contractAddress] of Object.entries(contracts)) {
      const code = await publicClient.getCode({ address: contractAddress })
      expect(code && code.length > 2, name).toBe(true)
    }
    expect(deployment.governors).toEqual([
      contracts.GovernorAlpha0,
      contracts.GovernorAlpha1,
      contracts.GovernorBravo,
    ])
    const admin = await publicClient.readContract({
      address: contracts.Timelock,
      abi: timelockAbi,
      functionName: 'admin',
    })
    expect(admin).toBe(contracts.GovernorBravo)
  })

  it('puts v3 pools where the v3 SDK computes them (default init code hash)', async () => {
    expect(deployment.pools.v3).toHaveLength(18)
    for (const pool of deployment.pools.v3) {
      const computed = computePoolAddress({
        factoryAddress: contracts.UniswapV3Factory,
        tokenA: sdkToken(pool.token0),
        tokenB: sdkToken(pool.token1),
        fee: pool.fee,
      })
      const onChain = await publicClient.readContract({
        address: contracts.UniswapV3Factory,
        abi: v3FactoryAbi,
        functionName: 'getPool',
        args: [pool.token1, pool.token0, pool.fee],
      })
      expect(computed).toBe(pool.address)
      expect(onChain).toBe(pool.address)
    }
  })

  it('puts v2 pairs where the v2 SDK computes them (default init code hash)', async () => {
    for (const pair of deployment.pools.v2) {
      const computed = computePairAddress({
        factoryAddress: contracts.UniswapV2Factory,
        tokenA: sdkToken(pair.token1),
        tokenB: sdkToken(pair.token0),
      })
      const onChain = await publicClient.readContract({
        address: contracts.UniswapV2Factory,
        abi: v2FactoryAbi,
        functionName: 'getPair',
        args: [pair.token0, pair.token1],
      })
      expect(computed).toBe(pair.address)
      expect(onChain).toBe(pair.address)
    }
  })

  it("deploys a v2 fork whose WETH/DAI pair is where the SDK computes it from the fork's factory, with account 0's LP", async () => {
    const [pair] = deployment.pools.forkV2
    if (!pair) throw new Error('no fork pair')
    expect(pair.address).toBe(deployment.fixtures.forkMigratePair)
    expect(
      computePairAddress({
        factoryAddress: contracts.ForkV2Factory,
        tokenA: sdkToken(pair.token0),
        tokenB: sdkToken(pair.token1),
      }),
    ).toBe(pair.address)
    const lp = await publicClient.readContract({
      address: pair.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [deployment.accounts[0]?.address as Address],
    })
    expect(lp > 0n).toBe(true)
    // Not a pair of the v2 factory: the fork is its own market.
    const onV2 = await publicClient.readContract({
      address: contracts.UniswapV2Factory,
      abi: v2FactoryAbi,
      functionName: 'getPair',
      args: [pair.token0, pair.token1],
    })
    expect(onV2).not.toBe(pair.address)
  })

  it('prices WETH near 2000 USDC in the v3 pools', async () => {
    const pool = deployment.pools.v3.find((p) => p.pair === 'WETH/USDC' || p.pair === 'USDC/WETH')
    if (!pool) throw new Error('no WETH/USDC pool')
    const [sqrtPriceX96] = await publicClient.readContract({
      address: pool.address,
      abi: v3PoolAbi,
      functionName: 'slot0',
    })
    const raw = (Number(sqrtPriceX96) / 2 ** 96) ** 2
    const usdcPerWeth = pool.token0 === tokens.WETH.address ? raw * 1e12 : 1 / (raw * 1e12)
    expect(usdcPerWeth).toBeGreaterThan(1900)
    expect(usdcPerWeth).toBeLessThan(2100)
  })

  it('gives the named positions their states', async () => {
    const notes = deployment.positions.map((p) => p.note)
    expect(notes).toEqual(expect.arrayContaining(['inRange', 'outOfRange', 'closed', 'fullRange']))
    for (const position of deployment.positions) {
      const [, tick] = await publicClient.readContract({
        address: position.pool,
        abi: v3PoolAbi,
        functionName: 'slot0',
      })
      const onChain = await publicClient.readContract({
        address: contracts.NonfungiblePositionManager,
        abi: positionManagerAbi,
        functionName: 'positions',
        args: [BigInt(position.tokenId)],
      })
      const owner = await publicClient.readContract({
        address: contracts.NonfungiblePositionManager,
        abi: positionManagerAbi,
        functionName: 'ownerOf',
        args: [BigInt(position.tokenId)],
      })
      const liquidity = onChain[7]
      const inRange = tick >= position.tickLower && tick < position.tickUpper
      expect(owner).toBe(position.owner)
      if (position.note === 'closed') {
        expect(liquidity).toBe(0n)
        expect([onChain[10], onChain[11]]).toEqual([0n, 0n])
      } else {
        expect(liquidity).toBeGreaterThan(0n)
        expect(inRange).toBe(position.note !== 'outOfRange')
      }
      if (position.note === 'fullRange') {
        expect({ tickLower: position.tickLower, tickUpper: position.tickUpper }).toEqual(
          fullRangeTicks(position.fee),
        )
      }
    }
    const tokenUri = await publicClient.readContract({
      address: contracts.NonfungiblePositionManager,
      abi: positionManagerAbi,
      functionName: 'tokenURI',
      args: [BigInt(deployment.positions[0]?.tokenId ?? 0)],
    })
    expect(tokenUri.startsWith('data:application/json;base64,')).toBe(true)
  })

  it('gives test accounts 0–2 every token', async () => {
    for (const index of [0, 1, 2]) {
      for (const token of Object.values(tokens)) {
        const balance = await publicClient.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address(index)],
        })
        expect(balance, `${token.symbol} of account ${index}`).toBeGreaterThan(0n)
      }
    }
  })
})

describe('quotes and swaps', () => {
  it('swaps exactly the amount QuoterV2 quoted', async () => {
    const trader = wallet(1)
    const amountIn = parseEther('1.5')
    const params = {
      tokenIn: tokens.WETH.address,
      tokenOut: tokens.DAI.address,
      fee: 3000,
      amountIn,
      sqrtPriceLimitX96: 0n,
    } as const
    const { result } = await publicClient.simulateContract({
      address: contracts.QuoterV2,
      abi: quoterV2Abi,
      functionName: 'quoteExactInputSingle',
      args: [params],
    })
    const [quoted] = result
    expect(quoted).toBeGreaterThan(parseUnits('2900', 18))

    await mined(
      await trader.writeContract({
        address: tokens.WETH.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [contracts.SwapRouter, maxUint256],
      }),
    )
    const daiBefore = await publicClient.readContract({
      address: tokens.DAI.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.account.address],
    })
    const block = await publicClient.getBlock()
    await mined(
      await trader.writeContract({
        address: contracts.SwapRouter,
        abi: swapRouterAbi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: params.tokenIn,
            tokenOut: params.tokenOut,
            fee: params.fee,
            recipient: trader.account.address,
            deadline: block.timestamp + 600n,
            amountIn,
            amountOutMinimum: quoted,
            sqrtPriceLimitX96: 0n,
          },
        ],
        gas: 500_000n,
      }),
    )
    const daiAfter = await publicClient.readContract({
      address: tokens.DAI.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.account.address],
    })
    expect(daiAfter - daiBefore).toBe(quoted)
  })

  it('quotes a two-hop route DAI → WETH → WBTC near the seeded prices', async () => {
    const path = encodePacked(
      ['address', 'uint24', 'address', 'uint24', 'address'],
      [tokens.DAI.address, 3000, tokens.WETH.address, 3000, tokens.WBTC.address],
    )
    const { result } = await publicClient.simulateContract({
      address: contracts.QuoterV2,
      abi: quoterV2Abi,
      functionName: 'quoteExactInput',
      args: [path, parseUnits('60000', 18)],
    })
    const wbtc = Number(result[0]) / 1e8
    expect(wbtc).toBeGreaterThan(0.95)
    expect(wbtc).toBeLessThan(1.0)
  })
})

describe('resetChain', () => {
  it('undoes writes and returns to the same block number', async () => {
    const rpcUrl = inject('rpcUrl')
    const recipient = address(7)
    const balance = () => publicClient.getBalance({ address: recipient })
    const before = await balance()
    await mined(await wallet(0).sendTransaction({ to: recipient, value: parseEther('1') }))
    expect(await balance()).toBe(before + parseEther('1'))
    await resetChain(rpcUrl)
    expect(await balance()).toBe(before)
    expect(await publicClient.getBlockNumber({ cacheTime: 0 })).toBe(BigInt(deployment.stateBlockNumber + 1))
  })

  it('times its fresh block by the wall clock, however long the chain has run', async () => {
    // anvil's own clock restarts from the process's start on a reset: a block timed by it would be as late as
    // the chain is old (at least these 3 s).
    await new Promise((done) => setTimeout(done, 3_000))
    await resetChain(inject('rpcUrl'))
    const latest = await publicClient.getBlock({ blockTag: 'latest' })
    expect(Math.abs(Number(latest.timestamp) - Date.now() / 1000)).toBeLessThan(2)
  })
})
