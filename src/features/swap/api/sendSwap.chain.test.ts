import { Percent, TradeType } from '@uniswap/sdk-core'
import { FeeAmount } from '@uniswap/v3-sdk'
import { createWalletClient, custom, http, toFunctionSelector } from 'viem'
import { describe, expect, inject, it, vi } from 'vitest'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { approve } from '../../approvals/index.ts'
import type { NewTransaction } from '../../transactions/index.ts'
import { type SwapErrorKind, swapErrorKind } from '../model/swapErrors.ts'
import { type SwapRequest, sendSwap, swapFailureOf } from './sendSwap.ts'
import { chainTrades } from './test/chainTrades.ts'

// The transactions feature's public entry also carries views whose Lingui macros only the unit project
// compiles; nothing renders here, so the macros only need to load.
vi.mock('@lingui/react/macro', () => ({}))

const kit = localChainKit()
const { deployment, publicClient } = kit
const { token, ETH, pool, v3, v2ExactIn, balanceOf } = chainTrades(kit)
const [WETH, DAI, USDC, WBTC, FOT] = (['WETH', 'DAI', 'USDC', 'WBTC', 'FOT'] as const).map(token)
if (!WETH || !DAI || !USDC || !WBTC || !FOT) throw new Error('tokens')
const routers = {
  v2Router02: deployment.contracts.UniswapV2Router02,
  swapRouter: deployment.contracts.SwapRouter,
}
const E18 = 10n ** 18n

async function request(index: number, trade: SwapTrade, overrides: Partial<SwapRequest> = {}) {
  const account = kit.address(index)
  const deadline = (await publicClient.getBlock()).timestamp + 1800n
  return {
    chainId: 31337,
    account,
    trade,
    recipient: account,
    slippageBps: 50,
    deadline,
    routers,
    ...overrides,
  }
}

async function swap(index: number, trade: SwapTrade, overrides: Partial<SwapRequest> = {}) {
  const recorded: NewTransaction[] = []
  const hash = await sendSwap(
    kit.nodeWallet(index),
    publicClient,
    await request(index, trade, overrides),
    'Swap',
    (tx) => recorded.push(tx),
  )
  await kit.mined(hash)
  return { recorded, tx: await publicClient.getTransaction({ hash }) }
}

async function failure(
  index: number,
  trade: SwapTrade,
  overrides: Partial<SwapRequest> = {},
): Promise<SwapErrorKind> {
  const recorded: NewTransaction[] = []
  const error = await sendSwap(
    kit.nodeWallet(index),
    publicClient,
    await request(index, trade, overrides),
    'Swap',
    (tx) => recorded.push(tx),
  ).then(
    () => new Error('the swap was sent'),
    (reason: unknown) => reason,
  )
  expect(recorded).toEqual([])
  return swapErrorKind(swapFailureOf(error))
}

async function approveRouter(index: number, tokenAddress: `0x${string}`, spender: `0x${string}`) {
  const account = kit.address(index)
  const hash = await approve(
    kit.nodeWallet(index),
    publicClient,
    { chainId: 31337, account, token: tokenAddress, spender, amount: 1n, exact: false },
    'Approve',
    () => {},
  )
  await kit.mined(hash)
}

const minimumOut = (trade: SwapTrade, bps = 50) =>
  BigInt(trade.trade.minimumAmountOut(new Percent(bps, 10_000)).quotient.toString())
const selector = (signature: string) => toFunctionSelector(signature)

