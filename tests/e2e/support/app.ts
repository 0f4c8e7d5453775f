import { expect, type Page } from '@playwright/test'
import type { TestWallet } from './testWallet.ts'

export const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Connects the injected test wallet through the wallet modal and closes the modal. */
export async function connectWallet(page: Page, wallet: TestWallet): Promise<void> {
  await page.getByRole('button', { name: 'Connect to a wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect to a wallet' })
    .getByRole('button', { name: wallet.info.name })
    .click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * The header shows the wallet's account (its ENS name or the short address). With `wallet.authorizeSite()` before
 * the page loads, this replaces `connectWallet` in tests that are not about connecting: the app reconnects on
 * load, as after an earlier visit, about 0.7 s sooner than through the wallet modal.
 */
export async function expectConnected(page: Page, wallet: TestWallet): Promise<void> {
  const address = wallet.address
  await expect(page.getByTestId('web3-status')).toHaveText(
    new RegExp(`^(${address.slice(0, 6)}…${address.slice(-4)}|[a-z0-9-]+\\.eth|\\d+ Pending)$`),
  )
}

type E2eHooks = {
  crash: (message: string) => void
  addPopup: (popup: {
    content: { txn: { hash: string; success: boolean; summary?: string } }
    key?: string
    removeAfterMs?: number | null
  }) => string
  settings: () => { userDarkMode: boolean | null; userExpertMode: boolean }
  sendTestTransaction: (summary: string) => Promise<string>
}

type Scope = { __e2e: E2eHooks }
type PopupInput = Parameters<E2eHooks['addPopup']>[0]

async function hooksReady(page: Page): Promise<void> {
  await page.waitForFunction(() => '__e2e' in window)
}

/** Adds a popup through the application store of the test build. */
export async function addPopup(page: Page, popup: PopupInput): Promise<string> {
  await hooksReady(page)
  return page.evaluate((p) => (window as unknown as Scope).__e2e.addPopup(p), popup)
}

/** Makes the shell throw while rendering (test builds only). */
export async function crashApp(page: Page, message: string): Promise<void> {
  await hooksReady(page)
  await page.evaluate((m) => (window as unknown as Scope).__e2e.crash(m), message)
}

export async function userSettings(page: Page): Promise<ReturnType<E2eHooks['settings']>> {
  await hooksReady(page)
  return page.evaluate(() => (window as unknown as Scope).__e2e.settings())
}

/** Sends 1 wei from the connected account to itself through the app's own write path; returns the hash. */
export async function sendTestTransaction(page: Page, summary: string): Promise<`0x${string}`> {
  await hooksReady(page)
  const hash = await page.evaluate((s) => (window as unknown as Scope).__e2e.sendTestTransaction(s), summary)
  return hash as `0x${string}`
}
