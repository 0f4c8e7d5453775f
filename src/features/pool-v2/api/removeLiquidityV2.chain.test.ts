// Remove v2 on the seeded chain from account 0's LP (spec 2 §7, issue #18): the form's derived amounts are what
// the balances move by; an approval sends removeLiquidity, a signed LP permit removeLiquidityETHWithPermit, and
// the fee-on-transfer pair falls through to the supporting method because the plain one cannot estimate.
import { CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { type Address, decodeFunctionData, erc20Abi, type Hash, maxUint256, parseEther } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { TransactionRevertedError } from '../../../chain/errors.ts'
import { aggregateCalls } from '../../../chain/multicall.ts'
import { signPermit } from '../../../chain/permit.ts'
import { V2_LP_PERMIT_INFO } from '../../../chain/permitTokens.ts'
import { decodeRead } from '../../../chain/reads.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { v2Router02LiquidityAbi } from '../../../lib/abis/v2Router02Liquidity.ts'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import { ChainNativeCurrency, toSdkToken } from '../../../lib/sdk/sdkCurrency.ts'
import { pairReservesRead } from '../../pool-data/index.ts'
import type { NewTransaction } from '../../transactions/index.ts'
import { buildRemoveV2Calls, type RemoveV2CallParams } from '../model/buildRemoveV2Calls.ts'
import type { BurnV2Field } from '../model/burnV2FormState.ts'
import { deriveBurnV2Form } from '../model/deriveBurnV2Form.ts'
import { encodeRemoveV2Call, removeLiquidityV2, WOULD_FAIL_MESSAGE } from './removeLiquidityV2.ts'

// The entries of pool-data and transactions also carry hooks and views whose Lingui macros and token list
// validator only the unit project builds; nothing here renders or validates a list.
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))

const kit = localChainKit()
const { deployment, publicClient, nodeWallet, mined } = kit
const CHAIN_ID = 31337
const owner = kit.address(0)
const router = deployment.contracts.UniswapV2Router02
const factory = deployment.contracts.UniswapV2Factory
const sdkToken = (symbol: 'WETH' | 'DAI' | 'USDC' | 'FOT') =>
  toSdkToken({ chainId: CHAIN_ID, ...deployment.tokens[symbol] })
const [WETH, DAI, USDC, FOT] = [sdkToken('WETH'), sdkToken('DAI'), sdkToken('USDC'), sdkToken('FOT')]
const ETH = new ChainNativeCurrency(CHAIN_ID, deployment.tokens.WETH)

const balanceOf = (token: Address, account: Address = owner) =>
  publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

async function gasCost(hash: Hash): Promise<bigint> {
  const receipt = await publicClient.getTransactionReceipt({ hash })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

async function sentMethod(hash: Hash) {
  const { input } = await publicClient.getTransaction({ hash })
  return decodeFunctionData({ abi: v2Router02LiquidityAbi, data: input })
}

/** The pair as the screen reads it: reserves through the multicall contract, supply and the owner's LP. */
async function readPair(tokenA: Token, tokenB: Token) {
  const address = pairAddressOf(tokenA, tokenB, factory)
  const read = pairReservesRead(address)
  const answer = await aggregateCalls(publicClient, deployment.contracts.UniswapInterfaceMulticall, [
    read.call,
  ])
  const reserves = decodeRead(read, answer.returnData[0])
  if (!reserves) throw new Error(`No reserves for ${address}`)
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(token0, reserves[0].toString()),
    CurrencyAmount.fromRawAmount(token1, reserves[1].toString()),
  )
  const totalSupply = await publicClient.readContract({ address, abi: erc20Abi, functionName: 'totalSupply' })
  return { address, pair, totalSupply, lpBalance: await balanceOf(address) }
}

async function confirmed(
  currencyA: RemoveV2CallParams['currencyA'],
  currencyB: RemoveV2CallParams['currencyB'],
  field: BurnV2Field,
  typedValue: string,
) {
  const state = await readPair(currencyA.wrapped, currencyB.wrapped)
  const form = deriveBurnV2Form({
    account: owner,
    currencyA,
    currencyB,
    ...state,
    form: { independentField: field, typedValue },
  })
  const { liquidity, amounts } = form
  if (form.blocker !== null || liquidity === null || amounts.A === null || amounts.B === null)
    throw new Error(`Nothing to remove: ${form.blocker}`)
  const deadline = (await publicClient.getBlock()).timestamp + 1800n
  const params = {
    chainId: CHAIN_ID,
    router,
    account: owner,
    currencyA,
    currencyB,
    liquidity,
    amounts: { A: amounts.A, B: amounts.B },
    deadline,
  }
  return { ...state, form, params }
}

async function approveRouter(token: Address, amount: bigint) {
  await mined(
    await nodeWallet(0).writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, amount],
    }),
  )
}

