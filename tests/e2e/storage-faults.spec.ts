// Broken persisted stores (quality guide, Reliability): each of `dex:user`, `dex:transactions` and `dex:lists`
// holds, before the app loads, a value that is not JSON, another version's envelope, an old unversioned
// shape, 5 MB of foreign JSON, or the browser refuses to write it. The app starts and works, only that store
// resets (with a console message), and the other two keep the known values seeded beside it.
// Last, storage the browser refuses outright: reading `window.localStorage` itself throws (a third-party frame with
// storage blocked, a locked-down browser); the app runs from memory and says settings will not be kept.
// Already covered in settings.spec.ts ('corrupted storage'): garbage text in dex:user and dex:lists, and a
// dex:transactions envelope holding a foreign shape; they are not repeated here.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { connectWallet, expectConnected, sendTestTransaction } from './support/app.ts'
import { accountModal, closeAccountModal, walletStatus } from './support/history.ts'
import { SEEDED_LIST_URL, SEEDED_TOKEN_NAME, seededListEntry } from './support/seededList.ts'
import { openSwap, toAmount, tokenAddress } from './support/swap.ts'

type Key = 'dex:user' | 'dex:transactions' | 'dex:lists'
const KEYS: readonly Key[] = ['dex:user', 'dex:transactions', 'dex:lists']

/** What is wrong with the broken store before the app loads. */
type Fault =
  | { kind: 'garbage' }
  | { kind: 'other-version' }
  | { kind: 'unversioned' }
  | { kind: 'huge' }
  | { kind: 'write-throws' }

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SEEDED_SUMMARY = 'Seeded swap from an earlier session'
/** A little under Chromium's 5 MiB local storage quota, so the other stores still fit beside it. */
const HUGE_CHARS = 5_000_000

/** The known state of each store, as the app saves it (without the envelope). */
function knownStates(baseURL: string): Record<Key, unknown> {
  const now = Date.now()
  const hash = `0x${'ab'.repeat(32)}`
  const devchainList = new URL('devchain.tokenlist.json', baseURL).href
  return {
    'dex:user': {
      arbitrumAlphaAcknowledged: false,
      userDarkMode: null,
      matchesDarkMode: false,
      userExpertMode: false,
      userLocale: null,
      userSingleHopOnly: true,
      userHideClosedPositions: false,
      userSlippageTolerance: 200,
      userSlippageToleranceHasBeenMigratedToAuto: true,
      userDeadline: 600,
      tokens: {},
      pairs: {},
      timestamp: now,
      URLWarningVisible: true,
    },
    'dex:transactions': {
      31337: {
        [hash]: {
          hash,
          from: ALICE,
          chainId: 31337,
          summary: SEEDED_SUMMARY,
          addedTime: now - 60_000,
          confirmedTime: now - 50_000,
          nonce: 0,
          receipt: {
            blockHash: `0x${'cd'.repeat(32)}`,
            blockNumber: 1,
            contractAddress: null,
            from: ALICE,
            status: 1,
            to: ALICE,
            transactionHash: hash,
            transactionIndex: 0,
          },
        },
      },
    },
    'dex:lists': {
      byUrl: {
        [devchainList]: { current: null, pendingUpdate: null, loadingRequestId: null, error: null },
        [SEEDED_LIST_URL]: seededListEntry(),
      },
      activeListUrls: [devchainList, SEEDED_LIST_URL],
      lastInitializedDefaultListOfLists: [devchainList],
    },
  }
}

type Seed = { values: Record<string, string>; huge: string | null; throwOn: string | null }

/** The raw values to store: the known ones, with the broken store's value in place of its own. */
function seedFor(baseURL: string, broken: Key | '*', fault: Fault): Seed {
  const known = knownStates(baseURL)
  const values: Record<string, string> = {}
  for (const key of KEYS) values[key] = JSON.stringify({ version: 1, state: known[key] })
  if (broken === '*') return { values, huge: null, throwOn: fault.kind === 'write-throws' ? '*' : null }
  switch (fault.kind) {
    case 'garbage':
      values[broken] = `{"version":1,"state":{"half a write`
      break
    case 'other-version':
      values[broken] = JSON.stringify({ version: 2, state: known[broken] })
      break
    case 'unversioned':
      // The state saved bare, as stores were written before the envelope existed.
      values[broken] = JSON.stringify(known[broken])
      break
    case 'huge':
      delete values[broken]
      return { values, huge: broken, throwOn: null }
    case 'write-throws':
      return { values, huge: null, throwOn: broken }
  }
  return { values, huge: null, throwOn: null }
}

