// Wallet faults in the middle of a flow (quality guide, Reliability): a rejection or failure at approve or
// permit signing, the chain or the account changed while the confirm dialog is open, a dropped transaction.
// Each ends on a correct screen and a correct history: the wallet modal's list, `dex:transactions` and the
// chain agree.
import type { Page } from '@playwright/test'
import { type Address, maxUint256, parseUnits } from 'viem'
import { expect, test } from './fixtures.ts'
import { mine, setAutomine } from './support/anvil.ts'
import { expectConnected, short } from './support/app.ts'
import {
  accountModal,
  closeAccountModal,
  recentRows,
  storedBySummary,
  storedTransactions,
  walletStatus,
} from './support/history.ts'
import { rpcCall } from './support/jsonRpc.ts'
import {
  action,
  allowanceOf,
  approveButton,
  balanceOf,
  confirmDialog,
  contracts,
  deployment,
  fromAmount,
  fund,
  openSwap,
  quoted,
  swapButton,
  toAmount,
  tokenAddress,
} from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const DAI = tokenAddress('DAI')
const USDC = tokenAddress('USDC')
const USDT = tokenAddress('USDT')
const accountAt = (index: number) => deployment.accounts[index]?.address as Address

/** How many transactions the wallet was asked to send (or to sign, for typed data). */
const asked = (wallet: TestWallet, method: string) =>
  wallet.requests.filter((r) => r.method === method).length

/**
 * Waits until the app has saved the record. With automine the transaction is mined in the block that also
 * answers the send, possibly before the record exists; the tracker looks again only on the next block, so
 * tests mine one after this.
 */
async function recorded(page: Page, summary: string): Promise<void> {
  await expect
    .poll(async () => (await storedTransactions(page)).filter((tx) => tx.summary === summary).length)
    .toBe(1)
}

async function asAccount(page: Page, wallet: TestWallet, index: number, query: string): Promise<Address> {
  await wallet.switchAccount(index)
  wallet.authorizeSite()
  await openSwap(page, query)
  await expectConnected(page, wallet)
  return accountAt(index)
}

