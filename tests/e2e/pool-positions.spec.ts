import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectConnected, short } from './support/app.ts'
import { deployment, tokenAddress } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

// The seeded positions (devchain/README.md): #25 WETH/DAI 0.3 % in range with fees owed, #26 WETH/USDC 0.3 %
// out of range, #27 WETH/USDC 0.05 % closed, #28 UNI/WETH 1 % full range, all account 0 (alice.eth); #29
// WETH/DAI 0.3 % in range, account 1 (bob.eth, without a reverse record).
const card = (page: Page, tokenId: number) => page.getByTestId(`position-${tokenId}`)

async function openAs(page: Page, wallet: TestWallet, account: number, path: string): Promise<void> {
  await wallet.switchAccount(account)
  wallet.authorizeSite()
  // A hash change on a page already open keeps the document: the app asks the wallet again only on a load.
  const loaded = page.url() !== 'about:blank'
  await page.goto(`/#${path}`)
  if (loaded) await page.reload()
  await expectConnected(page, wallet)
}

test.describe('v3 positions overview', () => {
  test('lists a card per position of the account with pair, fee, range and badge', async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, 0, '/pool')
    await expect(card(page, 25)).toContainText('ETH/DAI')
    await expect(card(page, 25)).toContainText('0.3%')
    await expect(card(page, 25)).toContainText('1,500.6 – 2,606.1 DAI per ETH')
    await expect(card(page, 25).getByTestId('range-badge')).toHaveText('In range')
    await expect(card(page, 26).getByTestId('range-badge')).toHaveText('Out of range')
    await expect(card(page, 26)).toContainText('USDC per ETH')
    await expect(card(page, 27)).toContainText('0.05%')
    await expect(card(page, 27).getByTestId('range-badge')).toHaveText('Closed')
    await expect(card(page, 28)).toContainText('1%')
    await expect(card(page, 28)).toContainText('0 – ∞')
    await expect(card(page, 29)).toHaveCount(0)
    await card(page, 26).click()
    await expect(page).toHaveURL(/#\/pool\/26$/)
  })

  test("keeps 'Show closed positions' across a reload", async ({ page, wallet }) => {
    await openAs(page, wallet, 0, '/pool')
    const show = page.getByRole('checkbox', { name: 'Show closed positions' })
    await expect(card(page, 27)).toBeVisible()
    await expect(show).toBeChecked()
    await show.uncheck()
    await expect(card(page, 27)).toHaveCount(0)
    await expect(card(page, 25)).toBeVisible()
    await page.reload()
    await expect(card(page, 25)).toBeVisible()
    await expect(show).not.toBeChecked()
    await expect(card(page, 27)).toHaveCount(0)
    await show.check()
    await expect(card(page, 27)).toBeVisible()
  })

  test("says 'No active pools' for an account without positions, and asks to connect without a wallet", async ({
    page,
    wallet,
  }) => {
    await page.goto('/#/pool')
    await expect(
      page.getByTestId('positions-card').getByRole('button', { name: 'Connect Wallet' }),
    ).toBeVisible()
    await openAs(page, wallet, 3, '/pool')
    await expect(page.getByText('No active pools')).toBeVisible()
  })

  test('offers New Position, the More menu and the Top pools link', async ({ page, wallet }) => {
    await openAs(page, wallet, 0, '/pool')
    await expect(page.getByRole('link', { name: /New Position/ })).toHaveAttribute('href', /#\/add\/ETH$/)
    await expect(page.getByRole('link', { name: /Top pools/ })).toHaveAttribute(
      'href',
      /^https:\/\/info\.uniswap\.org\//,
    )
    await page.getByRole('button', { name: /More/ }).click()
    const menu = page.getByRole('region', { name: 'More' })
    await expect(menu.getByRole('link', { name: 'Create a pool' })).toHaveAttribute('href', /#\/add\/ETH$/)
    await expect(menu.getByRole('link', { name: 'Migrate' })).toHaveAttribute('href', /#\/migrate\/v2$/)
    await expect(menu.getByRole('link', { name: 'V2 liquidity' })).toHaveAttribute('href', /#\/pool\/v2$/)
    await expect(menu.getByRole('link', { name: /Learn/ })).toHaveAttribute(
      'href',
      'https://docs.uniswap.org/',
    )
  })
})

test.describe('v3 position page', () => {
  test('#25 shows pair, fee, badge, value, pooled amounts with split, fees above 0, the range both ways and its NFT', async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, 0, '/pool/25')
    await expect(page.getByTestId('position-pair')).toHaveText('ETH/DAI')
    await expect(page.getByTestId('position-fee')).toHaveText('0.3%')
    await expect(page.getByTestId('range-badge')).toHaveText('In range')
    await expect(page.getByTestId('position-liquidity-usd')).toHaveText(/^\$[\d,]+\.\d\d$/)
    await expect(page.getByTestId('position-liquidity').locator('dd').first()).toContainText('%')
    const fees = page.getByTestId('position-fees').locator('dd')
    for (const amount of [fees.nth(0), fees.nth(1)])
      await expect(amount).toHaveText(/^(<0\.000001|[\d,.]*[1-9][\d,.]*)$/)
    await expect(page.getByTestId('min-price')).toContainText('1,500.6')
    await expect(page.getByTestId('max-price')).toContainText('2,606.1')
    await expect(page.getByTestId('max-price')).toContainText('DAI per ETH')
    await page.getByRole('switch', { name: 'Invert the price range' }).click()
    await expect(page.getByTestId('min-price')).toContainText('ETH per DAI')
    await expect(page.getByTestId('min-price')).toContainText(/0\.0003\d+/)
    await expect(page.getByTestId('position-image')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
    await page.getByRole('link', { name: /Back to Pools Overview/ }).click()
    await expect(page).toHaveURL(/#\/pool$/)
  })

  test('gives the owner Increase, Remove and Collect fees, and anyone else the Owner link; the page follows the wallet', async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, 0, '/pool/25')
    const controls = page.getByTestId('position-controls')
    await expect(controls.getByRole('link', { name: 'Increase Liquidity' })).toHaveAttribute(
      'href',
      new RegExp(`#/increase/${tokenAddress('DAI')}/ETH/3000/25$`),
    )
    await expect(controls.getByRole('link', { name: 'Remove Liquidity' })).toHaveAttribute(
      'href',
      /#\/remove\/25$/,
    )
    await expect(controls.getByRole('button', { name: 'Collect fees' })).toBeVisible()
    await expect(page.getByTestId('position-owner')).toHaveCount(0)

    await wallet.switchAccount(2)
    await expect(page.getByTestId('position-owner')).toContainText('alice.eth')
    await expect(controls).toHaveCount(0)
    await wallet.switchAccount(0)
    await expect(controls).toBeVisible()
  })

  test('#29 of account 1 (a forward-only ENS name) shows its short address to account 0', async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, 0, '/pool/29')
    const owner = deployment.accounts[1]?.address ?? ''
    await expect(page.getByTestId('position-owner')).toContainText(short(owner))
    await expect(page.getByTestId('position-controls')).toHaveCount(0)
  })

  test('follows the wallet to a chain without the position: no controls, no crash, and back', async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, 0, '/pool/25')
    await expect(page.getByTestId('position-controls')).toBeVisible()
    // The test build has no endpoint for Ethereum mainnet: #25 of the local chain is not shown as mainnet's.
    await wallet.reportChain(1)
    await expect(page.getByTestId('position-controls')).toHaveCount(0)
    await expect(page.getByTestId('range-badge')).toHaveCount(0)
    await wallet.reportChain(31337)
    await expect(page.getByTestId('position-controls')).toBeVisible()
    await expect(page.getByTestId('range-badge')).toHaveText('In range')
  })

  test('#27, closed, offers no Remove Liquidity', async ({ page, wallet }) => {
    await openAs(page, wallet, 0, '/pool/27')
    await expect(page.getByTestId('range-badge')).toHaveText('Closed')
    await expect(page.getByRole('link', { name: 'Increase Liquidity' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Remove Liquidity' })).toHaveCount(0)
  })

  test('sends junk and zero ids back to /pool, and says when a position does not exist', async ({
    page,
    wallet,
  }) => {
    for (const id of ['0', 'abc', '25abc', '025']) {
      await page.goto(`/#/pool/${id}`)
      await expect(page).toHaveURL(/#\/pool$/)
    }
    await openAs(page, wallet, 0, '/pool/99999')
    await expect(page.getByText('Position not found')).toBeVisible()
  })
})
