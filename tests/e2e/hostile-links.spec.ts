// Crafted links (issue #8, quality guide "Security" and "Reliability"): URL parameters and hash paths are
// untrusted. Whatever a link carries, no script of its runs, no dialog opens, the page stays on the app's
// origin, the payload is shown as text or not at all, and the swap form still works. A recipient from the
// URL is on screen before any swap. (Hostile token lists are covered in tokens.spec.ts.)
import type { Page } from '@playwright/test'
import { type Address, getAddress } from 'viem'
import { expect, test } from './fixtures.ts'
import { connectWallet, expectConnected } from './support/app.ts'
import {
  balanceOf,
  confirmDialog,
  deployment,
  fromAmount,
  openSwap,
  quoted,
  swapButton,
  toAmount,
  tokenAddress,
} from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const DAI = tokenAddress('DAI')
const MKR = tokenAddress('MKR')
const carol = deployment.accounts[3]?.address as Address

/** The same address with its last hex digit changed: a lookalike that is no token. */
function lookalike(address: string): Address {
  const last = address.at(-1)?.toLowerCase() === 'e' ? 'd' : 'e'
  return `${address.slice(0, -1)}${last}` as Address
}

// Each sets window.__pwned if it ever runs as script or markup.
const PAYLOADS: readonly { name: string; value: string }[] = [
  { name: 'script tag', value: '<script>window.__pwned=1</script>' },
  { name: 'javascript: URL', value: 'javascript:window.__pwned=1' },
  { name: 'attribute breakout with img onerror', value: '"><img src=x onerror="window.__pwned=1">' },
  { name: 'svg onload', value: "'><svg onload=window.__pwned=1>" },
  { name: 'RTL override and zero-width characters', value: `\u202e\u200b${DAI}\u202c` },
  { name: 'NUL byte', value: 'ETH\u0000<script>window.__pwned=1</script>' },
  { name: 'very long value', value: `${'A'.repeat(4000)}<img src=x onerror=window.__pwned=1>` },
]

type Watch = { dialogs: string[]; offOrigin: string[]; popups: string[] }

/** Records any dialog, any popup, and any top-level navigation away from the app's origin. */
function watch(page: Page, origin: string): Watch {
  const seen: Watch = { dialogs: [], offOrigin: [], popups: [] }
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss().catch(() => {})
  })
  page.on('popup', (popup) => seen.popups.push(popup.url()))
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    const url = frame.url()
    if (url !== 'about:blank' && new URL(url).origin !== origin) seen.offOrigin.push(url)
  })
  return seen
}

/** Nothing ran, nothing was injected, the page is still the app on its origin, with the swap form up. */
async function expectUnharmed(page: Page, seen: Watch, origin: string): Promise<void> {
  await expect(page.getByTestId('currency-select-from')).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll(
        '[onerror], [onload], [onclick], img[src="x"], svg[onload], iframe, object, embed, #root script',
      ).length,
  )
  expect(injected, 'elements built from a payload').toBe(0)
  expect(new URL(page.url()).origin).toBe(origin)
  expect(new URL(page.url()).hash).toMatch(/^#\/swap(?:\?|$)/)
  expect(seen, 'dialogs, popups and navigations away from the app').toEqual({
    dialogs: [],
    offOrigin: [],
    popups: [],
  })
}

/** The form still takes an amount, and (on the local chain, with DAI as output) quotes it. */
async function expectUsable(page: Page, { quote }: { quote: boolean }): Promise<void> {
  await fromAmount(page).fill('1.5')
  await expect(fromAmount(page)).toHaveValue('1.5')
  if (quote) await expect(toAmount(page)).not.toHaveValue('')
}

/** Opens the app on the local chain with the test wallet connected (later loads reconnect by themselves). */
async function startConnected(page: Page, wallet: TestWallet): Promise<void> {
  wallet.authorizeSite()
  await openSwap(page, 'inputCurrency=ETH')
  await expectConnected(page, wallet)
}

/**
 * Counts React commits through the devtools hook React looks for on load: a render loop shows as hundreds of
 * commits a second where an idle screen has a handful.
 */
