import { Percent, TradeType } from '@uniswap/sdk-core'
import { FeeAmount } from '@uniswap/v3-sdk'
import {
  type Address,
  createPublicClient,
  custom,
  decodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseAbi,
} from 'viem'
import { describe, expect, inject, it, vi } from 'vitest'
import { localPermitTokens } from '../../../chain/permitTokens.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { approvalTargetFor, approve, isPermitUsable, signPermitFor } from '../../approvals/index.ts'
import type { NewTransaction } from '../../transactions/index.ts'
import { spenderOf } from '../model/swapApproval.ts'
import { sendSwap } from './sendSwap.ts'
import { chainTrades } from './test/chainTrades.ts'

// The transactions feature's public entry also carries views whose Lingui macros only the unit project
// compiles; nothing renders here, so the macros only need to load.
vi.mock('@lingui/react/macro', () => ({}))

const kit = localChainKit()
const { deployment, publicClient } = kit
const { token, pool, v3, balanceOf, allowance } = chainTrades(kit)
const routers = {
  v2Router02: deployment.contracts.UniswapV2Router02,
  swapRouter: deployment.contracts.SwapRouter,
}
const slippage = new Percent(50, 10_000)
const permitTokens = localPermitTokens(deployment.tokens)
const multicallAbi = parseAbi(['function multicall(bytes[] data) payable returns (bytes[] results)'])
const selfPermitAbi = parseAbi([
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function selfPermitAllowed(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) payable',
])

function targetOf(trade: SwapTrade) {
  const target = approvalTargetFor(trade.trade.maximumAmountIn(slippage), spenderOf(trade, routers))
  if (target === null || target === 'native') throw new Error('a token target expected')
  return target
}

async function swap(index: number, trade: SwapTrade, permit?: Awaited<ReturnType<typeof signPermitFor>>) {
  const account = kit.address(index)
  const deadline = (await publicClient.getBlock()).timestamp + 1800n
  const request = { chainId: 31337, account, trade, recipient: account, slippageBps: 50, deadline, routers }
  const hash = await sendSwap(
    kit.nodeWallet(index),
    publicClient,
    permit ? { ...request, permit } : request,
    'Swap',
    () => {},
  )
  await kit.mined(hash)
  return publicClient.getTransaction({ hash })
}

