// The transaction history as a user and as storage see it: the wallet modal's Recent Transactions, and the
// records saved under `dex:transactions` (a versioned envelope { version, state: chain → hash → record }).
import { expect, type Locator, type Page } from '@playwright/test'

export const TRANSACTIONS_KEY = 'dex:transactions'

/** The fields of a stored record the specs look at. */
export type StoredTransaction = {
  hash: string
  from: string
  chainId: number
  summary?: string
  approval?: { tokenAddress: string; spender: string }
  nonce?: number
  lastCheckedBlockNumber?: number
  receipt?: { status?: number; blockNumber: number; from: string }
  replacedBy?: { hash: string | null; time: number }
}

/** Every record saved in `dex:transactions`, whatever its chain; none when nothing was saved yet. */
export async function storedTransactions(page: Page): Promise<StoredTransaction[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TRANSACTIONS_KEY)
  if (raw === null) return []
  const envelope = JSON.parse(raw) as { version: number; state: Record<string, Record<string, unknown>> }
  expect(envelope.version, `${TRANSACTIONS_KEY} envelope version`).toBe(1)
  return Object.values(envelope.state).flatMap((byHash) => Object.values(byHash) as StoredTransaction[])
}

/** The one saved record with this summary (fails when there is none or more than one). */
export async function storedBySummary(page: Page, summary: string | RegExp): Promise<StoredTransaction> {
  const matches = (await storedTransactions(page)).filter((tx) =>
    typeof summary === 'string' ? tx.summary === summary : summary.test(tx.summary ?? ''),
  )
  expect(matches, `stored records summarised ${String(summary)}`).toHaveLength(1)
  return matches[0] as StoredTransaction
}

export const walletStatus = (page: Page) => page.getByTestId('web3-status')
export const accountModal = (page: Page) => page.getByRole('dialog', { name: 'Account' })

/** Opens the wallet modal and returns its Recent Transactions rows (close it with Escape). */
export async function recentRows(page: Page): Promise<Locator> {
  await walletStatus(page).click()
  await expect(accountModal(page)).toBeVisible()
  return accountModal(page).getByTestId('recent-transaction')
}

/** Closes the wallet modal opened by recentRows. */
export async function closeAccountModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(accountModal(page)).toHaveCount(0)
}
