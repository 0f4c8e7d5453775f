// The fault matrix on the other screens: the token selector and the wallet modal under a node that answers
// 500 or never answers, the settings popover, and confirming a swap while the node answers 500.
import { expectConnected, short } from '../e2e/support/app.ts'
import { confirmDialog, openSwap, quoted, swapButton } from '../e2e/support/swap.ts'
import type { Fault } from './faultProxy.ts'
import { expect, test } from './fixtures.ts'
import {
  accountDialog,
  checkStillUsable,
  expectRecovery,
  knownBug,
  RECOVERY_MS,
  recovers,
  SWAP_ETH_DAI,
  seconds,
  selectorDialog,
  settingsPanel,
  status,
  USDC,
  untilQuiet,
} from './support.ts'

type NodeDown = { label: string; fault: Fault; knownBugs: { selector?: string; wallet?: string } }
const NODE_DOWN: NodeDown[] = [
  {
    label: 'HTTP 500 Internal Server Error',
    fault: { kind: 'status', status: 500 },
    knownBugs: {},
  },
  {
    label: 'timeout: requests never answered',
    fault: { kind: 'hang' },
    knownBugs: {},
  },
]

for (const { label, fault, knownBugs: bugs } of NODE_DOWN) {
  test(`token selector: ${label}`, async ({ page, wallet, rpcProxy, liveChain, row }) => {
    if (bugs.selector) knownBug(bugs.selector)
    row.fault = label
    row.screen = 'token selector'
    wallet.authorizeSite()
    await openSwap(page, SWAP_ETH_DAI)
    await expectConnected(page, wallet)
    await expect(page.getByTestId('balance-from')).toContainText(/\d/)

    await rpcProxy.set(fault)
    await page.getByTestId('currency-select-to').click()
    const usdc = selectorDialog(page).getByTestId(`token-row-${USDC}`)
    await expect(usdc).toBeVisible()
    // The selector asks for every listed token's balance; the node does not give them.
    await expect.poll(() => rpcProxy.sinceChange('eth_call')).toBeGreaterThan(0)
    await expect(usdc).toContainText('USD Coin')
    await expect(usdc).not.toContainText(/\d/)
    row.sees = 'the list, without balances'

    await selectorDialog(page).getByRole('textbox', { name: 'Search name or paste address' }).fill('usd coin')
    await usdc.click()
    await expect(selectorDialog(page)).toHaveCount(0)
    await expect(page.getByTestId('currency-select-to')).toContainText('USDC')
    row.usable = `yes: search and pick USDC; ${await checkStillUsable(page)}`

    // The selector stays open while the node comes back.
    await page.getByTestId('currency-select-to').click()
    rpcProxy.clear()
    const cleared = Date.now()
    liveChain.start()
    const ok = await recovers(() =>
      expect(usdc, 'the balances appear').toContainText(/\d/, { timeout: RECOVERY_MS }),
    )
    row.recovered = ok
      ? `yes: balances shown ${seconds(cleared)} after (blocks every 1 s)`
      : `NO: still no balances ${RECOVERY_MS / 1000} s after the fault stopped (blocks kept coming)`
    expectRecovery(ok)
  })

  test(`wallet modal: ${label}`, async ({ page, wallet, rpcProxy, liveChain, row }) => {
    if (bugs.wallet) knownBug(bugs.wallet)
    row.fault = label
    row.screen = 'wallet modal'
    await openSwap(page, SWAP_ETH_DAI)

    // The wallet talks to its own node: connecting works; the app's ENS lookup does not.
    await rpcProxy.set(fault)
    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect to a wallet' })
      .getByRole('button', { name: wallet.info.name })
      .click()
    await expect(accountDialog(page)).toBeVisible()
    await expect.poll(() => rpcProxy.sinceChange('eth_call')).toBeGreaterThan(0)
    await expect(page.getByTestId('wallet-account')).toHaveText(short(wallet.address))
    await expect(accountDialog(page)).toContainText('Your transactions will appear here...')
    row.sees = 'connects; the account as a short address (no ENS name), empty transaction list'
    await page.keyboard.press('Escape')
    row.usable = await checkStillUsable(page)
    // The lookup has failed for good (its retries are over) before the node comes back.
    if (fault.kind !== 'hang') await untilQuiet(rpcProxy, 'eth_call')

    rpcProxy.clear()
    const cleared = Date.now()
    liveChain.start()
    const ok = await recovers(() =>
      expect(status(page), 'the header shows the ENS name').toHaveText('alice.eth', { timeout: RECOVERY_MS }),
    )
    const header = await status(page).textContent()
    await status(page).click()
    await recovers(() => expect(page.getByTestId('wallet-account')).toHaveText('alice.eth'))
    const modal = await page.getByTestId('wallet-account').textContent()
    row.recovered = ok
      ? `yes: ENS name in the header ${seconds(cleared)} after`
      : `NO: ${RECOVERY_MS / 1000} s after the fault stopped the header shows "${header}"; reopened modal: "${modal}"`
    expectRecovery(ok)
  })
}

