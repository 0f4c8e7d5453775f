// Own origin only (issue "Trust boundaries", quality guide "Security"): on a shared IPFS path gateway
// (`https://gateway/ipfs/<cid>/`) every other site there shares the app's origin, its storage and the wallet's
// permission, so the app warns. The preview server serves the build at its root only; here `page.route` serves
// the same files under /ipfs/<cid>/ and /ipns/<name>/ of the same origin, as a path gateway does.
import type { Page } from '@playwright/test'
import { expect, routeNode, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { BAKED_LOCAL_RPC_URL } from './support/constants.ts'
import { openSwap, toAmount, tokenAddress } from './support/swap.ts'

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
const SWAP_QUERY = `inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}&exactAmount=1`

const warning = (page: Page) => page.getByTestId('path-gateway-warning')

/** Serves the build under `<origin>/<prefix>/` as a path gateway would; returns that address. */
async function servePathGateway(page: Page, baseURL: string, prefix: string): Promise<string> {
  const gatewayRoot = new URL(`${prefix}/`, baseURL).href
  await page.route(
    (url) => url.href.startsWith(gatewayRoot),
    async (route) => {
      const response = await route.fetch({
        url: `${baseURL}${route.request().url().slice(gatewayRoot.length)}`,
      })
      await route.fulfill({ response })
    },
  )
  return gatewayRoot
}

for (const prefix of [`ipfs/${CID}`, 'ipns/dex.example.eth']) {
  test(`under /${prefix.split('/')[0]}/ of a path gateway: a warning, and the app still works`, async ({
    page,
    wallet,
    baseURL,
    chain,
  }) => {
    const root = await servePathGateway(page, baseURL ?? '', prefix)
    // A page fulfilled by `page.route` counts as a public site, and Chromium's local-network checks keep it from
    // reaching the worker's chain on loopback: its node requests are fulfilled by the route too.
    await routeNode(page, BAKED_LOCAL_RPC_URL, chain.rpcUrl)
    wallet.authorizeSite()
    await page.goto(`${root}#/swap?${SWAP_QUERY}`)
    await expect(warning(page)).toBeVisible()
    await expect(warning(page)).toHaveText(
      "This app is open through a shared IPFS gateway path: every site on this gateway shares its storage and your wallet's permission. Use the app's own domain or an IPFS subdomain gateway.",
    )
    await expect(warning(page)).toHaveAttribute('role', 'alert')
    await expectConnected(page, wallet)
    await expect(toAmount(page)).not.toHaveValue('')
  })
}

test('on its own origin: no warning', async ({ page, wallet }) => {
  wallet.authorizeSite()
  await openSwap(page, SWAP_QUERY)
  await expectConnected(page, wallet)
  await expect(toAmount(page)).not.toHaveValue('')
  await expect(warning(page)).toHaveCount(0)
})
