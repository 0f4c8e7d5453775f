// Finds user-visible English that did not go through the catalogues (issue #23). In the pseudo-locale (en-XA,
// offered by test builds only) every catalogued text is written with look-alike accented letters, so any plain
// ASCII word left on a screen (its text, labels, placeholders, titles) is a string someone forgot to mark for
// translation. Names that are data, not UI text (token symbols and names, brands, proposal texts, addresses),
// are allowed.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { deployment, tokenAddress } from './support/swap.ts'

const PSEUDO = 'en-XA'
/** A text the pseudo-locale wrote: it has some of its look-alike letters (ŕ, ţ, ń, ō…). */
const PSEUDO_TEXT = /[\u00C0-\u024F\u1E00-\u1EFF]/

/** Words that are names, not UI text: each appears as data on some screen. */
const NAMES = new Set(
  [
    // Brands, wallets, networks and products named as such.
    'Uniswap',
    'Etherscan',
    'MetaMask',
    'WalletConnect',
    'Coinbase',
    'Wallet',
    'Fortmatic',
    'Portis',
    'SushiSwap',
    'Ethereum',
    'Arbitrum',
    'Optimism',
    'Optimistic',
    'Polygon',
    'Rinkeby',
    'Ropsten',
    'Kovan',
    'Görli',
    'Goerli',
    'Devchain',
    'Localhost',
    'Local',
    'Test',
    'Injected',
    'Discord',
    'GitHub',
    'Safe',
    'ENS',
    'IPFS',
    'SOCKS',
    'UNI',
    'ETH',
    'WETH',
    'LP',
    'V2',
    'V3',
    'USD',
    // Language names in the menu, each in its own language.
    'English',
    'Afrikaans',
    'Dansk',
    'Deutsch',
    'Espa',
    'Fran',
    'Italiano',
    'Nederlands',
    'Norsk',
    'Polski',
    'Portugu',
    'Brasil',
    'Portugal',
    'Rom',
    'Suomi',
    'Svenska',
    'Kiswahili',
    'Bahasa',
    'Indonesia',
    'Magyar',
    'Catal',
    'Ti',
    'Vi',
    'ng',
    'Türkçe',
    'rk',
    'ina',
    'Sve',
  ].map((word) => word.toLowerCase()),
)

for (const token of Object.values(deployment.tokens)) {
  for (const word of `${token.symbol} ${token.name}`.split(/[^A-Za-z]+/)) NAMES.add(word.toLowerCase())
}

/** Every text a user can see or hear on the page, outside proposal texts (untrusted content, shown as is). */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const skip = (element: Element | null) =>
      !element ||
      element.closest(
        'script, style, [data-testid="proposal-description"], [data-testid^="proposal-title"]',
      ) !== null ||
      (element instanceof HTMLElement && !element.checkVisibility())
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip(node.parentElement) && node.textContent?.trim()) texts.push(node.textContent.trim())
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (skip(element)) continue
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)
        if (value?.trim()) texts.push(value.trim())
      }
    }
    return texts
  })
}

/** The English-looking words of the texts: ASCII runs of 3+ letters, once hex numbers and links are taken out. */
function englishWords(texts: readonly string[]): string[] {
  const found = new Set<string>()
  for (const text of texts) {
    const cleaned = text
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/0x[0-9a-fA-F…]+/g, ' ')
      // ENS names and host names ('alice.eth', 'fish.vote') are names too.
      .replace(/\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(eth|vote|org|io|com|xyz)\b/g, ' ')
    for (const word of cleaned.match(/[A-Za-z]{3,}/g) ?? []) {
      if (!NAMES.has(word.toLowerCase())) found.add(`${word} (in "${text.slice(0, 80)}")`)
    }
  }
  return [...found]
}

async function expectNoEnglish(page: Page, where: string): Promise<void> {
  // The screen settles (lazy screens and their catalogues, reads) before it is read.
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO)
  // The screen's own texts are there (in look-alike letters), not only a spinner.
  await expect
    .poll(async () => (await visibleTexts(page)).filter((text) => PSEUDO_TEXT.test(text)).length, {
      message: where,
    })
    .toBeGreaterThan(3)
  await expect
    .poll(async () => englishWords(await visibleTexts(page)), { message: where, timeout: 15_000 })
    .toEqual([])
}

const DAI = tokenAddress('DAI')

/** Screens that show without a wallet, and with account 0's (its positions, votes, stakes). */
const ROUTES = [
  '/swap',
  '/pool',
  '/pool/v2',
  '/find',
  `/add/ETH/${DAI}/3000`,
  `/add/v2/ETH/${DAI}`,
  '/migrate/v2',
  '/uni',
  '/vote',
  '/vote/2/3',
  '/create-proposal',
]

test.describe('the pseudo-locale shows no untranslated English', () => {
  test('on every screen without a wallet', async ({ page }) => {
    test.setTimeout(120_000)
    for (const route of ROUTES) {
      await page.goto(`/#${route}?lng=${PSEUDO}`)
      await expectNoEnglish(page, route)
    }
  })

  test('on every screen with account 0 connected', async ({ page, wallet }) => {
    test.setTimeout(120_000)
    await wallet.authorizeSite()
    for (const route of ROUTES) {
      await page.goto(`/#${route}?lng=${PSEUDO}`)
      await expectConnected(page, wallet)
      await expectNoEnglish(page, `${route} (connected)`)
    }
  })

  test('in the menu, the settings, the wallet dialog and the token selector', async ({ page }) => {
    await page.goto(`/#/swap?lng=${PSEUDO}`)
    await page.getByTestId('amount-from').fill('1')
    await page.getByTestId('currency-select-to').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoEnglish(page, 'token selector')
    await page.keyboard.press('Escape')
    await page.getByTestId('web3-status').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoEnglish(page, 'wallet dialog')
    await page.keyboard.press('Escape')
    await page.getByTestId('settings-button').click()
    await expectNoEnglish(page, 'settings')
    await page.keyboard.press('Escape')
    await page.getByTestId('menu-button').click()
    await expectNoEnglish(page, 'menu')
  })
})