test.describe('wallet faults at the approval step', () => {
  test('a rejected USDT approval says so, records nothing and sends nothing; the retry approves', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = accountAt(5)
    await fund(chain.rpcUrl, 'USDT', account, parseUnits('500', 6))
    const nonce = await chainClient.getTransactionCount({ address: account })
    await asAccount(page, wallet, 5, `inputCurrency=${USDT}&outputCurrency=${USDC}&exactAmount=100`)
    await expect(toAmount(page)).not.toHaveValue('')
    await expect(approveButton(page)).toHaveText('Approve USDT')

    wallet.rejectNext('eth_sendTransaction')
    await approveButton(page).click()
    await expect(action(page).getByRole('alert')).toHaveText('Transaction rejected.')
    await expect(approveButton(page)).toHaveText('Approve USDT')
    await expect(approveButton(page)).toBeEnabled()
    await expect(swapButton(page)).toBeDisabled()
    expect(asked(wallet, 'eth_sendTransaction')).toBe(1)
    expect(await chainClient.getTransactionCount({ address: account })).toBe(nonce)
    expect(await allowanceOf(chainClient, 'USDT', account, contracts.SwapRouter)).toBe(0n)
    expect(await storedTransactions(page)).toEqual([])
    await expect(walletStatus(page)).toHaveText(short(account))
    const rows = await recentRows(page)
    await expect(accountModal(page).getByText('Your transactions will appear here...')).toBeVisible()
    await expect(rows).toHaveCount(0)
    await closeAccountModal(page)

    // The retry goes through: one approval on chain, recorded once, and the form moves on.
    await approveButton(page).click()
    await expect.poll(() => allowanceOf(chainClient, 'USDT', account, contracts.SwapRouter)).toBe(maxUint256)
    await recorded(page, 'Approve USDT')
    await mine(chain.rpcUrl)
    await expect(approveButton(page)).toHaveText('You can now trade USDT')
    await expect(swapButton(page)).toBeEnabled()
    const record = await storedBySummary(page, 'Approve USDT')
    expect(record.from.toLowerCase()).toBe(account.toLowerCase())
    expect(record.approval?.tokenAddress.toLowerCase()).toBe(USDT.toLowerCase())
    expect(record.approval?.spender.toLowerCase()).toBe(contracts.SwapRouter.toLowerCase())
    expect(await storedTransactions(page)).toHaveLength(1)
    const after = await recentRows(page)
    await expect(after).toHaveCount(1)
    await expect(after.first()).toContainText('Approve USDT')
    await expect(after.first()).toHaveAttribute('data-status', 'success')
  })

  test('a rejected USDC permit signature ends there: no approval sent, nothing recorded, Approve usable again', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = accountAt(6)
    await fund(chain.rpcUrl, 'USDC', account, parseUnits('5000', 6))
    const nonce = await chainClient.getTransactionCount({ address: account })
    await asAccount(page, wallet, 6, `inputCurrency=${USDC}&outputCurrency=ETH&exactAmount=2000`)
    await expect(toAmount(page)).not.toHaveValue('')
    await expect(approveButton(page)).toHaveText('Approve USDC')

    wallet.rejectNext('eth_signTypedData_v4')
    await approveButton(page).click()
    await expect(approveButton(page)).toHaveText('Approve USDC')
    await expect(approveButton(page)).toBeEnabled()
    expect(asked(wallet, 'eth_signTypedData_v4')).toBe(1)
    expect(asked(wallet, 'eth_sendTransaction')).toBe(0)
    await mine(chain.rpcUrl)
    await expect(swapButton(page)).toBeDisabled()
    expect(asked(wallet, 'eth_sendTransaction')).toBe(0)
    expect(await chainClient.getTransactionCount({ address: account })).toBe(nonce)
    expect(await allowanceOf(chainClient, 'USDC', account, contracts.SwapRouter)).toBe(0n)
    expect(await storedTransactions(page)).toEqual([])

    // Asked again, the user signs: the permit stands in for the approval, still without a transaction.
    await approveButton(page).click()
    await expect(approveButton(page)).toHaveText('You can now trade USDC')
    await expect(swapButton(page)).toBeEnabled()
    expect(asked(wallet, 'eth_signTypedData_v4')).toBe(2)
    expect(asked(wallet, 'eth_sendTransaction')).toBe(0)
    expect(await storedTransactions(page)).toEqual([])
  })

  test('a permit signature failing otherwise (-32603) falls back to an on-chain approval, recorded', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = accountAt(6)
    await fund(chain.rpcUrl, 'USDC', account, parseUnits('5000', 6))
    await asAccount(page, wallet, 6, `inputCurrency=${USDC}&outputCurrency=ETH&exactAmount=2000`)
    await expect(toAmount(page)).not.toHaveValue('')

    wallet.failNext('eth_signTypedData_v4', -32603, 'Internal JSON-RPC error.')
    await approveButton(page).click()
    await expect.poll(() => allowanceOf(chainClient, 'USDC', account, contracts.SwapRouter)).toBe(maxUint256)
    expect(asked(wallet, 'eth_signTypedData_v4')).toBe(1)
    expect(asked(wallet, 'eth_sendTransaction')).toBe(1)
    await recorded(page, 'Approve USDC')
    await mine(chain.rpcUrl)
    await expect(approveButton(page)).toHaveText('You can now trade USDC')
    await expect(swapButton(page)).toBeEnabled()
    await expect(action(page).getByRole('alert')).toHaveCount(0)
    // The tracker stores the receipt on the next block it sees.
    await expect.poll(async () => (await storedBySummary(page, 'Approve USDC')).receipt?.status).toBe(1)
    const record = await storedBySummary(page, 'Approve USDC')
    expect(record.from.toLowerCase()).toBe(account.toLowerCase())
    expect(record.approval?.tokenAddress.toLowerCase()).toBe(USDC.toLowerCase())
    const rows = await recentRows(page)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Approve USDC')
    await expect(rows.first()).toHaveAttribute('data-status', 'success')
  })
})

