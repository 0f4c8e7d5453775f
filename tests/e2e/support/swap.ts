// Helpers for the swap specs: the form's parts, balances read from the chain, and chain-side moves the app
// did not make (funding a fresh account, another trader moving a pool).
import { expect, type Page } from '@playwright/test'
import { type Address, encodeFunctionData, erc20Abi, type PublicClient, parseAbi } from 'viem'
import { mine, sendFromNode } from './anvil.ts'
import { expectConnected } from './app.ts'
import { deployment } from './deployment.ts'
import { rpcCall } from './jsonRpc.ts'
import type { TestWallet } from './testWallet.ts'

export { deployment }
export const { tokens, contracts } = deployment
export type Symbol = keyof typeof tokens
export const tokenAddress = (symbol: Symbol) => tokens[symbol].address as Address

export const fromAmount = (page: Page) => page.getByTestId('amount-from')
export const toAmount = (page: Page) => page.getByTestId('amount-to')
export const action = (page: Page) => page.getByTestId('swap-action')
export const swapButton = (page: Page) => page.getByTestId('swap-button')
export const approveButton = (page: Page) => page.getByTestId('approve-button')
export const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Swap' })

export async function openSwap(page: Page, query: string): Promise<void> {
  await page.goto(`/#/swap?${query}`)
}

export async function balanceOf(
  client: PublicClient,
  token: Symbol | 'ETH',
  account: Address,
): Promise<bigint> {
  if (token === 'ETH') return client.getBalance({ address: account })
  return client.readContract({
    address: tokenAddress(token),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
}

export async function allowanceOf(client: PublicClient, token: Symbol, owner: Address, spender: Address) {
  return client.readContract({
    address: tokenAddress(token),
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })
}

/** Gives `to` some of a token from dev account 1 (the node signs for it). */
export async function fund(rpcUrl: string, token: Symbol, to: Address, amount: bigint): Promise<void> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  const hash = await sendFromNode(rpcUrl, {
    from: deployment.accounts[1]?.address ?? '',
    to: tokenAddress(token),
    data,
  })
  await minedOnNode(rpcUrl, hash)
}

/** Waits until the node has a receipt for `hash` (automine answers with the hash before the block is in). */
export async function minedOnNode(rpcUrl: string, hash: string): Promise<void> {
  await expect
    .poll(async () => (await rpcCall(rpcUrl, 'eth_getTransactionReceipt', [hash])).result ?? null, {
      intervals: [20, 50, 100],
      timeout: 10_000,
    })
    .not.toBeNull()
}

const routerAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256)',
])

/** Another trader buys DAI with `eth` ETH in every WETH/DAI pool: the pools' prices move against ETH. */
export async function movePools(rpcUrl: string, eth: bigint): Promise<void> {
  const from = deployment.accounts[8]?.address ?? ''
  for (const fee of [500, 3000, 10000]) {
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: tokenAddress('WETH'),
          tokenOut: tokenAddress('DAI'),
          fee,
          recipient: from as Address,
          deadline: 2n ** 40n,
          amountIn: eth,
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
    await sendFromNode(rpcUrl, { from, to: contracts.SwapRouter, data, value: `0x${eth.toString(16)}` })
  }
  await mine(rpcUrl)
}

/** Opens the swap form with `query` as an account that connected on an earlier visit, once it shows connected. */
export async function openConnected(page: Page, wallet: TestWallet, query: string): Promise<void> {
  wallet.authorizeSite()
  await openSwap(page, query)
  await expectConnected(page, wallet)
}

/** Swap, then Confirm Swap in the review: the wallet has the transaction once 'Transaction Submitted' shows. */
export async function confirmSwap(page: Page): Promise<void> {
  await expect(swapButton(page)).toBeEnabled()
  await swapButton(page).click()
  await page.getByTestId('confirm-swap').click()
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()
}

/** The typed amount's quote has arrived and the Swap button can be pressed. */
export async function quoted(page: Page): Promise<void> {
  await expect(toAmount(page)).not.toHaveValue('')
  await expect(swapButton(page)).toBeEnabled()
}

export const numberOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).inputValue()).replaceAll(',', ''))
