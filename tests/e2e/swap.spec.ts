import type { Address } from 'viem'
import { parseEther, parseUnits } from 'viem'
import { expect, test } from './fixtures.ts'
import { mine } from './support/anvil.ts'
import { expectConnected } from './support/app.ts'
import {
  action,
  balanceOf,
  confirmDialog,
  contracts,
  deployment,
  fromAmount,
  numberOf,
  openSwap,
  quoted,
  swapButton,
  toAmount,
  tokenAddress,
} from './support/swap.ts'

const DAI = tokenAddress('DAI')
const USDC = tokenAddress('USDC')
const WBTC = tokenAddress('WBTC')

test.describe('swap quotes', () => {
  test('without a wallet the app reads the embedded chain: a link with a local token address shows the token and a quote', async ({
    page,
  }) => {
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=0.5`)
    await expect(page.getByTestId('currency-select-to')).toContainText('DAI')
    await expect(toAmount(page)).not.toHaveValue('')
    expect(await numberOf(page, 'amount-to')).toBeGreaterThan(900)
    await expect(action(page)).toHaveText('Connect Wallet')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vote' }),
    ).toBeVisible()
  })

  test('quotes ETH to DAI on v3 for an exact input and an exact output, with USD values', async ({
    page,
    wallet,
  }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}`)
    await expectConnected(page, wallet)
    await fromAmount(page).fill('1')
    await expect(toAmount(page)).not.toHaveValue('')
    const out = await numberOf(page, 'amount-to')
    expect(out).toBeGreaterThan(1900)
    expect(out).toBeLessThan(2100)
    await expect(page.getByTestId('fiat-from')).toHaveText(/^~\$(1,9\d\d|2,0\d\d)\.\d\d$/)
    // The details sit in a 256 px tooltip beside the price, shown on hover.
    const details = page.getByRole('tooltip')
    await expect(details).toBeHidden()
    await page.getByRole('button', { name: 'Trade details' }).hover()
    await expect(details).toBeVisible()
    await expect(details).toContainText('Minimum received')
    expect((await details.boundingBox())?.width).toBe(256)

    await toAmount(page).fill('4000')
    await expect(page.getByText('From (at most)')).toBeVisible()
    await expect.poll(() => numberOf(page, 'amount-from')).toBeGreaterThan(1.9)
    expect(await numberOf(page, 'amount-from')).toBeLessThan(2.2)
    await expect(page.getByTestId('trade-info')).toContainText('Maximum sent')
  })

  test("says 'Insufficient liquidity for this trade' with the multi-hop hint when single-hop blocks the only route", async ({
    page,
    wallet,
  }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=${DAI}&outputCurrency=${WBTC}&exactAmount=1000`)
    await expectConnected(page, wallet)
    await expect(toAmount(page)).not.toHaveValue('')
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    await page.getByRole('switch', { name: 'Disable Multihops' }).click()
    await page.keyboard.press('Escape')
    await expect(action(page)).toContainText('Insufficient liquidity for this trade')
    await expect(action(page)).toContainText('Try enabling multi-hop trades.')
    await expect(toAmount(page)).toHaveValue('')
  })

  test('fills the form from the URL: currencies, exact output amount and a recipient', async ({
    page,
    wallet,
  }) => {
    const bob = deployment.accounts[1]?.address as Address
    wallet.authorizeSite()
    await openSwap(
      page,
      `inputCurrency=eth&outputCurrency=${USDC}&exactAmount=500&exactField=output&recipient=${bob}`,
    )
    await expectConnected(page, wallet)
    await expect(page.getByTestId('currency-select-from')).toContainText('ETH')
    await expect(page.getByTestId('currency-select-to')).toContainText('USDC')
    await expect(toAmount(page)).toHaveValue('500')
    await expect(page.getByText('From (at most)')).toBeVisible()
    await expect(page.getByTestId('recipient-input')).toHaveValue(bob)
    await expect(fromAmount(page)).not.toHaveValue('')
  })
})

test.describe('swap execution', () => {
  test('swaps 1 ETH for DAI on v3 through the confirm dialog: DAI arrives on chain, the input clears', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = wallet.address as Address
    const before = await balanceOf(chainClient, 'DAI', account)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    const minimum = Number(
      ((await page.getByTestId('trade-info').textContent()) ?? '')
        .match(/Minimum received\s*([\d,.]+)/)?.[1]
        ?.replaceAll(',', ''),
    )
    await swapButton(page).click()
    await expect(confirmDialog(page)).toContainText('Output is estimated')
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()
    await mine(chain.rpcUrl)
    const received = (await balanceOf(chainClient, 'DAI', account)) - before
    expect(received).toBeGreaterThanOrEqual(parseEther(String(minimum)))
    await expect(page.getByTestId('popup')).toContainText(/Swap 1 ETH for [\d,.]+ DAI/)
    await page.getByTestId('add-token-to-wallet').click()
    await expect(page.getByTestId('add-token-to-wallet')).toHaveText('Added DAI')
    // The list's logo goes with it as the asset's image (the devchain list gives DAI one).
    expect(wallet.watchedAssets).toEqual([
      {
        type: 'ERC20',
        options: {
          address: DAI,
          symbol: 'DAI',
          decimals: 18,
          image:
            'https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/0x6B175474E89094C44Da98b954EedeAC495271d0F/logo.png',
        },
      },
    ])
    await page.getByTestId('confirm-close').click()
    await expect(fromAmount(page)).toHaveValue('')
    // The next trade starts where this one did: the focus is on the input amount, not lost to the page.
    await expect(fromAmount(page)).toBeFocused()
  })

  test('buys exactly 1,000 USDC with ETH (exact output): the chain shows +1,000 USDC', {
    tag: '@replica',
  }, async ({ page, wallet, chainClient }) => {
    const account = wallet.address as Address
    const before = await balanceOf(chainClient, 'USDC', account)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=1000&exactField=output`)
    await expectConnected(page, wallet)
    await quoted(page)
    await swapButton(page).click()
    await expect(confirmDialog(page)).toContainText('Input is estimated')
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()
    await expect.poll(() => balanceOf(chainClient, 'USDC', account)).toBe(before + parseUnits('1000', 6))
  })

  test('swaps on v2 with use=v2: the transaction goes to Router02', { tag: '@replica' }, async ({
    page,
    wallet,
    chainClient,
  }) => {
    const account = wallet.address as Address
    const before = await balanceOf(chainClient, 'DAI', account)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=0.5&use=v2`)
    await expectConnected(page, wallet)
    await quoted(page)
    await expect(page.getByTestId('version-hint-switch')).toHaveText('Try the V3 router')
    await swapButton(page).click()
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()
    await expect.poll(() => balanceOf(chainClient, 'DAI', account)).toBeGreaterThan(before)
    const block = await chainClient.getBlock({ includeTransactions: true })
    const sent = block.transactions.find(
      (tx) => typeof tx !== 'string' && tx.from.toLowerCase() === account.toLowerCase(),
    )
    expect(typeof sent === 'string' ? undefined : sent?.to?.toLowerCase()).toBe(
      contracts.UniswapV2Router02.toLowerCase(),
    )
  })

  test('a hash change that adds a recipient while the review is open closes it: nothing is sent to anyone', async ({
    page,
    wallet,
  }) => {
    wallet.authorizeSite()
    const query = `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`
    await openSwap(page, query)
    await expectConnected(page, wallet)
    await quoted(page)
    await swapButton(page).click()
    await expect(confirmDialog(page)).toBeVisible()
    // Another page that opened this one (window.open) changes its hash under the open review.
    const attacker = deployment.accounts[7]?.address ?? ''
    await page.evaluate((hash) => {
      window.location.hash = hash
    }, `#/swap?${query}&recipient=${attacker}`)
    await expect(confirmDialog(page)).toHaveCount(0)
    await expect(page.getByTestId('confirm-swap')).toHaveCount(0)
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
  })

  test("shows 'Transaction rejected.' when the wallet declines, and nothing is sent", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const account = wallet.address as Address
    const nonce = await chainClient.getTransactionCount({ address: account })
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    wallet.rejectNext('eth_sendTransaction')
    await swapButton(page).click()
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByTestId('confirm-error')).toContainText('Transaction rejected.')
    await page.getByTestId('confirm-dismiss').click()
    await expect(fromAmount(page)).toHaveValue('1')
    expect(await chainClient.getTransactionCount({ address: account })).toBe(nonce)
  })
})