async function countCommits(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>
    scope.__commits = 0
    scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: () => {
        scope.__commits = (scope.__commits as number) + 1
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    }
  })
  return () => page.evaluate(() => (window as unknown as { __commits: number }).__commits)
}

async function expectSettled(page: Page, commits: () => Promise<number>): Promise<void> {
  const before = await commits()
  await page.waitForTimeout(2_000)
  expect((await commits()) - before, 'React commits in 2 s of idling (a render loop?)').toBeLessThan(40)
}

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? '').origin

test.describe('a recipient from the URL', () => {
  test('is on screen before any swap: in the form on load and in the confirm dialog', async ({
    page,
    wallet,
    baseURL,
  }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1&recipient=${carol}`)
    // Before any wallet is connected, the recipient is already shown.
    await expect(page.getByTestId('recipient-input')).toBeVisible()
    await expect(page.getByTestId('recipient-input')).toHaveValue(carol)
    await connectWallet(page, wallet)
    await expect(page.getByTestId('recipient-input')).toHaveValue(carol)
    await quoted(page)
    await swapButton(page).click()
    const recipient = confirmDialog(page).getByTestId('confirm-recipient')
    await expect(recipient).toBeVisible()
    await expect(recipient.getByTestId('confirm-recipient-address')).toHaveText(getAddress(carol))
    await page.keyboard.press('Escape')
    await expect(confirmDialog(page)).toHaveCount(0)
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
    await expectUnharmed(page, seen, origin)
  })

  test('an ENS-style name from the URL is shown as written; one with markup is dropped', async ({
    page,
    baseURL,
  }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&recipient=bob.eth`)
    await expect(page.getByTestId('recipient-input')).toHaveValue('bob.eth')

    await openSwap(
      page,
      `inputCurrency=ETH&outputCurrency=${DAI}&recipient=${encodeURIComponent('bob.eth"><img src=x onerror=window.__pwned=1>')}`,
    )
    await expect(page.getByTestId('recipient-input')).toHaveCount(0)
    await expect(page.getByTestId('add-recipient')).toBeVisible()
    await expectUnharmed(page, seen, origin)
  })
})

test.describe('a link with ape and a recipient', () => {
  test('cannot skip the confirmation: the review names bob.eth and its full address, and only then sends', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const bob = getAddress(deployment.accounts[1]?.address as Address)
    const before = await balanceOf(chainClient, 'DAI', bob)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1&recipient=bob.eth&ape`)
    await expectConnected(page, wallet)
    await expect(page.getByTestId('expert-mode-notice')).toBeVisible()
    await expect(page.getByText(bob)).toBeVisible()
    await quoted(page)
    await swapButton(page).click()
    const recipient = confirmDialog(page).getByTestId('confirm-recipient')
    await expect(recipient.getByTestId('confirm-recipient-name')).toHaveText('bob.eth')
    await expect(recipient.getByTestId('confirm-recipient-address')).toHaveText(bob)
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
    await page.getByTestId('confirm-swap').click()
    await expect.poll(() => balanceOf(chainClient, 'DAI', bob)).toBeGreaterThan(before)
  })
})

test.describe('lookalike token addresses', () => {
  test('one hex digit off DAI is no token: the field stays empty, no warning, the screen settles', async ({
    page,
    wallet,
    chainClient,
    baseURL,
  }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    const commits = await countCommits(page)
    const fakeDai = lookalike(DAI)
    expect(await chainClient.getCode({ address: fakeDai })).toBeUndefined()
    await startConnected(page, wallet)
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${fakeDai}`)
    await expect(page.getByTestId('currency-select-from')).toContainText('ETH')
    await expect(page.getByTestId('currency-select-to')).toContainText('Select a token')
    // The lists settle (or the screen stops waiting for them after 3 s); then the on-chain lookup answers.
    await page.waitForTimeout(4_500)
    await expect(page.getByTestId('unknown-token-warning')).toHaveCount(0)
    await expect(page.getByTestId('currency-select-to')).toContainText('Select a token')
    await expectUnharmed(page, seen, origin)
    await expectSettled(page, commits)
    await expectUsable(page, { quote: false })
  })

  test('lookalikes on both sides (DAI and MKR) are no tokens: both fields empty, no crash', async ({
    page,
    wallet,
    chainClient,
    baseURL,
  }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    const commits = await countCommits(page)
    const fakeDai = lookalike(DAI)
    const fakeMkr = lookalike(MKR)
    expect(await chainClient.getCode({ address: fakeMkr })).toBeUndefined()
    await startConnected(page, wallet)
    await page.goto(`/#/swap?inputCurrency=${fakeMkr}&outputCurrency=${fakeDai}`)
    await page.waitForTimeout(4_500)
    await expectUnharmed(page, seen, origin)
    await expect(page.getByTestId('currency-select-from')).toContainText('Select a token')
    await expect(page.getByTestId('currency-select-to')).toContainText('Select a token')
    await expect(page.getByTestId('unknown-token-warning')).toHaveCount(0)
    await expectSettled(page, commits)
  })

  test('for contrast, the real tokens: DAI (any case) resolves from the list, MKR (on no list) warns', async ({
    page,
    wallet,
    baseURL,
  }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    const commits = await countCommits(page)
    await startConnected(page, wallet)
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${DAI.toLowerCase()}`)
    await expect(page.getByTestId('currency-select-to')).toContainText('DAI')
    await expectSettled(page, commits)
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${MKR}`)
    await expect(page.getByTestId('unknown-token-warning')).toContainText('MKR')
    await expectUnharmed(page, seen, origin)
    await expectSettled(page, commits)
  })
})

