// The v2 add calldata sent on the seeded chain from account 0, built from the form model as the screen will
// build it: adding to WETH/DAI with ETH (addLiquidityETH) and to DAI/USDC (addLiquidity), and creating
// WBTC/USDC, which has no v2 pair. Each time the LP balance grows by the liquidity the form predicted and the
// balances move by the summary's amounts.
//
// Exact, because the router pairs its first token's desired amount with its own quote of the second, and the
// form quotes the dependent side the same way (rounded down): when the typed side is the router's first token
// (currency A of addLiquidity, the token of addLiquidityETH) it takes both amounts as they are, and the pair
// mints min(amount × supply / reserve) as Pair.getLiquidityMinted does (the devchain's factory has no feeTo,
// so no protocol fee is minted first). Typed on the other side, the router's re-quote can take one base unit
// less of the typed token, and the liquidity is that much less: the last test bounds it.
import type { Currency } from '@uniswap/sdk-core'
import { type Address, decodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { aggregateCalls } from '../../../chain/multicall.ts'
import { contractRead, decodeRead, type ReadCall, tokenBalanceRead } from '../../../chain/reads.ts'
import { send } from '../../../chain/send.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { v2Router02LiquidityAbi } from '../../../lib/abis/v2Router02Liquidity.ts'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import { ChainNativeCurrency, toSdkToken } from '../../../lib/sdk/sdkCurrency.ts'
import { pairReservesRead } from '../../pool-data/index.ts'
import { ADD_V2_SLIPPAGE_BPS, buildAddV2Call } from '../model/buildAddV2Call.ts'
import { deriveMintV2Form } from '../model/deriveMintV2Form.ts'
import { INITIAL_MINT_V2_FORM, type MintV2Field, mintV2FormReducer } from '../model/mintV2FormState.ts'

// pool-data's entry brings hooks built only in the unit project (see pool-v3's chain tests).
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))

const { deployment, publicClient, nodeWallet, address, mined } = localChainKit()
const owner = address(0)
const router = deployment.contracts.UniswapV2Router02
const factory = deployment.contracts.UniswapV2Factory
const tokenOf = (symbol: 'WETH' | 'DAI' | 'USDC' | 'WBTC') =>
  toSdkToken({ chainId: 31337, ...deployment.tokens[symbol] })
const ETH = new ChainNativeCurrency(31337, deployment.tokens.WETH)
const [DAI, USDC, WBTC] = [tokenOf('DAI'), tokenOf('USDC'), tokenOf('WBTC')]

async function readOne<T>(read: ReadCall<T>): Promise<T | null> {
  const answer = await aggregateCalls(publicClient, deployment.contracts.UniswapInterfaceMulticall, [
    read.call,
  ])
  return decodeRead(read, answer.returnData[0], () => undefined) ?? null
}

/** The pair as the screen reads it: reserves, LP supply and the account's LP; nulls where there is no pair. */
async function pairOnChain(a: Currency, b: Currency) {
  const pair = pairAddressOf(a.wrapped, b.wrapped, factory)
  const reserves = await readOne(pairReservesRead(pair))
  const totalSupply = await readOne(
    contractRead({ address: pair, abi: erc20Abi, functionName: 'totalSupply' }),
  )
  const lp = (await readOne(tokenBalanceRead(31337, pair, owner))) ?? 0n
  return { reserves, totalSupply, lp }
}

async function balanceOf(currency: Currency): Promise<bigint> {
  if (currency.isNative) return publicClient.getBalance({ address: owner })
  const balance = await readOne(tokenBalanceRead(31337, currency.address as Address, owner))
  if (balance === null) throw new Error(`No balance of ${currency.symbol}`)
  return balance
}

/** Types into the form as the user would, derives it as the screen will, sends the call it builds. */
async function addThroughForm(currencyA: Currency, currencyB: Currency, typing: [MintV2Field, string][]) {
  const before = await pairOnChain(currencyA, currencyB)
  const balancesBefore = { A: await balanceOf(currencyA), B: await balanceOf(currencyB) }
  const derive = (form: typeof INITIAL_MINT_V2_FORM) =>
    deriveMintV2Form({
      currencyA,
      currencyB,
      reserves: before.reserves,
      totalSupply: before.totalSupply,
      form,
      account: owner,
      balances: balancesBefore,
      unsupported: false,
    })
  let form = INITIAL_MINT_V2_FORM
  for (const [field, text] of typing)
    form = mintV2FormReducer(form, {
      type: 'type-amount',
      field,
      text,
      noLiquidity: derive(form).noLiquidity,
    })
  const derived = derive(form)
  expect(derived.blocker).toBeNull()
  const { A: amountA, B: amountB } = derived.amounts
  if (amountA === null || amountB === null || derived.liquidityMinted === null) throw new Error('no add')

  const { summary, ...call } = buildAddV2Call({
    router,
    currencyA,
    currencyB,
    amountA,
    amountB,
    slippageBps: ADD_V2_SLIPPAGE_BPS,
    noLiquidity: derived.noLiquidity,
    recipient: owner,
    deadline: (await publicClient.getBlock()).timestamp + 1800n,
  })
  // The chain layer's full router ABI reads the calldata back as the summary says.
  expect(decodeFunctionData({ abi: v2Router02LiquidityAbi, data: call.data }).functionName).toBe(
    summary.method,
  )
  const hash = await send(nodeWallet(0), publicClient, { ...call, account: owner, chainId: 31337 })
  await mined(hash)
  const receipt = await publicClient.getTransactionReceipt({ hash })
  const gas = receipt.gasUsed * receipt.effectiveGasPrice
  const spent = async (currency: Currency, was: bigint) =>
    was - (await balanceOf(currency)) - (currency.isNative ? gas : 0n)
  const moved = { A: await spent(currencyA, balancesBefore.A), B: await spent(currencyB, balancesBefore.B) }
  return { derived, summary, before, after: await pairOnChain(currencyA, currencyB), moved }
}