test.describe('wallet faults while the confirm dialog is open', () => {
  test('the wallet moves to an unsupported chain: Wrong Network, nothing is sent; back on the chain the swap works', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const account = wallet.address
    const nonce = await chainClient.getTransactionCount({ address: account })
    const daiBefore = await balanceOf(chainClient, 'DAI', account)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    await swapButton(page).click()
    await expect(confirmDialog(page)).toBeVisible()

    await wallet.reportChain(999)
    await expect(walletStatus(page)).toHaveText('Wrong Network')
    await expect(action(page)).toContainText('Unsupported chain ID')
    await expect(walletStatus(page)).toHaveAttribute(
      'title',
      'Please connect to the appropriate Ethereum network.',
    )
    // Whatever the dialog does now (today it stays, and Confirm does nothing), nothing may be sent.
    const confirm = page.getByTestId('confirm-swap')
    if (await confirm.isVisible()) await confirm.click()
    await expect(page.getByTestId('confirm-pending')).toHaveCount(0)
    await expect(page.getByTestId('confirm-submitted')).toHaveCount(0)
    expect(asked(wallet, 'eth_sendTransaction')).toBe(0)
    expect(await chainClient.getTransactionCount({ address: account })).toBe(nonce)
    expect(await storedTransactions(page)).toEqual([])

    await wallet.reportChain(31337)
    await expect(walletStatus(page)).toHaveText('alice.eth')
    const open = page.getByRole('dialog')
    if (await open.isVisible()) await open.getByRole('button', { name: 'Close' }).click()
    await expect(open).toHaveCount(0)
    await expect(fromAmount(page)).toHaveValue('1')
    await quoted(page)
    await swapButton(page).click()
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()
    await expect.poll(() => balanceOf(chainClient, 'DAI', account)).toBeGreaterThan(daiBefore)
    expect(asked(wallet, 'eth_sendTransaction')).toBe(1)
    const record = await storedBySummary(page, /^Swap 1 ETH for [\d,.]+ DAI$/)
    expect(record.chainId).toBe(31337)
    expect(record.from).toBe(account)
    expect(await storedTransactions(page)).toHaveLength(1)
  })

  test('the chain changes between Confirm and the wallet: an error, nothing sent, nothing recorded', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const account = wallet.address
    const nonce = await chainClient.getTransactionCount({ address: account })
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    await swapButton(page).click()
    // The app asks the wallet for its chain right before sending; the chain changes while it asks.
    const release = wallet.holdNext('eth_chainId')
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByTestId('confirm-pending')).toBeVisible()
    await wallet.reportChain(999)
    await expect(walletStatus(page)).toHaveText('Wrong Network')
    release()
    await expect(page.getByTestId('confirm-error').getByRole('alert')).not.toHaveText('')
    expect(asked(wallet, 'eth_sendTransaction')).toBe(0)
    expect(await chainClient.getTransactionCount({ address: account })).toBe(nonce)
    expect(await storedTransactions(page)).toEqual([])
    await page.getByTestId('confirm-dismiss').click()
    await expect(fromAmount(page)).toHaveValue('1')
  })

  test('the account changes while the dialog is open: the swap goes from the new account, and is listed for it', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const alice = accountAt(0)
    const bob = accountAt(1)
    const aliceNonce = await chainClient.getTransactionCount({ address: alice })
    const bobNonce = await chainClient.getTransactionCount({ address: bob })
    const aliceDai = await balanceOf(chainClient, 'DAI', alice)
    const bobDai = await balanceOf(chainClient, 'DAI', bob)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    await swapButton(page).click()
    await expect(confirmDialog(page)).toBeVisible()

    // The dialog stays; what it sends is the new account's swap, paid by and paid out to that account.
    await wallet.switchAccount(1)
    await expect(walletStatus(page)).toHaveText(short(bob))
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()
    const record = await storedBySummary(page, /^Swap 1 ETH for [\d,.]+ DAI$/)
    const receipt = await chainClient.waitForTransactionReceipt({ hash: record.hash as `0x${string}` })
    await mine(chain.rpcUrl)
    expect(receipt.from.toLowerCase()).toBe(bob.toLowerCase())
    expect(record.from.toLowerCase()).toBe(bob.toLowerCase())
    expect(await chainClient.getTransactionCount({ address: bob })).toBe(bobNonce + 1)
    expect(await chainClient.getTransactionCount({ address: alice })).toBe(aliceNonce)
    expect(await balanceOf(chainClient, 'DAI', bob)).toBeGreaterThan(bobDai)
    expect(await balanceOf(chainClient, 'DAI', alice)).toBe(aliceDai)
    await page.getByTestId('confirm-close').click()

    const bobRows = await recentRows(page)
    await expect(bobRows).toHaveCount(1)
    await expect(bobRows.first()).toHaveAttribute('data-status', 'success')
    await closeAccountModal(page)
    await wallet.switchAccount(0)
    await expect(walletStatus(page)).toHaveText('alice.eth')
    await recentRows(page)
    await expect(accountModal(page).getByText('Your transactions will appear here...')).toBeVisible()
  })

  test('the account changes while the wallet prompt is open: the record names the account that signed', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const alice = accountAt(0)
    const bob = accountAt(1)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    await swapButton(page).click()
    const release = wallet.holdNext('eth_sendTransaction')
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByTestId('confirm-pending')).toBeVisible()
    // The prompt is open once the wallet holds the request (the app estimates gas first).
    await expect.poll(() => wallet.requests.some((r) => r.method === 'eth_sendTransaction')).toBe(true)
    await wallet.switchAccount(1)
    await expect(walletStatus(page)).toHaveText(short(bob))
    release()
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()

    // The request the wallet signed was alice's (its `from`), so the history files it under alice.
    const record = await storedBySummary(page, /^Swap 1 ETH for [\d,.]+ DAI$/)
    const receipt = await chainClient.waitForTransactionReceipt({ hash: record.hash as `0x${string}` })
    await mine(chain.rpcUrl)
    expect(record.from.toLowerCase()).toBe(receipt.from.toLowerCase())
    expect(receipt.from.toLowerCase()).toBe(alice.toLowerCase())
    await page.getByTestId('confirm-close').click()
    await expect(walletStatus(page)).toHaveText(short(bob))
    await recentRows(page)
    await expect(accountModal(page).getByText('Your transactions will appear here...')).toBeVisible()
    await closeAccountModal(page)
    await wallet.switchAccount(0)
    const aliceRows = await recentRows(page)
    await expect(aliceRows).toHaveCount(1)
    await expect(aliceRows.first()).toHaveAttribute('data-status', 'success')
  })
})