test.describe('script payloads in the link', () => {
  for (const { name, value } of PAYLOADS) {
    test(`${name} in every swap, theme and lng parameter`, async ({ page, wallet, baseURL }) => {
      const origin = originOf(baseURL)
      const seen = watch(page, origin)
      await startConnected(page, wallet)
      const v = encodeURIComponent(value)
      await page.goto(
        `/#/swap?inputCurrency=${v}&outputCurrency=${v}&exactAmount=${v}&exactField=${v}&recipient=${v}&use=${v}&theme=${v}&lng=${v}&ape=${v}`,
      )
      await expectUnharmed(page, seen, origin)
      // Nothing of it became a currency, an amount, a recipient or a theme.
      await expect(page.getByTestId('currency-select-from')).toContainText('ETH')
      await expect(page.getByTestId('currency-select-to')).toContainText('Select a token')
      await expect(fromAmount(page)).toHaveValue('')
      await expect(page.getByTestId('recipient-input')).toHaveCount(0)
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
      await expectUsable(page, { quote: false })
      await expectUnharmed(page, seen, origin)
    })

    test(`${name} in the hash path, the page query, and next to valid parameters`, async ({
      page,
      wallet,
      baseURL,
    }) => {
      const origin = originOf(baseURL)
      const seen = watch(page, origin)
      await startConnected(page, wallet)
      const v = encodeURIComponent(value)
      // /swap/{payload}: the redirect puts it in outputCurrency, where it is dropped.
      await page.goto(`/#/swap/${v}?inputCurrency=ETH`)
      await expect(page).toHaveURL(/#\/swap\?inputCurrency=ETH&outputCurrency=/)
      await expectUnharmed(page, seen, origin)
      await expect(page.getByTestId('currency-select-to')).toContainText('Select a token')
      // An unknown path made of the payload goes to /swap, with its query.
      await page.goto(`/#/${v}?outputCurrency=${DAI}`)
      await expect(page).toHaveURL(new RegExp(`#/swap\\?outputCurrency=${DAI}$`))
      await expectUnharmed(page, seen, origin)
      await expect(page.getByTestId('currency-select-to')).toContainText('DAI')
      // In the page's own query (before the hash), where theme and lng are also read.
      await page.goto(
        `/?theme=${v}&lng=${v}&ape=${v}#/swap?inputCurrency=ETH&outputCurrency=${DAI}&recipient=${v}`,
      )
      await expectUnharmed(page, seen, origin)
      await expect(page.getByTestId('currency-select-to')).toContainText('DAI')
      await expect(page.getByTestId('recipient-input')).toHaveCount(0)
      await expectUsable(page, { quote: true })
      await expectUnharmed(page, seen, origin)
    })
  }

  test('unencoded payloads straight in the hash are read as text', async ({ page, baseURL }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    for (const raw of [
      '#/swap?inputCurrency=<script>window.__pwned=1</script>&recipient="><img src=x onerror=window.__pwned=1>',
      '#/<img src=x onerror=window.__pwned=1>',
      '#/swap/"><svg onload=window.__pwned=1>',
      '#/swap?exactAmount=1\'"><script>window.__pwned=1</script>&outputCurrency=javascript:window.__pwned=1',
      '#/swap?lng=%00&theme=%00&inputCurrency=%00&recipient=%E2%80%AE0x0000000000000000000000000000000000000000',
    ]) {
      await page.goto(`/${raw}`)
      await expectUnharmed(page, seen, origin)
      await expect(page.getByTestId('recipient-input')).toHaveCount(0)
    }
    await expectUsable(page, { quote: false })
  })
})

test.describe('odd hash paths', () => {
  // '#//…' reads as a protocol-relative URL; an encoded line break is not matched by the router's '*'.
  for (const raw of [
    '#//',
    '#///evil.example/',
    '#//x:y',
    '#/\\evil.example',
    '#/%0A',
    '#/swap%0A?inputCurrency=ETH',
  ]) {
    test(`${raw} opens the swap screen`, async ({ page, baseURL }) => {
      const origin = originOf(baseURL)
      const seen = watch(page, origin)
      await page.goto(`/${raw}`)
      await expectUnharmed(page, seen, origin)
      await expectUsable(page, { quote: false })
    })
  }
})

test.describe('amounts in the link', () => {
  test('an exact amount too large for any token (over 2^256 base units) is ignored, not a crash', async ({
    page,
    wallet,
    baseURL,
  }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    await startConnected(page, wallet)
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1${'0'.repeat(70)}`)
    await expectUnharmed(page, seen, origin)
    await expect(page.getByTestId('currency-select-to')).toContainText('DAI')
    await expect(toAmount(page)).toHaveValue('')
    await expectUsable(page, { quote: true })
    await expectUnharmed(page, seen, origin)
  })

  test('typing the longest amount the input takes (79 digits) is ignored, not a crash', async ({
    page,
    wallet,
    baseURL,
  }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    await startConnected(page, wallet)
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${DAI}`)
    await expect(page.getByTestId('currency-select-to')).toContainText('DAI')
    await fromAmount(page).fill('9'.repeat(79))
    await expect(fromAmount(page)).toHaveValue('9'.repeat(79))
    await expect(toAmount(page)).toHaveValue('')
    await expectUnharmed(page, seen, origin)
    await expectUsable(page, { quote: true })
  })

  test('a very long exact amount and hostile exactField and use values leave a working form', async ({
    page,
    wallet,
    baseURL,
  }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    await startConnected(page, wallet)
    await page.goto(
      `/#/swap?inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=0.${'0'.repeat(5000)}1&exactField=${encodeURIComponent('output<script>')}&use=${encodeURIComponent('v2"><img src=x>')}`,
    )
    await expectUnharmed(page, seen, origin)
    await expect(page.getByText('From (at most)')).toHaveCount(0)
    await expect(toAmount(page)).toHaveValue('')
    await expectUsable(page, { quote: true })
  })

  test('a 100 000-digit junk amount does not freeze the page', async ({ page, baseURL }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    await page.goto(`/#/swap?inputCurrency=ETH&exactAmount=${'1'.repeat(100_000)}x`)
    await expectUnharmed(page, seen, origin)
    await expect(fromAmount(page)).toHaveValue('')
    await expectUsable(page, { quote: false })
  })
})

test.describe('a foreign value in storage', () => {
  test('a stored version that is no number or string does not stop the app from starting', async ({
    page,
    baseURL,
  }) => {
    const origin = originOf(baseURL)
    const seen = watch(page, origin)
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('dex:user', '{"version":{"toString":false},"state":{}}')
    })
    await openSwap(page, 'inputCurrency=ETH')
    await expectUnharmed(page, seen, origin)
    await expectUsable(page, { quote: false })
  })
})
