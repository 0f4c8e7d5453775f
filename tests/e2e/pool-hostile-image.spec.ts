// A hostile position image: the position manager's token descriptor is replaced on the local chain by a
// stand-in whose tokenURI is crafted (script in the SVG, an https image, markup in the name and description,
// a URI that is not base64 JSON). The page shows the rest of the position, never runs the script, and shows an
// image only as an <img> of a data URI it accepted.
import { type Address, concatHex, encodeAbiParameters, type Hex, numberToHex, size, toHex } from 'viem'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { rpcCall } from './support/jsonRpc.ts'
import { contracts } from './support/swap.ts'

const DESCRIPTOR = contracts.NonfungibleTokenPositionDescriptor as Address

/** Runtime code that returns `data` to any call: CODECOPY the bytes after the 15-byte prefix, RETURN them. */
function returnsConstant(data: Hex): Hex {
  const length = numberToHex(size(data), { size: 2 }).slice(2)
  const PREFIX_BYTES = '000f'
  return concatHex([`0x61${length}61${PREFIX_BYTES}600039${'61'}${length}6000f3`, data])
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')
const jsonUri = (metadata: unknown) => `data:application/json;base64,${base64(JSON.stringify(metadata))}`

const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned=2</script></svg>`
const HOSTILE_URIS: Readonly<Record<string, string>> = {
  'an SVG with script': jsonUri({
    name: '<img src=x onerror="window.__pwned=3">',
    description: '<script>window.__pwned=4</script>',
    image: `data:image/svg+xml;base64,${base64(SCRIPTED_SVG)}`,
  }),
  'an https image': jsonUri({
    name: 'Position',
    description: '',
    image: 'https://tracker.example/pixel.png',
  }),
  'a javascript: image': jsonUri({ name: 'Position', description: '', image: 'javascript:window.__pwned=5' }),
  'a URI that is not base64 JSON': 'data:text/html,<script>window.__pwned=6</script>',
}

for (const [what, uri] of Object.entries(HOSTILE_URIS)) {
  test(`a tokenURI with ${what}: the position shows without an image and nothing runs`, async ({
    page,
    wallet,
    chain,
  }) => {
    const code = returnsConstant(encodeAbiParameters([{ type: 'string' }], [uri]))
    expect((await rpcCall(chain.rpcUrl, 'anvil_setCode', [DESCRIPTOR, code])).error).toBeUndefined()
    // The stand-in answers what the page will read.
    const call = await rpcCall(chain.rpcUrl, 'eth_call', [{ to: DESCRIPTOR, data: toHex('any') }, 'latest'])
    expect(call.result).toBe(encodeAbiParameters([{ type: 'string' }], [uri]))

    wallet.authorizeSite()
    await page.goto('/#/pool/25')
    await expectConnected(page, wallet)
    // The rest of the position is there.
    await expect(page.getByText('Unclaimed fees')).toBeVisible()
    await expect(page.getByText('0.3%').first()).toBeVisible()
    await expect(page.getByTestId('position-image')).toHaveCount(0)
    // No SVG or markup from the URI entered the page, and no script ran.
    expect(await page.locator('main svg[onload], main script, main img[onerror]').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  })
}

test('a tokenURI with a plain SVG image shows it as an <img> of its data URI', async ({
  page,
  wallet,
  chain,
}) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>`
  const image = `data:image/svg+xml;base64,${base64(svg)}`
  const uri = jsonUri({ name: 'Position', description: 'plain', image })
  const code = returnsConstant(encodeAbiParameters([{ type: 'string' }], [uri]))
  await rpcCall(chain.rpcUrl, 'anvil_setCode', [DESCRIPTOR, code])
  wallet.authorizeSite()
  await page.goto('/#/pool/25')
  await expectConnected(page, wallet)
  await expect(page.getByTestId('position-image')).toHaveAttribute('src', image)
  expect(await page.getByTestId('position-image').evaluate((element) => element.tagName)).toBe('IMG')
})
