import type { Page } from '@playwright/test'
import { type Address, maxUint256, parseUnits } from 'viem'
import { expect, test } from './fixtures.ts'
import { mine } from './support/anvil.ts'
import { expectConnected } from './support/app.ts'
import {
  allowanceOf,
  approveButton,
  contracts,
  deployment,
  fund,
  openSwap,
  toAmount,
  tokenAddress,
} from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

/** Account 6, funded with 500 USDT, on the swap of 100 USDT for USDC; returns the account. */
async function openUsdtSwap(page: Page, wallet: TestWallet, rpcUrl: string): Promise<Address> {
  const account = deployment.accounts[6]?.address as Address
  await fund(rpcUrl, 'USDT', account, parseUnits('500', 6))
  await wallet.switchAccount(6)
  wallet.authorizeSite()
  await openSwap(
    page,
    `inputCurrency=${tokenAddress('USDT')}&outputCurrency=${tokenAddress('USDC')}&exactAmount=100`,
  )
  await expectConnected(page, wallet)
  return account
}

// The approvals feature's button, as every write screen shows it: it names the token, the spender and the
// amount the write needs, and the approval it sends is the one the chain then holds.
test.describe('approve button', () => {
  test('names the spender and the amount needed; the chain then holds the approval for that spender', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = await openUsdtSwap(page, wallet, chain.rpcUrl)
    await expect(toAmount(page)).not.toHaveValue('')
    const detail = page.getByTestId('approve-detail')
    // v3 routing: the v3 router spends the typed input, exactly, for an exact-input trade.
    await expect(detail).toHaveText('Spender: Uniswap V3 Router. Needed: 100 USDT.')
    await expect(detail).toHaveAttribute('title', contracts.SwapRouter)
    expect(await allowanceOf(chainClient, 'USDT', account, contracts.SwapRouter)).toBe(0n)
    await approveButton(page).click()
    await expect.poll(() => allowanceOf(chainClient, 'USDT', account, contracts.SwapRouter)).toBe(maxUint256)
    await mine(chain.rpcUrl)
    await expect(approveButton(page)).toHaveText('You can now trade USDT')
    await expect(detail).toHaveCount(0)
  })

  test("with 'Approve exact amounts' on, the chain holds exactly the amount the swap needs", async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = await openUsdtSwap(page, wallet, chain.rpcUrl)
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    const exact = page.getByRole('switch', { name: 'Approve exact amounts' })
    await exact.click()
    await expect(exact).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Escape')
    await expect(toAmount(page)).not.toHaveValue('')
    await expect(page.getByTestId('approve-detail')).toHaveText(
      'Spender: Uniswap V3 Router. Needed: 100 USDT. Exact amount only.',
    )
    await approveButton(page).click()
    await expect
      .poll(() => allowanceOf(chainClient, 'USDT', account, contracts.SwapRouter))
      .toBe(parseUnits('100', 6))
  })
})