beforeAll(async () => {
  for (const token of [DAI, USDC, WBTC]) {
    const hash = await nodeWallet(0).writeContract({
      address: token.address as Address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    })
    await mined(hash)
  }
})

describe('adding to an existing pair', () => {
  it('ETH / DAI through addLiquidityETH: the LP grows by the predicted liquidity, ETH and DAI move by the summary', async () => {
    const { derived, summary, before, after, moved } = await addThroughForm(ETH, DAI, [['B', '2000']])
    expect(derived.pairStatus).toBe('exists')
    expect(summary).toMatchObject({
      method: 'addLiquidityETH',
      amountB: 2000n * 10n ** 18n,
      createPool: false,
    })
    expect(summary.value).toBe(summary.amountA)
    expect(summary.amountAMin).toBe((summary.amountA * 9950n) / 10_000n)
    expect(after.lp - before.lp).toBe(derived.liquidityMinted)
    expect(moved).toEqual({ A: summary.amountA, B: summary.amountB })
  })

  it('DAI / USDC through addLiquidity: likewise, with tokens of 18 and 6 decimals', async () => {
    const { derived, summary, before, after, moved } = await addThroughForm(DAI, USDC, [['A', '1000']])
    expect(summary).toMatchObject({ method: 'addLiquidity', amountA: 1000n * 10n ** 18n, value: 0n })
    expect(after.lp - before.lp).toBe(derived.liquidityMinted)
    expect(after.totalSupply).toBe((before.totalSupply ?? 0n) + (derived.liquidityMinted ?? 0n))
    expect(moved).toEqual({ A: summary.amountA, B: summary.amountB })
  })

  it('typed on the router’s second token: at most one base unit less of it, and its worth in LP', async () => {
    const { derived, summary, before, after, moved } = await addThroughForm(DAI, USDC, [['B', '1000']])
    expect(moved.A).toBe(summary.amountA)
    expect(moved.B <= summary.amountB && moved.B >= summary.amountB - 1n).toBe(true)
    const reserveUsdc = before.reserves?.[DAI.sortsBefore(USDC) ? 1 : 0] ?? 1n
    const minted = after.lp - before.lp
    const predicted = derived.liquidityMinted ?? 0n
    // One USDC base unit is worth supply / reserve LP base units (about 10^6 here).
    expect(minted <= predicted && predicted - minted <= (before.totalSupply ?? 0n) / reserveUsdc + 1n).toBe(
      true,
    )
  })
})

describe('creating a pair', () => {
  it('WBTC / USDC (no v2 pair): both amounts typed set the price; the LP is √(a·b) − 1000 and no slippage', async () => {
    const { derived, summary, before, after, moved } = await addThroughForm(WBTC, USDC, [
      ['A', '1'],
      ['B', '60000'],
    ])
    expect(before.reserves).toBeNull()
    expect(derived).toMatchObject({ pairStatus: 'not-exists', noLiquidity: true, poolShare: '100%' })
    expect(derived.prices?.bPerA).toBe('60,000')
    expect(summary).toMatchObject({
      method: 'addLiquidity',
      createPool: true,
      amountA: 10n ** 8n,
      amountB: 60_000n * 10n ** 6n,
      amountAMin: 10n ** 8n,
      amountBMin: 60_000n * 10n ** 6n,
    })
    expect(after.lp).toBe(derived.liquidityMinted)
    expect(after.lp).toBe(2_449_489_742n - 1000n)
    expect(moved).toEqual({ A: summary.amountA, B: summary.amountB })
    const [reserveWbtc, reserveUsdc] = WBTC.sortsBefore(USDC)
      ? (after.reserves ?? [])
      : [...(after.reserves ?? [])].reverse()
    expect([reserveWbtc, reserveUsdc]).toEqual([10n ** 8n, 60_000n * 10n ** 6n])
  })
})
