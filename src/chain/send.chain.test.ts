import { encodeFunctionData, parseAbi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { TransactionRevertedError } from './errors.ts'
import { estimateFirst, send } from './send.ts'
import { localChainKit } from './test/localChainKit.ts'

const { deployment, publicClient, nodeWallet, address, mined } = localChainKit()
const wethAbi = parseAbi(['function deposit() payable'])
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])

describe('send', () => {
  it('sends with the estimate plus 20 % as gas limit and returns the hash', async () => {
    const request = {
      to: deployment.contracts.WETH9,
      data: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
      value: parseEther('1'),
      account: address(3),
      chainId: 31337,
    }
    const estimate = await publicClient.estimateGas(request)
    const hash = await send(nodeWallet(3), publicClient, request)
    await mined(hash)
    const transaction = await publicClient.getTransaction({ hash })
    expect(transaction.gas).toBe((estimate * 12_000n) / 10_000n)
    expect(transaction.to?.toLowerCase()).toBe(deployment.contracts.WETH9.toLowerCase())
  })

  it("throws the contract's revert reason when the call would fail", async () => {
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [deployment.tokens.WETH.address, deployment.tokens.DAI.address], address(3), 1n],
    })
    const failure = await send(nodeWallet(3), publicClient, {
      to: deployment.contracts.UniswapV2Router02,
      data,
      value: parseEther('0.1'),
      account: address(3),
      chainId: 31337,
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(TransactionRevertedError)
    expect(failure).toMatchObject({ reason: 'UniswapV2Router: EXPIRED', message: 'UniswapV2Router: EXPIRED' })
  })

  it('refuses to send when the wallet is on another chain', async () => {
    const failure = await send(nodeWallet(3), publicClient, {
      to: address(4),
      value: 1n,
      account: address(3),
      chainId: 1,
    }).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'WrongChainError', expectedChainId: 1, walletChainId: 31337 })
  })
})

describe('estimateFirst', () => {
  const expiredSwap = (deadline: bigint) => ({
    to: deployment.contracts.UniswapV2Router02,
    data: encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [deployment.tokens.WETH.address, deployment.tokens.DAI.address], address(3), deadline],
    }),
    value: parseEther('0.1'),
    account: address(3),
    chainId: 31337,
  })
  const deposit = {
    to: deployment.contracts.WETH9,
    data: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
    value: parseEther('1'),
    account: address(3),
    chainId: 31337,
  }

  it('picks the first candidate that estimates, and send uses that estimate (+20 %)', async () => {
    const chosen = await estimateFirst(publicClient, [expiredSwap(1n), deposit])
    expect(chosen).toMatchObject({ to: deployment.contracts.WETH9, data: deposit.data })
    expect(chosen.gasEstimate).toBe(await publicClient.estimateGas(deposit))
    const hash = await send(nodeWallet(3), publicClient, chosen)
    await mined(hash)
    expect((await publicClient.getTransaction({ hash })).gas).toBe((chosen.gasEstimate * 12_000n) / 10_000n)
  })

  it("throws the last candidate's revert reason when none estimates", async () => {
    const failure = await estimateFirst(publicClient, [expiredSwap(1n), expiredSwap(2n)]).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(TransactionRevertedError)
    expect(failure).toMatchObject({ reason: 'UniswapV2Router: EXPIRED' })
  })
})
