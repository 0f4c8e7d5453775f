import type { Page } from '@playwright/test'
import { type Address, erc20Abi, formatEther, type PublicClient, parseEther } from 'viem'
import { expect, test } from './fixtures.ts'
import { mine } from './support/anvil.ts'
import { connectWallet, expectConnected } from './support/app.ts'
import { deployment } from './support/deployment.ts'

const WETH = deployment.tokens.WETH.address as Address

const fromAmount = (page: Page) => page.getByTestId('amount-from')
const toAmount = (page: Page) => page.getByTestId('amount-to')
const action = (page: Page) => page.getByTestId('swap-action').getByRole('button')

async function openPair(page: Page, input: string, output: string, amount?: string) {
  const exact = amount === undefined ? '' : `&exactAmount=${amount}`
  await page.goto(`/#/swap?inputCurrency=${input}&outputCurrency=${output}${exact}`)
}

// The devchain mines only on transactions: one more block lets the app see the receipt of the last one.
async function sentAndMined(page: Page, rpcUrl: string) {
  await expect(fromAmount(page)).toHaveValue('')
  await mine(rpcUrl)
}

async function wethOf(client: PublicClient, account: Address): Promise<bigint> {
  return client.readContract({ address: WETH, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
}

test.describe('wrap and unwrap', () => {
  test("wraps 1 ETH: WETH +1 on chain, toast 'Wrap 1 ETH to WETH', listed, input cleared", {
    tag: '@replica',
  }, async ({ page, wallet, chain, chainClient }) => {
    const account = wallet.address as Address
    const wethBefore = await wethOf(chainClient, account)
    wallet.authorizeSite()
    await openPair(page, 'ETH', WETH)
    await expectConnected(page, wallet)
    await fromAmount(page).fill('1')
    await expect(toAmount(page)).toHaveValue('1')
    await expect(action(page)).toHaveText('Wrap')
    await action(page).click()

    await sentAndMined(page, chain.rpcUrl)
    await expect(fromAmount(page)).toBeFocused()
    await expect(page.getByTestId('popup')).toContainText('Wrap 1 ETH to WETH')
    expect(await wethOf(chainClient, account)).toBe(wethBefore + parseEther('1'))

    await page.getByTestId('web3-status').click()
    const rows = page.getByRole('dialog', { name: 'Account' }).getByTestId('recent-transaction')
    await expect(rows.first()).toContainText('Wrap 1 ETH to WETH')
  })

  test('unwraps WETH to ETH: WETH balance down on chain by the amount', { tag: '@replica' }, async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = wallet.address as Address
    const wethBefore = await wethOf(chainClient, account)
    wallet.authorizeSite()
    await openPair(page, WETH, 'ETH')
    await expectConnected(page, wallet)
    await toAmount(page).fill('2.5')
    await expect(fromAmount(page)).toHaveValue('2.5')
    await expect(action(page)).toHaveText('Unwrap')
    await action(page).click()
    await sentAndMined(page, chain.rpcUrl)
    await expect(page.getByTestId('popup')).toContainText('Unwrap 2.5 WETH to ETH')
    expect(await wethOf(chainClient, account)).toBe(wethBefore - parseEther('2.5'))
  })

  test("says 'Enter ETH amount' when empty and 'Insufficient … balance' above the balance", async ({
    page,
    wallet,
  }) => {
    await openPair(page, 'ETH', WETH)
    await expect(action(page)).toHaveText('Connect Wallet')
    await connectWallet(page, wallet)
    await expect(action(page)).toHaveText('Enter ETH amount')
    await expect(action(page)).toBeDisabled()
    await fromAmount(page).fill('1000000')
    await expect(action(page)).toHaveText('Insufficient ETH balance')
    await expect(action(page)).toBeDisabled()

    await page.getByTestId('switch-currencies').click()
    await expect(page.getByTestId('currency-select-from')).toContainText('WETH')
    await expect(action(page)).toHaveText('Insufficient WETH balance')
    await fromAmount(page).fill('')
    await expect(action(page)).toHaveText('Enter WETH amount')
  })

  test("a wallet rejection shows 'Transaction rejected.' and leaves the form as it was", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const account = wallet.address as Address
    const wethBefore = await wethOf(chainClient, account)
    wallet.authorizeSite()
    await openPair(page, 'ETH', WETH)
    await expectConnected(page, wallet)
    await fromAmount(page).fill('0.3')
    wallet.rejectNext('eth_sendTransaction')
    await action(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Transaction rejected.' })).toBeVisible()
    await expect(fromAmount(page)).toHaveValue('0.3')
    await expect(toAmount(page)).toHaveValue('0.3')
    await expect(action(page)).toHaveText('Wrap')
    expect(await wethOf(chainClient, account)).toBe(wethBefore)
  })

  test('URL parameters fill the form', async ({ page, wallet }) => {
    wallet.authorizeSite()
    await openPair(page, 'ETH', WETH, '0.5')
    await expectConnected(page, wallet)
    await expect(page.getByTestId('currency-select-from')).toContainText('ETH')
    await expect(page.getByTestId('currency-select-to')).toContainText('WETH')
    await expect(fromAmount(page)).toHaveValue('0.5')
    await expect(toAmount(page)).toHaveValue('0.5')
    await expect(action(page)).toHaveText('Wrap')
  })

  test('Max leaves 0.01 ETH: wrapping the max amount keeps 0.01 ETH less gas', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = wallet.address as Address
    wallet.authorizeSite()
    await openPair(page, 'ETH', WETH)
    await expectConnected(page, wallet)
    await expect(page.getByTestId('balance-from')).toBeVisible()
    const balance = await chainClient.getBalance({ address: account })
    await page.getByRole('button', { name: 'Max' }).click()
    await expect(fromAmount(page)).toHaveValue(formatEther(balance - parseEther('0.01')))
    await expect(page.getByRole('button', { name: 'Max' })).toHaveCount(0)
    await action(page).click()
    await sentAndMined(page, chain.rpcUrl)
    await expect(page.getByTestId('popup')).toContainText('to WETH')
    const left = await chainClient.getBalance({ address: account })
    expect(left).toBeLessThan(parseEther('0.01'))
    expect(left).toBeGreaterThan(parseEther('0.009'))
  })
})

test.describe('other pairs', () => {
  test("'Select a token', then a routed 'Swap' with a valid amount", async ({ page, wallet }) => {
    wallet.authorizeSite()
    await page.goto('/#/swap')
    await expectConnected(page, wallet)
    await expect(action(page)).toHaveText('Enter an amount')
    await fromAmount(page).fill('1,5')
    await expect(fromAmount(page)).toHaveValue('1.5')
    await expect(action(page)).toHaveText('Select a token')
    await openPair(page, 'ETH', deployment.tokens.DAI.address, '1')
    await expect(page.getByTestId('currency-select-to')).toContainText('DAI')
    await expect(action(page)).toHaveText('Swap')
    await expect(action(page)).toBeEnabled()
    await toAmount(page).fill('3')
    await expect(page.getByText('From (at most)')).toBeVisible()
    await expect(page.getByText('To (at least)')).toBeVisible()
  })
})
