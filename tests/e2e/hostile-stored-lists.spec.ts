// Stored token lists are untrusted (quality guide, Security): `dex:lists` holds, before the app loads or
// written by another tab, a list with a token whose chainId is '__proto__' and a malformed token. The app
// starts, the hostile list is dropped with a console message (its URL kept, as if never fetched), the other
// stored list still loads, the token selector searches and picks, and Object.prototype stays clean.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { SEEDED_LIST_URL, SEEDED_TOKEN_NAME, seededListEntry } from './support/seededList.ts'
import { openSwap, toAmount, tokenAddress } from './support/swap.ts'

const HOSTILE_URL = 'https://lists.example/hostile.tokenlist.json'

/**
 * The hostile list as raw JSON text: written out by hand so that '__proto__' stays an own key, as JSON.parse
 * makes it when the app reads the store.
 */
function hostileListJson(): string {
  const usdc = tokenAddress('USDC')
  return (
    '{"name":"Hostile","timestamp":"2024-01-01T00:00:00.000Z","version":{"major":1,"minor":0,"patch":0},"tokens":[' +
    `{"chainId":"__proto__","address":"${usdc}","symbol":"EVIL","name":"Evil Proto","decimals":18},` +
    `{"chainId":31337,"address":5,"symbol":{"toString":1},"name":null,"decimals":"x","tags":"x"},` +
    `{"__proto__":{"polluted":true},"chainId":31337,"address":"${usdc}","symbol":"EVIL2","name":"Evil Nested","decimals":6}` +
    ']}'
  )
}

function seededEntryJson(): string {
  return JSON.stringify(seededListEntry())
}

/** The whole stored `dex:lists` value: the devchain list, the seeded list and the hostile one, all active. */
function storedLists(baseURL: string): string {
  const devchainList = new URL('devchain.tokenlist.json', baseURL).href
  const empty = '{"current":null,"pendingUpdate":null,"loadingRequestId":null,"error":null}'
  const urls = JSON.stringify([devchainList, SEEDED_LIST_URL, HOSTILE_URL])
  return (
    `{"version":1,"state":{"byUrl":{"${devchainList}":${empty},"${SEEDED_LIST_URL}":${seededEntryJson()},` +
    `"${HOSTILE_URL}":{"current":${hostileListJson()},"pendingUpdate":null,"loadingRequestId":null,"error":null}},` +
    `"activeListUrls":${urls},"lastInitializedDefaultListOfLists":${JSON.stringify([devchainList])}}}`
  )
}

/**
 * A list that passes the schema but whose token (MKR's contract, on no other list) calls itself 'USDC' with a
 * zero-width space, and 'USD Coin' with a right-to-left override: the schema's patterns allow both.
 */
function lookalikeLists(baseURL: string): string {
  const devchainList = new URL('devchain.tokenlist.json', baseURL).href
  const lookalike = {
    current: {
      name: 'Lookalike list',
      timestamp: '2024-01-01T00:00:00.000Z',
      version: { major: 1, minor: 0, patch: 0 },
      tokens: [
        {
          chainId: 31337,
          address: tokenAddress('MKR'),
          symbol: 'USDC\u200b',
          name: 'USD\u202e Coin',
          decimals: 18,
        },
      ],
    },
    pendingUpdate: null,
    loadingRequestId: null,
    error: null,
  }
  const empty = { current: null, pendingUpdate: null, loadingRequestId: null, error: null }
  return JSON.stringify({
    version: 1,
    state: {
      byUrl: { [devchainList]: empty, [SEEDED_LIST_URL]: lookalike },
      activeListUrls: [devchainList, SEEDED_LIST_URL],
      lastInitializedDefaultListOfLists: [devchainList],
    },
  })
}

/** Seeds `dex:lists` before the app's first load (once per tab). */
async function seedLists(page: Page, value: string): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-storage-seeded') === null) {
      sessionStorage.setItem('e2e-storage-seeded', '1')
      localStorage.clear()
      localStorage.setItem('dex:lists', stored)
    }
  }, value)
}

function consoleOf(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  return messages
}

/** Nothing was added to Object.prototype: no enumerable key, and no token address readable from `{}`. */
async function expectCleanPrototype(page: Page): Promise<void> {
  const addresses = [tokenAddress('USDC').toLowerCase(), 'polluted']
  const seen = await page.evaluate(
    (keys) => ({
      enumerable: Object.keys(Object.prototype).length,
      inherited: keys.filter((key) => (({}) as Record<string, unknown>)[key] !== undefined),
    }),
    addresses,
  )
  expect(seen).toEqual({ enumerable: 0, inherited: [] })
}

