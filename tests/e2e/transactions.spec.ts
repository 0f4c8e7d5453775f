import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { mine, sendFromNode, setAutomine } from './support/anvil.ts'
import { expectConnected, sendTestTransaction } from './support/app.ts'
import { storedBySummary } from './support/history.ts'

const status = (page: Page) => page.getByTestId('web3-status')

async function recentList(page: Page) {
  await status(page).click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  await expect(modal).toBeVisible()
  return modal.getByTestId('recent-transaction')
}

test.describe('transaction tracking', () => {
  // The chain is reset between tests, but not its mining mode.
  test.afterEach(async ({ chain }) => {
    await setAutomine(chain.rpcUrl, true)
  })

  test('a sent transaction is pending in the header, survives a reload, then toasts and lists as mined', async ({
    page,
    wallet,
    chain,
  }) => {
    wallet.authorizeSite()
    await page.goto('/#/swap')
    await expectConnected(page, wallet)
    await setAutomine(chain.rpcUrl, false)
    await sendTestTransaction(page, 'Send 1 wei to myself')
    await expect(status(page)).toHaveText('1 Pending')
    const rows = await recentList(page)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toHaveAttribute('data-status', 'pending')
    await expect(rows.first()).toContainText('Send 1 wei to myself')

    await page.reload()
    await expect(status(page)).toHaveText('1 Pending')

    await mine(chain.rpcUrl)
    const toast = page.getByTestId('popup')
    await expect(toast).toContainText('Send 1 wei to myself')
    await expect(status(page)).toHaveText('alice.eth')
    const after = await recentList(page)
    await expect(after.first()).toHaveAttribute('data-status', 'success')
    await expect(after.first().getByRole('img', { name: 'Success' })).toBeVisible()
  })

  test('lists pending transactions first, then the newest; (clear all) empties the list', async ({
    page,
    wallet,
    chain,
  }) => {
    wallet.authorizeSite()
    await page.goto('/#/swap')
    await expectConnected(page, wallet)
    await sendTestTransaction(page, 'First')
    await sendTestTransaction(page, 'Second')
    await setAutomine(chain.rpcUrl, false)
    await sendTestTransaction(page, 'Third, pending')
    const rows = await recentList(page)
    await expect(rows).toContainText(['Third, pending', 'Second', 'First'])
    await page.getByRole('button', { name: '(clear all)' }).click()
    await expect(page.getByText('Your transactions will appear here...')).toBeVisible()
    await expect(rows).toHaveCount(0)
  })

  test('a pending transaction replaced with the same nonce from the wallet is shown as replaced', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    wallet.authorizeSite()
    await page.goto('/#/swap')
    await expectConnected(page, wallet)
    await setAutomine(chain.rpcUrl, false)
    const hash = await sendTestTransaction(page, 'Soon replaced')
    await expect(status(page)).toHaveText('1 Pending')
    // Recorded the moment the wallet returned the hash; the tracker learns its nonce from the node right after,
    // before the user could open the wallet to speed it up.
    await expect.poll(async () => (await storedBySummary(page, 'Soon replaced')).nonce).toBeDefined()

    // The user speeds it up (or cancels it) in the wallet: same nonce, higher fees, sent outside the app.
    const original = await chainClient.getTransaction({ hash })
    const maxFee = (original.maxFeePerGas ?? 0n) * 2n + 1n
    const tip = (original.maxPriorityFeePerGas ?? 0n) * 2n + 1n
    await sendFromNode(chain.rpcUrl, {
      from: wallet.address,
      to: wallet.address,
      value: '0x0',
      nonce: `0x${original.nonce.toString(16)}`,
      maxFeePerGas: `0x${maxFee.toString(16)}`,
      maxPriorityFeePerGas: `0x${tip.toString(16)}`,
    })
    await mine(chain.rpcUrl)

    await expect(status(page)).toHaveText('alice.eth')
    const rows = await recentList(page)
    await expect(rows.first()).toHaveAttribute('data-status', 'replaced')
    await expect(rows.first()).toContainText('Replaced')
    await expect(page.getByTestId('popup')).toHaveCount(0)
  })

  test('two tabs see each other’s new transactions', async ({ page, wallet, chain, openTab }) => {
    wallet.authorizeSite()
    await page.goto('/#/swap')
    await expectConnected(page, wallet)
    const other = await openTab()
    other.wallet.authorizeSite()
    await other.page.goto('/#/swap')
    await expectConnected(other.page, other.wallet)

    await setAutomine(chain.rpcUrl, false)
    await sendTestTransaction(page, 'Sent from the first tab')
    await expect(status(other.page)).toHaveText('1 Pending')
    await sendTestTransaction(other.page, 'Sent from the second tab')
    await expect(status(page)).toHaveText('2 Pending')

    const rows = await recentList(page)
    await expect(rows).toContainText(['Sent from the second tab', 'Sent from the first tab'])
  })
})