test.describe('a dropped transaction', () => {
  // The chain is reset between tests, but not its mining mode.
  test.afterEach(async ({ chain }) => {
    await setAutomine(chain.rpcUrl, true)
  })

  test('a swap dropped by the node stays pending, never shown as done; the next swap takes its nonce and it reads Replaced', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = wallet.address
    const daiBefore = await balanceOf(chainClient, 'DAI', account)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    await setAutomine(chain.rpcUrl, false)
    await swapButton(page).click()
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()
    await page.getByTestId('confirm-close').click()
    await expect(walletStatus(page)).toHaveText('1 Pending')
    // Recorded the moment the wallet returned the hash; its nonce is learned from the node right after.
    const expectedNonce = await chainClient.getTransactionCount({ address: account })
    await expect
      .poll(async () => (await storedBySummary(page, /^Swap 1 ETH for [\d,.]+ DAI$/)).nonce)
      .toBe(expectedNonce)
    const sent = await storedBySummary(page, /^Swap 1 ETH for [\d,.]+ DAI$/)

    const dropped = await rpcCall(chain.rpcUrl, 'anvil_dropTransaction', [sent.hash])
    expect(dropped.error).toBeUndefined()
    for (let i = 0; i < 3; i++) await mine(chain.rpcUrl)
    const head = Number(await chainClient.getBlockNumber())
    // The tracker looked for it in the newest block and found nothing: still pending, nothing claimed.
    await expect
      .poll(async () => (await storedBySummary(page, sent.summary ?? '')).lastCheckedBlockNumber)
      .toBe(head)
    const checked = await storedBySummary(page, sent.summary ?? '')
    expect(checked.receipt).toBeUndefined()
    expect(checked.replacedBy).toBeUndefined()
    await expect(walletStatus(page)).toHaveText('1 Pending')
    await expect(page.getByTestId('popup')).toHaveCount(0)
    expect(await balanceOf(chainClient, 'DAI', account)).toBe(daiBefore)
    const rows = await recentRows(page)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toHaveAttribute('data-status', 'pending')
    await closeAccountModal(page)

    // The user swaps again: the new swap is sent with the same nonce, is mined, and the dropped one is
    // then known to be replaced by it.
    await setAutomine(chain.rpcUrl, true)
    await fromAmount(page).fill('0.5')
    await quoted(page)
    await swapButton(page).click()
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()
    await page.getByTestId('confirm-close').click()
    await expect
      .poll(async () => (await storedBySummary(page, /^Swap 0\.5 ETH for [\d,.]+ DAI$/)).nonce)
      .toBe(sent.nonce)
    const second = await storedBySummary(page, /^Swap 0\.5 ETH for [\d,.]+ DAI$/)
    await mine(chain.rpcUrl)
    await expect(walletStatus(page)).toHaveText('alice.eth')
    // Which transaction took the nonce is known only when the tracker had the new one mined first.
    await expect.poll(async () => (await storedBySummary(page, sent.summary ?? '')).replacedBy).toBeDefined()
    expect([null, second.hash]).toContain((await storedBySummary(page, sent.summary ?? '')).replacedBy?.hash)
    await expect.poll(async () => (await storedBySummary(page, second.summary ?? '')).receipt?.status).toBe(1)
    const after = await recentRows(page)
    await expect(after).toHaveCount(2)
    await expect(after.filter({ hasText: 'Swap 0.5 ETH' })).toHaveAttribute('data-status', 'success')
    await expect(after.filter({ hasText: 'Swap 1 ETH' })).toHaveAttribute('data-status', 'replaced')
    await expect(after.filter({ hasText: 'Swap 1 ETH' })).toContainText('Replaced')
  })
})