async function fund(symbol: 'USDT' | 'USDC' | 'DAI', index: number, amount: bigint): Promise<Address> {
  const address = token(symbol).address as Address
  const to = kit.address(index)
  await kit.mined(
    await kit
      .nodeWallet(1)
      .writeContract({ address, abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  )
  return address
}

describe('approving the router', () => {
  it('USDT (no return values): approves the maximum, recorded as an approval, then swaps', async () => {
    const [USDT, USDC] = [token('USDT'), token('USDC')]
    const amountIn = 1000n * 10n ** 6n
    await fund('USDT', 7, amountIn)
    const trade = await v3(
      [await pool(USDT, USDC, FeeAmount.LOW)],
      USDT,
      USDC,
      TradeType.EXACT_INPUT,
      amountIn,
    )
    const target = targetOf(trade)
    expect(target).toMatchObject({ spender: routers.swapRouter, amount: amountIn, symbol: 'USDT' })
    const account = kit.address(7)
    expect(await allowance(target.token, account, routers.swapRouter)).toBe(0n)
    const recorded: NewTransaction[] = []
    const hash = await approve(
      kit.nodeWallet(7),
      publicClient,
      {
        chainId: 31337,
        account,
        token: target.token,
        spender: target.spender,
        amount: target.amount,
        exact: false,
      },
      'Approve USDT',
      (tx) => recorded.push(tx),
    )
    await kit.mined(hash)
    expect(recorded).toEqual([
      expect.objectContaining({
        hash,
        summary: 'Approve USDT',
        approval: { tokenAddress: target.token, spender: routers.swapRouter },
      }),
    ])
    expect(await allowance(target.token, account, routers.swapRouter)).toBe(maxUint256)
    const before = await balanceOf(USDC.address as Address, account)
    await swap(7, trade)
    const minimum = BigInt(trade.trade.minimumAmountOut(slippage).quotient.toString())
    expect((await balanceOf(USDC.address as Address, account)) - before).toBeGreaterThanOrEqual(minimum)
  })

  it('with exact approvals, approves only the amount even where the unlimited approval would estimate', async () => {
    const account = kit.address(5)
    const usdt = token('USDT').address as Address
    const hash = await approve(
      kit.nodeWallet(5),
      publicClient,
      { chainId: 31337, account, token: usdt, spender: routers.swapRouter, amount: 4567n, exact: true },
      'Approve USDT',
      () => {},
    )
    await kit.mined(hash)
    expect(await allowance(usdt, account, routers.swapRouter)).toBe(4567n)
  })

  it('approves the exact amount when the unlimited approval does not estimate', async () => {
    const account = kit.address(6)
    const usdt = token('USDT').address as Address
    const node = http(inject('rpcUrl'))({ chain: kit.chain })
    // A node on which approving the maximum fails to estimate (as some tokens refuse it).
    const refusingMax = createPublicClient({
      chain: kit.chain,
      transport: custom({
        request: async ({ method, params }) => {
          const [call] = Array.isArray(params) ? params : []
          const data: unknown =
            typeof call === 'object' && call !== null && 'data' in call ? call.data : undefined
          if (method === 'eth_estimateGas' && typeof data === 'string' && data.endsWith('f'.repeat(64)))
            throw Object.assign(new Error('execution reverted'), { code: -32000 })
          return node.request({ method, params } as never)
        },
      }),
    })
    const hash = await approve(
      kit.nodeWallet(6),
      refusingMax,
      { chainId: 31337, account, token: usdt, spender: routers.swapRouter, amount: 123n, exact: false },
      'Approve USDT',
      () => {},
    )
    await kit.mined(hash)
    expect(await allowance(usdt, account, routers.swapRouter)).toBe(123n)
  })
})

describe('a permit instead of an approval', () => {
  // Account 8 holds only ETH and has allowed no router anything: it is given the input token first.
  const SIGNER = 8

  async function permitSwap(symbol: 'USDC' | 'DAI', amountIn: bigint) {
    const input = token(symbol)
    const WETH = token('WETH')
    const owner = kit.address(SIGNER)
    await fund(symbol, SIGNER, amountIn)
    const trade = await v3(
      [await pool(input, WETH, FeeAmount.MEDIUM)],
      input,
      WETH,
      TradeType.EXACT_INPUT,
      amountIn,
    )
    const target = targetOf(trade)
    const info = permitTokens[target.token.toLowerCase()]
    if (!info) throw new Error(`no permit for ${symbol}`)
    expect(await allowance(target.token, owner, routers.swapRouter)).toBe(0n)
    const permit = await signPermitFor(kit.nodeWallet(SIGNER), publicClient, {
      chainId: 31337,
      owner,
      target,
      info,
    })
    const latest = await publicClient.getBlock()
    const current = { owner, target, nonce: permit.nonce, blockTimestamp: latest.timestamp }
    expect(isPermitUsable(permit, current)).toBe(true)

    const nonceBefore = await publicClient.getTransactionCount({ address: owner })
    const wethBefore = await balanceOf(WETH.address as Address, owner)
    const tx = await swap(SIGNER, trade, permit)
    // One transaction: the permit is redeemed inside the swap's multicall, before the swap.
    expect(await publicClient.getTransactionCount({ address: owner })).toBe(nonceBefore + 1)
    const outer = decodeFunctionData({ abi: multicallAbi, data: tx.input })
    const first = decodeFunctionData({ abi: selfPermitAbi, data: outer.args[0][0] ?? '0x' })
    const minimum = BigInt(trade.trade.minimumAmountOut(slippage).quotient.toString())
    expect((await balanceOf(WETH.address as Address, owner)) - wethBefore).toBeGreaterThanOrEqual(minimum)
    // Redeemed: the token's nonce moved on, so the held permit no longer stands in.
    expect(isPermitUsable(permit, { ...current, nonce: permit.nonce + 1n })).toBe(false)
    return { permit, first, target, owner }
  }

  it('USDC (EIP-2612 amount permit): selfPermit for exactly the input, allowance used up', async () => {
    const { permit, first, target, owner } = await permitSwap('USDC', 2000n * 10n ** 6n)
    expect(permit).toMatchObject({
      permitType: 'amount',
      amount: 2000n * 10n ** 6n,
      spender: routers.swapRouter,
    })
    expect(first.functionName).toBe('selfPermit')
    expect(await allowance(target.token, owner, routers.swapRouter)).toBe(0n)
  })

  it('DAI (allowed permit): selfPermitAllowed, the router allowed without limit', async () => {
    const { permit, first, target, owner } = await permitSwap('DAI', 2000n * 10n ** 18n)
    expect(permit).toMatchObject({ permitType: 'allowed', spender: routers.swapRouter })
    expect(first.functionName).toBe('selfPermitAllowed')
    expect(await allowance(target.token, owner, routers.swapRouter)).toBe(maxUint256)
  })
})