describe('removeLiquidityV2 on the seeded chain', () => {
  it('after approving the router, removes 50 % of DAI/USDC with removeLiquidity as derived', async () => {
    const { address, params, lpBalance } = await confirmed(DAI, USDC, 'LIQUIDITY_PERCENT', '50')
    expect(address).toBe(
      deployment.pools.v2.find((p) => p.pair === 'DAI/USDC' || p.pair === 'USDC/DAI')?.address,
    )
    expect(params.liquidity).toBe(lpBalance / 2n)
    await approveRouter(address, params.liquidity)
    const [dai, usdc] = [await balanceOf(DAI.address as Address), await balanceOf(USDC.address as Address)]
    const recorded: NewTransaction[] = []
    const hash = await removeLiquidityV2(
      nodeWallet(0),
      publicClient,
      { ...params, approved: true, permit: null },
      'Remove DAI and USDC',
      (tx) => recorded.push(tx),
    )
    await mined(hash)
    expect(recorded).toMatchObject([{ hash, from: owner, chainId: CHAIN_ID, summary: 'Remove DAI and USDC' }])
    expect((await sentMethod(hash)).functionName).toBe('removeLiquidity')
    expect(await balanceOf(address)).toBe(lpBalance - params.liquidity)
    expect(await balanceOf(DAI.address as Address)).toBe(dai + params.amounts.A)
    expect(await balanceOf(USDC.address as Address)).toBe(usdc + params.amounts.B)
  })

  it('with a signed LP permit and no allowance, removes from WETH/USDC as ETH with removeLiquidityETHWithPermit', async () => {
    const { address, params, lpBalance } = await confirmed(ETH, USDC, 'LIQUIDITY_PERCENT', '25')
    expect(address).toBe(deployment.fixtures.migratePair)
    const allowance = (spender: Address) =>
      publicClient.readContract({ address, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })
    expect(await allowance(router)).toBe(0n)
    const permit = await signPermit(nodeWallet(0), publicClient, {
      token: address,
      chainId: CHAIN_ID,
      owner,
      spender: router,
      amount: params.liquidity,
      info: V2_LP_PERMIT_INFO,
    })
    if (permit.permitType !== 'amount') throw new Error('The LP permit takes an amount')
    const [eth, usdc] = [
      await publicClient.getBalance({ address: owner }),
      await balanceOf(USDC.address as Address),
    ]
    const hash = await removeLiquidityV2(
      nodeWallet(0),
      publicClient,
      { ...params, approved: false, permit },
      'Remove ETH and USDC',
      () => {},
    )
    await mined(hash)
    const sent = await sentMethod(hash)
    expect(sent.functionName).toBe('removeLiquidityETHWithPermit')
    expect(sent.args?.slice(5)).toEqual([permit.deadline, false, permit.v, permit.r, permit.s])
    expect(await balanceOf(address)).toBe(lpBalance - params.liquidity)
    expect(await allowance(router)).toBe(0n)
    expect(await balanceOf(USDC.address as Address)).toBe(usdc + params.amounts.B)
    expect(await publicClient.getBalance({ address: owner })).toBe(
      eth + params.amounts.A - (await gasCost(hash)),
    )
  })

  it('from WETH/FOT: removeLiquidityETH cannot estimate, estimateFirst sends the fee-on-transfer method', async () => {
    if ((await readPair(WETH, FOT)).lpBalance === 0n) {
      await approveRouter(FOT.address as Address, maxUint256)
      const deadline = (await publicClient.getBlock()).timestamp + 1800n
      await mined(
        await nodeWallet(0).writeContract({
          address: router,
          abi: v2Router02LiquidityAbi,
          functionName: 'addLiquidityETH',
          args: [FOT.address as Address, parseEther('5000'), 0n, 0n, owner, deadline],
          value: parseEther('1'),
        }),
      )
    }
    const { address, params, lpBalance } = await confirmed(ETH, FOT, 'LIQUIDITY_PERCENT', '100')
    expect(lpBalance > 0n && params.liquidity === lpBalance).toBe(true)
    await approveRouter(address, params.liquidity)
    const request = { ...params, approved: true, permit: null }
    const candidates = buildRemoveV2Calls(request).map((call) => ({
      ...encodeRemoveV2Call(call),
      account: owner,
    }))
    const [plain, supporting, ...others] = candidates
    if (!plain || !supporting || others.length > 0) throw new Error('Two candidates expected')
    await expect(publicClient.estimateGas(plain)).rejects.toThrow()
    expect(await publicClient.estimateGas(supporting)).toBeGreaterThan(0n)

    const fot = FOT.address as Address
    const [eth, fotBalance, routerFot] = [
      await publicClient.getBalance({ address: owner }),
      await balanceOf(fot),
      await balanceOf(fot, router),
    ]
    const hash = await removeLiquidityV2(nodeWallet(0), publicClient, request, 'Remove ETH and FOT', () => {})
    await mined(hash)
    expect((await sentMethod(hash)).functionName).toBe('removeLiquidityETHSupportingFeeOnTransferTokens')
    expect(await balanceOf(address)).toBe(0n)
    expect(await publicClient.getBalance({ address: owner })).toBe(
      eth + params.amounts.A - (await gasCost(hash)),
    )
    // 1 % burns on the way to the router and again on the way out; the router passes on all it holds.
    const afterFee = (value: bigint) => value - value / 100n
    const atRouter = routerFot + afterFee(params.amounts.B)
    expect(await balanceOf(fot)).toBe(fotBalance + afterFee(atRouter))
  })

  it("logs 'This transaction would fail. Please contact support.' and throws the revert when nothing estimates", async () => {
    const { address, params } = await confirmed(DAI, USDC, 'LIQUIDITY_PERCENT', '10')
    await approveRouter(address, params.liquidity)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const record = vi.fn()
    // Minimums above what the pair pays out: the router refuses.
    const inflated = { A: params.amounts.A * 2n, B: params.amounts.B }
    await expect(
      removeLiquidityV2(
        nodeWallet(0),
        publicClient,
        { ...params, amounts: inflated, approved: true, permit: null },
        'Remove',
        record,
      ),
    ).rejects.toThrow(TransactionRevertedError)
    expect(log).toHaveBeenCalledWith(WOULD_FAIL_MESSAGE, expect.any(TransactionRevertedError))
    expect(record).not.toHaveBeenCalled()
    log.mockRestore()
  })
})
