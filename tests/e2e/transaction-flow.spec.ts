import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import { expect, test } from './fixtures.ts'
import { mine, setAutomine, setNextBlockTimestamp } from './support/anvil.ts'
import { expectConnected } from './support/app.ts'
import { balanceOf, confirmDialog, openSwap, quoted, swapButton, tokenAddress } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const DAI = tokenAddress('DAI')

/** Confirms a swap of 1 ETH for DAI with the chain's automine off: it stays pending until the test mines. */
async function confirmSwapWithAutomineOff(page: Page, wallet: TestWallet, rpcUrl: string) {
  wallet.authorizeSite()
  await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
  await expectConnected(page, wallet)
  await quoted(page)
  await setAutomine(rpcUrl, false)
  await swapButton(page).click()
  await confirmDialog(page).getByTestId('confirm-swap').click()
}

// The confirmation every write goes through: review → waiting → submitted → the receipt's verdict.
test.describe('transaction flow', () => {
  // The chain is reset between tests, but not its mining mode.
  test.afterEach(async ({ chain }) => {
    await setAutomine(chain.rpcUrl, true)
  })

  test('after Transaction Submitted the dialog waits for the receipt, then says the swap succeeded', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = wallet.address as Address
    const before = await balanceOf(chainClient, 'DAI', account)
    await confirmSwapWithAutomineOff(page, wallet, chain.rpcUrl)
    const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
    await expect(submitted.getByTestId('flow-receipt')).toHaveText('Waiting for the transaction to be mined')
    expect(await balanceOf(chainClient, 'DAI', account)).toBe(before)

    await mine(chain.rpcUrl)
    await expect(submitted.getByTestId('flow-receipt')).toHaveText('Transaction successful')
    await expect(submitted.getByTestId('flow-receipt')).toHaveAttribute('data-receipt', 'success')
    expect(await balanceOf(chainClient, 'DAI', account)).toBeGreaterThan(before)
  })

  test('a swap mined after its deadline fails on chain: the dialog says so and nothing was swapped', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = wallet.address as Address
    const before = await balanceOf(chainClient, 'DAI', account)
    await confirmSwapWithAutomineOff(page, wallet, chain.rpcUrl)
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()

    // Mined two hours later: past the 30-minute deadline the swap was sent with.
    const latest = await chainClient.getBlock()
    await setNextBlockTimestamp(chain.rpcUrl, latest.timestamp + 7200n)
    await mine(chain.rpcUrl)

    const failed = page.getByRole('dialog', { name: 'Transaction Failed' })
    await expect(failed.getByRole('alert')).toHaveText(
      'The transaction failed on chain. Only its gas was spent.',
    )
    const mined = await chainClient.getBlock({ includeTransactions: true })
    expect(mined.transactions).toHaveLength(1)
    const [tx] = mined.transactions
    if (!tx || typeof tx === 'string') throw new Error('the mined swap is missing')
    expect((await chainClient.getTransactionReceipt({ hash: tx.hash })).status).toBe('reverted')
    expect(await balanceOf(chainClient, 'DAI', account)).toBe(before)
    await failed.getByTestId('confirm-dismiss').click()
    await expect(failed).toHaveCount(0)
  })
})