/** Seeds local storage before the app's first load (once per tab) and, if asked, makes writes throw. */
async function prepareStorage(page: Page, seed: Seed): Promise<void> {
  await page.addInitScript(
    ({ values, huge, throwOn, hugeChars }) => {
      if (sessionStorage.getItem('e2e-storage-seeded') === null) {
        sessionStorage.setItem('e2e-storage-seeded', '1')
        localStorage.clear()
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
        if (huge !== null) {
          // Valid JSON in a valid envelope, but nothing like the store: a long array of numbers.
          const head = '{"version":1,"state":['
          const count = Math.floor((hugeChars - head.length - 2) / 2)
          localStorage.setItem(huge, `${head}${'0,'.repeat(count)}0]}`)
        }
      }
      if (throwOn !== null) {
        const setItem = Storage.prototype.setItem
        Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
          if (this === window.localStorage && (throwOn === '*' || key === throwOn))
            throw new DOMException(
              `Failed to execute 'setItem' on 'Storage': Setting the value of '${key}' exceeded the quota.`,
              'QuotaExceededError',
            )
          setItem.call(this, key, value)
        }
      }
    },
    { ...seed, hugeChars: HUGE_CHARS },
  )
}

// --- what the user sees of each store ---------------------------------------------------------------

const panel = (page: Page) => page.getByRole('region', { name: 'Transaction Settings' })
const slippage = (page: Page) => panel(page).getByRole('textbox', { name: 'Slippage tolerance in percent' })
const deadline = (page: Page) => panel(page).getByRole('textbox', { name: 'Transaction deadline in minutes' })
const singleHop = (page: Page) => panel(page).getByRole('switch', { name: 'Disable Multihops' })

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Transaction settings' }).click()
  await expect(panel(page)).toBeVisible()
}

async function closeSettings(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
}

