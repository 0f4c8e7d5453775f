// What the fault scenarios share: the screen's parts, a fault-free reference quote, the "still usable" round
// and a one-line description of the swap form for the matrix.
import { expect, type Page, test } from '@playwright/test'
import { expectConnected } from '../e2e/support/app.ts'
import { action, openSwap, quoted, toAmount, tokenAddress } from '../e2e/support/swap.ts'
import type { TestWallet } from '../e2e/support/testWallet.ts'
import type { FaultProxy } from './faultProxy.ts'

export const DAI = tokenAddress('DAI')
export const USDC = tokenAddress('USDC')
export const SWAP_ETH_DAI = `inputCurrency=ETH&outputCurrency=${DAI}`
export const PENDING_SUMMARY = 'Sent before the fault'
export const WARNING_TEXT = 'Localhost may be down right now, or you may have lost your network connection'
/**
 * With a block a second once the fault stops, this is "by itself" for the matrix; a request the node never
 * answered is given up after the transport's 10 s timeout, so recovery may take that long.
 */
export const RECOVERY_MS = 15_000

export const status = (page: Page) => page.getByTestId('web3-status')
export const warning = (page: Page) => page.getByTestId('connectivity-warning')
export const selectorDialog = (page: Page) => page.getByRole('dialog', { name: 'Select a token' })
export const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Account' })
export const settingsPanel = (page: Page) => page.getByRole('region', { name: 'Transaction Settings' })

export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

type Tab = { page: Page; wallet: TestWallet }
const references = new Map<string, string>()

/**
 * The ETH → DAI quote a fault-free app shows for `amount` (a fresh tab, straight to the chain). The saved chain
 * state is the same for every test, so each worker asks once per amount.
 */
export async function referenceQuote(openTab: () => Promise<Tab>, amount: string): Promise<string> {
  const known = references.get(amount)
  if (known !== undefined) return known
  const tab = await openTab()
  tab.wallet.authorizeSite()
  await openSwap(tab.page, `${SWAP_ETH_DAI}&exactAmount=${amount}`)
  await expectConnected(tab.page, tab.wallet)
  await quoted(tab.page)
  const value = await toAmount(tab.page).inputValue()
  await tab.page.close()
  references.set(amount, value)
  return value
}

/** The swap form as a user reads it: the output amount, the router, the action. */
export async function describeSwap(page: Page, reference?: string): Promise<string> {
  const to = await toAmount(page).inputValue()
  const act = oneLine((await action(page).textContent()) ?? '')
  const hint = page.getByTestId('version-hint-switch')
  const router =
    to !== '' && (await hint.count()) > 0
      ? ((await hint.textContent()) ?? '').includes('V3')
        ? ' (V2 route)'
        : ' (V3 route)'
      : ''
  const versus =
    reference !== undefined && to !== '' && to !== reference ? `, fault-free quote ${reference}` : ''
  return `To ${to === '' ? 'empty' : to}${router}${versus}; button "${act}"`
}

/**
 * The parts of the app that need no fresh chain data still work: the token selector searches, the settings
 * open, the wallet modal lists the transaction. Throws (fails the test) otherwise.
 */
export async function checkStillUsable(page: Page, pendingSummary?: string): Promise<string> {
  await page.getByTestId('currency-select-to').click()
  await selectorDialog(page).getByRole('textbox', { name: 'Search name or paste address' }).fill('usdc')
  await expect(selectorDialog(page).getByTestId(`token-row-${USDC}`)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(selectorDialog(page)).toHaveCount(0)

  await page.getByRole('button', { name: 'Transaction settings' }).click()
  await expect(settingsPanel(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(settingsPanel(page)).toHaveCount(0)

  await status(page).click()
  const recent = accountDialog(page).getByTestId('recent-transaction')
  if (pendingSummary) await expect(recent.filter({ hasText: pendingSummary })).toHaveCount(1)
  else await expect(accountDialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(accountDialog(page)).toHaveCount(0)
  return pendingSummary
    ? 'yes: selector search, settings, wallet modal (tx listed)'
    : 'yes: selector search, settings, wallet modal'
}

/** The stored record of `hash`, then the wallet modal's row for it after a reload. */
export async function recordAfterReload(page: Page, hash: string, summary: string): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('dex:transactions') ?? '')
  if (!stored.includes(hash)) return 'LOST from storage'
  await page.reload()
  await status(page).click()
  const row = accountDialog(page).getByTestId('recent-transaction').filter({ hasText: summary })
  await expect(row).toHaveCount(1)
  await expect(row).toHaveAttribute('data-status', 'success', { timeout: RECOVERY_MS })
  await page.keyboard.press('Escape')
  return 'kept; after a reload listed as confirmed'
}

/** Waits until the app has stopped asking for `method` (its retries are over): no new request for 1.5 s. */
export async function untilQuiet(proxy: FaultProxy, method: string): Promise<void> {
  let last = -1
  await expect
    .poll(
      () => {
        const now = proxy.sinceChange(method)
        const quiet = now === last
        last = now
        return quiet
      },
      { intervals: [1_500], timeout: 15_000 },
    )
    .toBe(true)
}

/**
 * Marks the scenario as showing a known app bug: it then passes only while the bug shows exactly where
 * expected (see `expectRecovery`), and fails once the bug is fixed, so that the mark gets removed.
 */
export function knownBug(description: string): void {
  test.info().annotations.push({ type: KNOWN_BUG_ANNOTATION, description })
}
export const KNOWN_BUG_ANNOTATION = 'known-bug'

/** Runs every check of a recovery together (each waits up to RECOVERY_MS); true when all of them passed. */
export async function recovers(...checks: (() => Promise<unknown>)[]): Promise<boolean> {
  const results = await Promise.allSettled(checks.map((check) => check()))
  return results.every((result) => result.status === 'fulfilled')
}

/** The end of a scenario: it recovered, or, for a known bug, it did not (and nothing else failed before). */
export function expectRecovery(recovered: boolean): void {
  const bug = test.info().annotations.find((a) => a.type === KNOWN_BUG_ANNOTATION)
  if (bug) expect(recovered, `known bug no longer shows, remove its mark: ${bug.description}`).toBe(false)
  else expect(recovered, 'the screen recovered by itself once the fault stopped').toBe(true)
}
