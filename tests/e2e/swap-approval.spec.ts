import type { Page } from '@playwright/test'
import { type Address, maxUint256, parseEther, parseUnits } from 'viem'
import { expect, test } from './fixtures.ts'
import { mine } from './support/anvil.ts'
import { expectConnected } from './support/app.ts'
import {
  allowanceOf,
  approveButton,
  balanceOf,
  confirmSwap,
  contracts,
  deployment,
  fund,
  openConnected,
  openSwap,
  swapButton,
  toAmount,
  tokenAddress,
} from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

// Fresh dev accounts (ETH only) given tokens for the test, so no earlier approval hides the step.
async function asFreshAccount(page: Page, wallet: TestWallet, index: number, query: string) {
  await wallet.switchAccount(index)
  await openConnected(page, wallet, query)
  return deployment.accounts[index]?.address as Address
}

test.describe('approval and permit', () => {
  test('approves USDT (no return value) with a transaction, then swaps it for USDC', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = deployment.accounts[5]?.address as Address
    await fund(chain.rpcUrl, 'USDT', account, parseUnits('500', 6))
    await asFreshAccount(
      page,
      wallet,
      5,
      `inputCurrency=${tokenAddress('USDT')}&outputCurrency=${tokenAddress('USDC')}&exactAmount=100`,
    )
    await expect(toAmount(page)).not.toHaveValue('')
    await expect(approveButton(page)).toHaveText('Approve USDT')
    await expect(swapButton(page)).toBeDisabled()
    // The two steps: approve (current), then swap.
    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem')
    await expect(steps).toHaveText(['1Approve USDT', '2Swap'])
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step')
    await expect(steps.nth(1)).not.toHaveAttribute('aria-current')
    await approveButton(page).click()
    await expect.poll(() => allowanceOf(chainClient, 'USDT', account, contracts.SwapRouter)).toBe(maxUint256)
    await mine(chain.rpcUrl)
    await expect(approveButton(page)).toHaveText('You can now trade USDT')
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'done')
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step')
    await confirmSwap(page)
    await expect.poll(() => balanceOf(chainClient, 'USDC', account)).toBeGreaterThan(parseUnits('99', 6))
    expect(await balanceOf(chainClient, 'USDT', account)).toBe(parseUnits('400', 6))
  })

  test('signs a USDC permit instead of approving: one transaction, the swap pays out ETH', {
    tag: '@replica',
  }, async ({ page, wallet, chain, chainClient }) => {
    const account = deployment.accounts[6]?.address as Address
    await fund(chain.rpcUrl, 'USDC', account, parseUnits('5000', 6))
    const nonce = await chainClient.getTransactionCount({ address: account })
    const ethBefore = await balanceOf(chainClient, 'ETH', account)
    await asFreshAccount(
      page,
      wallet,
      6,
      `inputCurrency=${tokenAddress('USDC')}&outputCurrency=ETH&exactAmount=2000`,
    )
    await expect(toAmount(page)).not.toHaveValue('')
    await approveButton(page).click()
    await expect(approveButton(page)).toHaveText('You can now trade USDC')
    expect(await chainClient.getTransactionCount({ address: account })).toBe(nonce)
    await confirmSwap(page)
    await expect.poll(() => balanceOf(chainClient, 'USDC', account)).toBe(parseUnits('3000', 6))
    expect(await chainClient.getTransactionCount({ address: account })).toBe(nonce + 1)
    expect(await balanceOf(chainClient, 'ETH', account)).toBeGreaterThan(ethBefore + parseEther('0.9'))
    expect(await allowanceOf(chainClient, 'USDC', account, contracts.SwapRouter)).toBe(0n)
  })

  test('signs a DAI permit and swaps DAI for WBTC over two hops (DAI → WETH → WBTC)', {
    tag: '@replica',
  }, async ({ page, wallet, chain, chainClient }) => {
    const account = deployment.accounts[7]?.address as Address
    await fund(chain.rpcUrl, 'DAI', account, parseEther('10000'))
    await asFreshAccount(
      page,
      wallet,
      7,
      `inputCurrency=${tokenAddress('DAI')}&outputCurrency=${tokenAddress('WBTC')}&exactAmount=6000`,
    )
    await expect(toAmount(page)).not.toHaveValue('')
    await expect(page.getByTestId('trade-info')).toContainText(/DAI\s*›.*›\s*WETH\s*›.*›\s*WBTC/s)
    await approveButton(page).click()
    await expect(approveButton(page)).toHaveText('You can now trade DAI')
    await confirmSwap(page)
    await expect.poll(() => balanceOf(chainClient, 'DAI', account)).toBe(parseEther('4000'))
    expect(await balanceOf(chainClient, 'WBTC', account)).toBeGreaterThan(parseUnits('0.09', 8))
  })

  test('sells a fee-on-transfer token on v2 (the supporting router function) after approving Router02', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = deployment.accounts[5]?.address as Address
    await fund(chain.rpcUrl, 'FOT', account, parseEther('1000'))
    const held = await balanceOf(chainClient, 'FOT', account)
    await wallet.switchAccount(5)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=${tokenAddress('FOT')}&outputCurrency=ETH&exactAmount=100&use=v2`)
    await expectConnected(page, wallet)
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    await page.getByRole('textbox', { name: 'Slippage tolerance in percent' }).fill('3')
    await page.keyboard.press('Escape')
    await expect(toAmount(page)).not.toHaveValue('')
    await approveButton(page).click()
    await expect
      .poll(() => allowanceOf(chainClient, 'FOT', account, contracts.UniswapV2Router02))
      .toBe(maxUint256)
    await mine(chain.rpcUrl)
    const ethBefore = await balanceOf(chainClient, 'ETH', account)
    await confirmSwap(page)
    await expect.poll(() => balanceOf(chainClient, 'FOT', account)).toBe(held - parseEther('100'))
    expect(await balanceOf(chainClient, 'ETH', account)).toBeGreaterThan(ethBefore)
  })
})