/** The selector searches both surviving lists, finds nothing of the hostile one, and picks on Enter. */
async function expectSelectorWorks(page: Page): Promise<void> {
  await page.getByTestId('currency-select-to').click()
  const selector = page.getByRole('dialog', { name: 'Select a token' })
  const search = selector.getByRole('textbox', { name: 'Search name or paste address' })
  await search.fill('Seeded')
  await expect(selector.getByText(SEEDED_TOKEN_NAME)).toBeVisible()
  await search.fill('Evil')
  await expect(selector.getByText('No results found.')).toBeVisible()
  await search.fill('USDC')
  await expect(selector.getByTestId(`token-row-${tokenAddress('USDC')}`)).toBeVisible()
  await search.press('Enter')
  await expect(selector).toHaveCount(0)
  await expect(page.getByTestId('currency-select-to')).toContainText('USDC')
}

const DROPPED = `Stored token list ${HOSTILE_URL} dropped, it will be fetched again: Token list failed validation:`

test.describe('a hostile stored token list', () => {
  test('planted before the app loads: dropped with a message, the app and the selector work, Object.prototype clean', async ({
    page,
    wallet,
    baseURL,
  }) => {
    const messages = consoleOf(page)
    await seedLists(page, storedLists(baseURL ?? ''))
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}&exactAmount=1`)
    await expectConnected(page, wallet)
    await expect(toAmount(page)).not.toHaveValue('')

    await expect.poll(() => messages.filter((m) => m.startsWith(DROPPED))).toHaveLength(1)
    // Only that list was dropped: the store itself was not reset.
    expect(messages.filter((m) => m.startsWith('Stored dex:lists '))).toEqual([])
    await expectCleanPrototype(page)
    await expectSelectorWorks(page)
    await expectCleanPrototype(page)
  })

  test("written by another tab: refused the same way, this tab's selector keeps working", async ({
    page,
    wallet,
    baseURL,
    openTab,
  }) => {
    const messages = consoleOf(page)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}&exactAmount=1`)
    await expectConnected(page, wallet)
    await expect(toAmount(page)).not.toHaveValue('')

    // The other tab is a page of the same origin that writes the hostile value straight into local storage.
    const other = await openTab()
    other.wallet.authorizeSite()
    await other.page.goto('/#/swap')
    await expectConnected(other.page, other.wallet)
    await other.page.evaluate((value) => localStorage.setItem('dex:lists', value), storedLists(baseURL ?? ''))

    await expect.poll(() => messages.filter((m) => m.startsWith(DROPPED))).toHaveLength(1)
    await expectCleanPrototype(page)
    await expectSelectorWorks(page)
    await expectCleanPrototype(page)
  })

  test("a stored list's look-alike token is shown cleaned and marked, and so is the token it copies", async ({
    page,
    wallet,
    baseURL,
  }) => {
    await seedLists(page, lookalikeLists(baseURL ?? ''))
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}&exactAmount=1`)
    await expectConnected(page, wallet)

    await page.getByTestId('currency-select-to').click()
    const selector = page.getByRole('dialog', { name: 'Select a token' })
    await selector.getByRole('textbox', { name: 'Search name or paste address' }).fill('USDC')
    const lookalike = selector.getByTestId(`token-row-${tokenAddress('MKR')}`)
    const listed = selector.getByTestId(`token-row-${tokenAddress('USDC')}`)
    await expect(lookalike).toContainText('Symbol also used by a listed token')
    await expect(lookalike).toContainText('USD Coin')
    expect(await lookalike.textContent()).not.toMatch(/[\u200b\u202e]/)
    // Two active lists give 'USDC' to two addresses: the selector cannot tell which is meant, so both are marked.
    await expect(listed).toBeVisible()
    await expect(listed.getByTestId('listed-symbol-mark')).toHaveCount(1)
    // A symbol no other listed token has is not marked.
    await selector.getByRole('textbox', { name: 'Search name or paste address' }).fill('WBTC')
    const wbtc = selector.getByTestId(`token-row-${tokenAddress('WBTC')}`)
    await expect(wbtc).toBeVisible()
    await expect(wbtc.getByTestId('listed-symbol-mark')).toHaveCount(0)
  })
})