test('settings: HTTP 500 Internal Server Error', async ({ page, wallet, rpcProxy, liveChain, row }) => {
  row.fault = 'HTTP 500 Internal Server Error'
  row.screen = 'settings'
  wallet.authorizeSite()
  await openSwap(page, `${SWAP_ETH_DAI}&exactAmount=1`)
  await expectConnected(page, wallet)
  await quoted(page)

  await rpcProxy.set({ kind: 'status', status: 500 })
  await page.getByRole('button', { name: 'Transaction settings' }).click()
  const slippage = settingsPanel(page).getByRole('textbox', { name: 'Slippage tolerance in percent' })
  const deadline = settingsPanel(page).getByRole('textbox', { name: 'Transaction deadline in minutes' })
  await slippage.fill('1.5')
  await deadline.fill('20')
  await page.keyboard.press('Escape')
  await expect(settingsPanel(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Transaction settings' }).click()
  await expect(slippage).toHaveValue('1.50')
  await expect(deadline).toHaveValue('20')
  await page.keyboard.press('Escape')
  // The quote on screen (read before the fault) takes the new slippage at once: no chain read is needed.
  await expect(page.getByTestId('trade-info')).toContainText('1.50%')
  row.sees = 'opens; slippage 1.5 % and deadline 20 min set, kept, and applied to the quote on screen'
  row.usable = await checkStillUsable(page)

  rpcProxy.clear()
  const cleared = Date.now()
  liveChain.start()
  await expect(slippage).toHaveCount(0)
  await expect(page.getByTestId('trade-info')).toContainText('1.50%', { timeout: RECOVERY_MS })
  await quoted(page)
  row.recovered = `nothing to recover: quote and 1.50% slippage on screen ${seconds(cleared)} after`
})

test('confirm swap: HTTP 500 Internal Server Error', async ({ page, wallet, rpcProxy, liveChain, row }) => {
  row.fault = 'HTTP 500 Internal Server Error'
  row.screen = 'confirm swap'
  wallet.authorizeSite()
  await openSwap(page, `${SWAP_ETH_DAI}&exactAmount=1`)
  await expectConnected(page, wallet)
  await quoted(page)

  // The node fails once the review is open (a failing node holds the Swap button itself).
  await swapButton(page).click()
  await expect(confirmDialog(page)).toContainText('Output is estimated')
  await rpcProxy.set({ kind: 'status', status: 500 })
  await page.getByTestId('confirm-swap').click()
  const error = page.getByRole('dialog', { name: 'Error' })
  // The node could not be asked: the estimate failed, nothing reverted, so no advice about slippage.
  const text = 'Unexpected issue with estimating the gas. Please try again.'
  await expect(error).toContainText(text)
  row.sees = `error dialog: "${text}"`
  // Nothing was sent: no record, nothing pending.
  expect(await page.evaluate(() => localStorage.getItem('dex:transactions') ?? '')).not.toMatch(
    /0x[0-9a-f]{64}/,
  )
  row.records = 'none created (nothing was sent)'
  await error.getByRole('button', { name: 'Dismiss' }).click()
  await expect(error).toHaveCount(0)
  row.usable = await checkStillUsable(page)

  rpcProxy.clear()
  const cleared = Date.now()
  liveChain.start()
  await swapButton(page).click()
  await page.getByTestId('confirm-swap').click()
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({
    timeout: RECOVERY_MS,
  })
  row.recovered = `yes: the same swap is submitted ${seconds(cleared)} after`
})