// Found by this spec and fixed since: the tests guard the fixes.
test.describe('messages after a wallet fault', () => {
  test('after a rejected approval, the retry that succeeds clears "Transaction rejected."', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const account = accountAt(5)
    await fund(chain.rpcUrl, 'USDT', account, parseUnits('500', 6))
    await asAccount(page, wallet, 5, `inputCurrency=${USDT}&outputCurrency=${USDC}&exactAmount=100`)
    wallet.rejectNext('eth_sendTransaction')
    await approveButton(page).click()
    await expect(action(page).getByRole('alert')).toHaveText('Transaction rejected.')
    await approveButton(page).click()
    await expect.poll(() => allowanceOf(chainClient, 'USDT', account, contracts.SwapRouter)).toBe(maxUint256)
    await mine(chain.rpcUrl)
    await expect(approveButton(page)).toHaveText('You can now trade USDT')
    await expect(action(page).getByRole('alert')).toHaveCount(0, { timeout: 3000 })
  })

  test('Confirm Swap on an unsupported chain says why instead of doing nothing', async ({ page, wallet }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    await swapButton(page).click()
    await expect(confirmDialog(page)).toBeVisible()
    await wallet.reportChain(999)
    await expect(walletStatus(page)).toHaveText('Wrong Network')
    const confirm = page.getByTestId('confirm-swap')
    // Settled: the dialog went away with the chain change, or its Confirm is there to press.
    await expect
      .poll(async () => (await confirmDialog(page).count()) === 0 || (await confirm.isVisible()))
      .toBe(true)
    if (await confirm.isVisible()) await confirm.click()
    // Either the dialog went away with the chain change, or Confirm says why it cannot send.
    await expect(confirmDialog(page)).toHaveCount(0, { timeout: 3000 })
    const error = page.getByTestId('confirm-error')
    if ((await error.count()) > 0) await expect(error.getByRole('alert')).not.toBeEmpty()
  })
})