/** The seeded settings (2 % slippage, 10 minutes, single hop) or the defaults. */
async function expectSettings(page: Page, kept: boolean): Promise<void> {
  await openSettings(page)
  if (kept) {
    await expect(slippage(page)).toHaveValue('2.00')
    await expect(deadline(page)).toHaveValue('10')
    await expect(singleHop(page)).toHaveAttribute('aria-checked', 'true')
  } else {
    await expect(panel(page).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true')
    await expect(slippage(page)).toHaveValue('')
    await expect(deadline(page)).toHaveValue('')
    await expect(singleHop(page)).toHaveAttribute('aria-checked', 'false')
  }
  await closeSettings(page)
}

/** The seeded transaction in the wallet modal, or the empty history. */
async function expectHistory(page: Page, kept: boolean, alsoListed: string[] = []): Promise<void> {
  await walletStatus(page).click()
  const modal = accountModal(page)
  await expect(modal).toBeVisible()
  const rows = modal.getByTestId('recent-transaction')
  if (kept) {
    await expect(rows.filter({ hasText: SEEDED_SUMMARY })).toHaveAttribute('data-status', 'success')
  } else if (alsoListed.length === 0) {
    await expect(modal.getByText('Your transactions will appear here...')).toBeVisible()
  }
  await expect(rows).toHaveCount((kept ? 1 : 0) + alsoListed.length)
  for (const summary of alsoListed) await expect(rows.filter({ hasText: summary })).toHaveCount(1)
  await closeAccountModal(page)
}

/** The seeded list's token in the selector, or not; the default devchain list's tokens either way. */
async function expectLists(page: Page, kept: boolean): Promise<void> {
  await page.getByTestId('currency-select-to').click()
  const selector = page.getByRole('dialog', { name: 'Select a token' })
  const search = selector.getByRole('textbox')
  await search.fill('Seeded')
  if (kept) await expect(selector.getByText(SEEDED_TOKEN_NAME)).toBeVisible()
  else await expect(selector.getByText('No results found.')).toBeVisible()
  await search.fill('DAI')
  await expect(selector.getByText('Dai Stablecoin')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(selector).toHaveCount(0)
}

async function expectStore(page: Page, key: Key, kept: boolean): Promise<void> {
  if (key === 'dex:user') await expectSettings(page, kept)
  else if (key === 'dex:transactions') await expectHistory(page, kept)
  else await expectLists(page, kept)
}

function consoleOf(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  return messages
}

/** The app is up: a wallet connects and 1 ETH gets a DAI quote. */
async function startApp(page: Page, wallet: Parameters<typeof connectWallet>[1]): Promise<void> {
  wallet.authorizeSite()
  await openSwap(page, `inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}&exactAmount=1`)
  await expectConnected(page, wallet)
  await expect(toAmount(page)).not.toHaveValue('')
}

const saved = (page: Page, key: Key) => page.evaluate((k) => localStorage.getItem(k) ?? '', key)

// --- the table ---------------------------------------------------------------------------------------

type Row = { key: Key; fault: Fault; why: string }

const RESET_ROWS: Row[] = [
  { key: 'dex:transactions', fault: { kind: 'garbage' }, why: 'is not JSON' },
  ...KEYS.flatMap((key): Row[] => [
    { key, fault: { kind: 'other-version' }, why: 'has version 2, expected 1' },
    { key, fault: { kind: 'unversioned' }, why: 'has no version' },
    { key, fault: { kind: 'huge' }, why: 'has an unknown shape' },
  ]),
]

test.describe('a broken store resets alone', () => {
  for (const { key, fault, why } of RESET_ROWS) {
    test(`${key} ${fault.kind}: the app starts and works, only ${key} resets, with a message`, async ({
      page,
      wallet,
      baseURL,
    }) => {
      const messages = consoleOf(page)
      await prepareStorage(page, seedFor(baseURL ?? '', key, fault))
      await startApp(page, wallet)

      const message = `Stored ${key} ${why}; it was reset to its defaults.`
      await expect.poll(() => messages.filter((m) => m === message)).toHaveLength(1)
      for (const other of KEYS)
        expect(messages.filter((m) => m.startsWith(`Stored ${other} `))).toEqual(
          other === key ? [message] : [],
        )
      for (const store of KEYS) await expectStore(page, store, store !== key)

      // Still works and saves: a changed setting is stored in this version's envelope.
      await openSettings(page)
      await slippage(page).fill('1')
      await closeSettings(page)
      await expect.poll(() => saved(page, 'dex:user')).toContain('"userSlippageTolerance":100')
      expect(JSON.parse(await saved(page, 'dex:user')).version).toBe(1)
    })
  }
})

test.describe('a store the browser refuses to write', () => {
  test('dex:user: settings change for the session with a message; the others still save', async ({
    page,
    wallet,
    baseURL,
  }) => {
    const messages = consoleOf(page)
    await prepareStorage(page, seedFor(baseURL ?? '', 'dex:user', { kind: 'write-throws' }))
    await startApp(page, wallet)
    await expectSettings(page, true)
    await openSettings(page)
    await singleHop(page).click()
    await expect(singleHop(page)).toHaveAttribute('aria-checked', 'false')
    await closeSettings(page)
    await expect
      .poll(() => messages.filter((m) => m.startsWith('Could not save dex:user:')))
      .toEqual([expect.stringContaining('exceeded the quota')])
    await sendTestTransaction(page, 'Saved beside unsaved settings')
    await expect.poll(() => saved(page, 'dex:transactions')).toContain('Saved beside unsaved settings')
    expect(messages.filter((m) => m.startsWith('Stored '))).toEqual([])

    await page.reload()
    await expect(toAmount(page)).not.toHaveValue('')
    await expectSettings(page, true)
    await expectHistory(page, true, ['Saved beside unsaved settings'])
    await expectLists(page, true)
  })

  test('dex:transactions: a sent transaction is listed for the session with a message; the others still save', async ({
    page,
    wallet,
    baseURL,
  }) => {
    const messages = consoleOf(page)
    await prepareStorage(page, seedFor(baseURL ?? '', 'dex:transactions', { kind: 'write-throws' }))
    await startApp(page, wallet)
    await expectHistory(page, true)
    await sendTestTransaction(page, 'Held in memory only')
    await expectHistory(page, true, ['Held in memory only'])
    await expect
      .poll(() => messages.filter((m) => m.startsWith('Could not save dex:transactions:')))
      .toEqual([expect.stringContaining('exceeded the quota')])
    await openSettings(page)
    await deadline(page).fill('15')
    await closeSettings(page)
    await expect.poll(() => saved(page, 'dex:user')).toContain('"userDeadline":900')
    expect(messages.filter((m) => m.startsWith('Stored '))).toEqual([])

    await page.reload()
    await expect(toAmount(page)).not.toHaveValue('')
    await expectHistory(page, true)
    await openSettings(page)
    await expect(deadline(page)).toHaveValue('15')
    await closeSettings(page)
    await expectLists(page, true)
  })

  test('dex:lists: the lists work from memory with a message; the others still save', async ({
    page,
    wallet,
    baseURL,
  }) => {
    const messages = consoleOf(page)
    await prepareStorage(page, seedFor(baseURL ?? '', 'dex:lists', { kind: 'write-throws' }))
    await startApp(page, wallet)
    await expectLists(page, true)
    await expect
      .poll(() => messages.filter((m) => m.startsWith('Could not save dex:lists:')))
      .toEqual([expect.stringContaining('exceeded the quota')])
    await expectSettings(page, true)
    await expectHistory(page, true)
    await openSettings(page)
    await slippage(page).fill('1')
    await closeSettings(page)
    await expect.poll(() => saved(page, 'dex:user')).toContain('"userSlippageTolerance":100')
    expect(messages.filter((m) => m.startsWith('Stored '))).toEqual([])
  })

  test('every store: the app still starts, quotes, changes settings and lists a sent transaction', async ({
    page,
    wallet,
    baseURL,
  }) => {
    const messages = consoleOf(page)
    await prepareStorage(page, seedFor(baseURL ?? '', '*', { kind: 'write-throws' }))
    await startApp(page, wallet)
    for (const key of KEYS) await expectStore(page, key, true)
    await openSettings(page)
    await singleHop(page).click()
    await expect(singleHop(page)).toHaveAttribute('aria-checked', 'false')
    await closeSettings(page)
    await sendTestTransaction(page, 'Sent with storage full')
    await expectHistory(page, true, ['Sent with storage full'])
    await expect
      .poll(() => KEYS.filter((key) => messages.some((m) => m.startsWith(`Could not save ${key}:`))))
      .toEqual(KEYS)
    expect(messages.filter((m) => m.startsWith('Stored '))).toEqual([])
  })
})

const STORAGE_NOTICE =
  'This browser blocks storage for this site: your settings and transactions will not be kept after you leave.'

test.describe('local storage the browser refuses outright', () => {
  test('reading window.localStorage throws: the app works from memory and says settings will not be kept', async ({
    page,
    wallet,
  }) => {
    const messages = consoleOf(page)
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError')
        },
      }),
    )
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}&exactAmount=1`)
    const notice = page.getByTestId('storage-unavailable')
    await expect(notice).toHaveText(STORAGE_NOTICE)
    await expect(notice).toHaveAttribute('role', 'note')
    await expect
      .poll(() => messages.filter((m) => m.startsWith('Local storage is not available (denied)')).length)
      .toBeGreaterThan(0)

    // Nothing remembers an earlier connection: the user connects, then quotes, settings and a transaction work.
    await connectWallet(page, wallet)
    await expectConnected(page, wallet)
    await expect(toAmount(page)).not.toHaveValue('')
    await openSettings(page)
    await slippage(page).fill('1')
    await singleHop(page).click()
    await expect(singleHop(page)).toHaveAttribute('aria-checked', 'true')
    await closeSettings(page)
    await openSettings(page)
    await expect(slippage(page)).toHaveValue('1.00')
    await expect(singleHop(page)).toHaveAttribute('aria-checked', 'true')
    await closeSettings(page)
    await sendTestTransaction(page, 'Sent with storage refused')
    await expectHistory(page, false, ['Sent with storage refused'])
    expect(messages.filter((m) => m.startsWith('Stored ') || m.startsWith('Could not save '))).toEqual([])

    // As the notice says: a new page load starts from the defaults, and says so again.
    await page.reload()
    await expect(notice).toHaveText(STORAGE_NOTICE)
    await expectSettings(page, false)
  })
})