describe('sending v3 swaps', () => {
  it('ETH → DAI exact input: one call to SwapRouter paying 1 ETH, at least the minimum received, recorded', async () => {
    const trade = await v3([await pool(WETH, DAI, FeeAmount.MEDIUM)], ETH, DAI, TradeType.EXACT_INPUT, E18)
    const before = await balanceOf(DAI.address as `0x${string}`, kit.address(3))
    const { recorded, tx } = await swap(3, trade)
    const received = (await balanceOf(DAI.address as `0x${string}`, kit.address(3))) - before
    expect(received).toBeGreaterThanOrEqual(minimumOut(trade))
    expect(tx.to?.toLowerCase()).toBe(routers.swapRouter.toLowerCase())
    expect(tx.value).toBe(E18)
    expect(recorded).toEqual([
      expect.objectContaining({ hash: tx.hash, from: kit.address(3), summary: 'Swap' }),
    ])
  })

  it('ETH → USDC exact output: exactly the amount out, at most the maximum in (the rest refunded)', async () => {
    const amountOut = 1000n * 10n ** 6n
    const trade = await v3(
      [await pool(WETH, USDC, FeeAmount.MEDIUM)],
      ETH,
      USDC,
      TradeType.EXACT_OUTPUT,
      amountOut,
    )
    const account = kit.address(3)
    const [usdcBefore, ethBefore] = await Promise.all([
      balanceOf(USDC.address as `0x${string}`, account),
      publicClient.getBalance({ address: account }),
    ])
    const { tx } = await swap(3, trade)
    const receipt = await publicClient.getTransactionReceipt({ hash: tx.hash })
    const spent =
      ethBefore -
      (await publicClient.getBalance({ address: account })) -
      receipt.gasUsed * receipt.effectiveGasPrice
    expect((await balanceOf(USDC.address as `0x${string}`, account)) - usdcBefore).toBe(amountOut)
    expect(spent).toBe(BigInt(trade.trade.inputAmount.quotient.toString()))
  })

  it('DAI → WETH → WBTC, two hops after approving DAI', async () => {
    await approveRouter(1, DAI.address as `0x${string}`, routers.swapRouter)
    const path = [await pool(DAI, WETH, FeeAmount.MEDIUM), await pool(WETH, WBTC, FeeAmount.MEDIUM)]
    const trade = await v3(path, DAI, WBTC, TradeType.EXACT_INPUT, 3000n * E18)
    const before = await balanceOf(WBTC.address as `0x${string}`, kit.address(1))
    await swap(1, trade)
    expect((await balanceOf(WBTC.address as `0x${string}`, kit.address(1))) - before).toBeGreaterThanOrEqual(
      minimumOut(trade),
    )
  })

  it('a trade the pool has moved away from fails with the price-movement kind (Too little received)', async () => {
    const stale = await v3([await pool(WETH, DAI, FeeAmount.MEDIUM)], ETH, DAI, TradeType.EXACT_INPUT, E18)
    await swap(
      4,
      await v3([await pool(WETH, DAI, FeeAmount.MEDIUM)], ETH, DAI, TradeType.EXACT_INPUT, 20n * E18),
    )
    expect(await failure(5, stale, { slippageBps: 0 })).toEqual({
      kind: 'revert',
      revert: { kind: 'v3-price-movement' },
    })
  })

  it("a wallet declining (4001) is the 'rejected' kind and nothing is recorded", async () => {
    const node = http(inject('rpcUrl'))({ chain: kit.chain })
    const declining = createWalletClient({
      account: kit.address(6),
      chain: kit.chain,
      transport: custom({
        request: async ({ method, params }) => {
          if (method === 'eth_sendTransaction')
            throw Object.assign(new Error('User denied transaction signature.'), { code: 4001 })
          return node.request({ method, params } as never)
        },
      }),
    })
    const trade = await v3([await pool(WETH, DAI, FeeAmount.MEDIUM)], ETH, DAI, TradeType.EXACT_INPUT, E18)
    const error = await sendSwap(declining, publicClient, await request(6, trade), 'Swap', () => {
      throw new Error('recorded')
    }).catch((reason: unknown) => reason)
    expect(swapErrorKind(swapFailureOf(error))).toEqual({ kind: 'rejected' })
  })
})

describe('sending v2 swaps', () => {
  it('ETH → DAI exact input through Router02: the plain call wins', async () => {
    const trade = await v2ExactIn(ETH, DAI, E18)
    const before = await balanceOf(DAI.address as `0x${string}`, kit.address(7))
    const { tx } = await swap(7, trade)
    expect(tx.input.slice(0, 10)).toBe(selector('swapExactETHForTokens(uint256,address[],address,uint256)'))
    expect((await balanceOf(DAI.address as `0x${string}`, kit.address(7))) - before).toBeGreaterThanOrEqual(
      minimumOut(trade),
    )
  })

  it('FOT exact input: the fee-on-transfer variant is sent once the plain call fails to estimate', async () => {
    await approveRouter(1, FOT.address as `0x${string}`, routers.v2Router02)
    const trade = await v2ExactIn(FOT, WETH, 1000n * E18)
    // 1 % of the input burns on the way to the pair: 0.5 % slippage is not enough (the last candidate's reason).
    expect(await failure(1, trade)).toEqual({
      kind: 'revert',
      revert: { kind: 'insufficient-output-or-excessive-input' },
    })
    const before = await balanceOf(WETH.address as `0x${string}`, kit.address(1))
    const { tx } = await swap(1, trade, { slippageBps: 300 })
    expect(tx.input.slice(0, 10)).toBe(
      selector(
        'swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)',
      ),
    )
    expect((await balanceOf(WETH.address as `0x${string}`, kit.address(1))) - before).toBeGreaterThanOrEqual(
      minimumOut(trade, 300),
    )
  })

  it('a passed deadline is the expired kind', async () => {
    const trade = await v2ExactIn(ETH, DAI, E18)
    expect(await failure(7, trade, { deadline: 1n })).toEqual({ kind: 'revert', revert: { kind: 'expired' } })
  })
})
