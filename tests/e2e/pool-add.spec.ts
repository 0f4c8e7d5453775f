// The v3 add and increase screens against the devchain (spec 2 §2 "Add v3 liquidity", §4, §5): every test ends
// on what the chain holds afterwards, and the sent calldata is decoded to check it carries what was reviewed.
import type { Page } from '@playwright/test'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { deployment } from './support/deployment.ts'
import { storedBySummary } from './support/history.ts'
import { rpcCall } from './support/jsonRpc.ts'
import { lastPositionOf } from './support/positions.ts'
import { approveButton, fund, tokenAddress } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const MANAGER = deployment.contracts.NonfungiblePositionManager as Address
const FACTORY = deployment.contracts.UniswapV3Factory as Address
const TICK_LENS = deployment.contracts.TickLens as Address
const WETH = tokenAddress('WETH')
const DAI = tokenAddress('DAI')
const WBTC = tokenAddress('WBTC')
const UNI = tokenAddress('UNI')
const UNSUPPORTED_LIST =
  'https://raw.githubusercontent.com/The-Blockchain-Association/sec-notice-list/master/ba-sec-list.json'

const managerAbi = parseAbi([
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'struct IncreaseLiquidityParams { uint256 tokenId; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'function increaseLiquidity(IncreaseLiquidityParams params) payable returns (uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function refundETH() payable',
  'function selfPermitAllowed(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) payable',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
])
const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
])

async function openAs(page: Page, wallet: TestWallet, path: string): Promise<void> {
  wallet.authorizeSite()
  await page.goto(`/#${path}`)
  await expectConnected(page, wallet)
}

/** Types both ends of the range and leaves each input, as a user does (the inputs then show the snapped price). */
async function setRange(page: Page, min: string, max: string): Promise<void> {
  for (const [side, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    const input = page.getByTestId(`range-${side}-input`)
    await input.fill(value)
    await input.blur()
  }
}

const sortsBefore = (a: Address, b: Address) => a.toLowerCase() < b.toLowerCase()

/** The inner calls of the position manager multicall a transaction sent, decoded. */
async function sentCalls(client: PublicClient, hash: Hex) {
  const tx = await client.getTransaction({ hash })
  expect(tx.to?.toLowerCase()).toBe(MANAGER.toLowerCase())
  const outer = decodeFunctionData({ abi: managerAbi, data: tx.input })
  const inner = outer.functionName === 'multicall' ? (outer.args[0] as readonly Hex[]) : [tx.input]
  return { value: tx.value, calls: inner.map((data) => decodeFunctionData({ abi: managerAbi, data })) }
}

/** What the review exposes of the position it sends: ticks and both amounts in base units. */
async function reviewed(page: Page) {
  const review = page.getByTestId('add-review')
  const attr = async (name: string) => BigInt((await review.getAttribute(name)) ?? 'NaN')
  return {
    tickLower: Number(await attr('data-tick-lower')),
    tickUpper: Number(await attr('data-tick-upper')),
    amountA: await attr('data-amount-a'),
    amountB: await attr('data-amount-b'),
  }
}

async function confirmAndClose(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Add Liquidity' })
  await dialog.getByTestId('add-confirm').click()
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
  await expect(submitted.getByTestId('flow-receipt')).toHaveAttribute('data-receipt', 'success')
  await submitted.getByRole('button', { name: 'Close' }).first().click()
}

test.describe('v3 add liquidity', () => {
  test('mints a new ETH/DAI 0.3% position: the review shows the range and amounts the calldata carries, and the chain holds them', {
    tag: '@replica',
  }, async ({ page, wallet, chainClient }) => {
    const owner = wallet.address as Address
    const before = await client(chainClient).positions(owner)
    await openAs(page, wallet, `/add/ETH/${DAI}/3000`)
    await expect(page.getByTestId('fee-tier-picker')).toContainText('0.3% fee tier')
    await setRange(page, '1800', '2200')
    // Snapped to the 0.3% tier's ticks (spacing 60): near, not equal to, what was typed.
    await expect(page.getByTestId('range-min-input')).toHaveValue(/^1,?[78]\d\d(\.\d+)?$/)
    await expect(page.getByTestId('range-max-input')).toHaveValue(/^2,?[12]\d\d(\.\d+)?$/)
    await page.getByTestId('amount-add-a').fill('1')
    await expect(page.getByTestId('amount-add-b')).toHaveValue(/^\d[\d,]*(\.\d+)?$/)
    const preview = page.getByTestId('add-button')
    await expect(preview).toHaveText('Preview')
    await expect(preview).toBeEnabled()
    await preview.click()

    const dialog = page.getByRole('dialog', { name: 'Add Liquidity' })
    await expect(dialog.getByTestId('add-review-pair')).toHaveText('ETH/DAI')
    await expect(dialog.getByTestId('add-review-fee')).toHaveText('0.3%')
    await expect(dialog.getByTestId('add-review-min')).toHaveText(
      await page.getByTestId('range-min-input').inputValue(),
    )
    await expect(dialog.getByTestId('add-review-max')).toHaveText(
      await page.getByTestId('range-max-input').inputValue(),
    )
    await expect(dialog.getByTestId('add-review-amount-a')).toHaveText('1')
    const shown = await reviewed(page)
    await confirmAndClose(page)
    await expect(page).toHaveURL(/#\/pool$/)

    // The calldata: a mint (plus the refund of unused ETH) with the reviewed ticks and amounts.
    const { hash } = await storedBySummary(page, /^Add 1 ETH and [\d.,]+ DAI$/)
    const { calls, value } = await sentCalls(chainClient, hash as Hex)
    const mint = calls.find((c) => c.functionName === 'mint')
    expect(mint?.functionName).toBe('mint')
    const params = mint?.args[0] as unknown as {
      tickLower: number
      tickUpper: number
      amount0Desired: bigint
      amount1Desired: bigint
      recipient: Address
    }
    const wethIsToken0 = sortsBefore(WETH, DAI)
    expect(params.tickLower).toBe(shown.tickLower)
    expect(params.tickUpper).toBe(shown.tickUpper)
    expect(wethIsToken0 ? params.amount0Desired : params.amount1Desired).toBe(shown.amountA)
    expect(wethIsToken0 ? params.amount1Desired : params.amount0Desired).toBe(shown.amountB)
    expect(params.recipient.toLowerCase()).toBe(owner.toLowerCase())
    expect(value).toBe(shown.amountA)
    expect(calls.map((c) => c.functionName)).toContain('refundETH')

    // The chain: one more position, the reviewed range, some liquidity.
    const after = await lastPositionOf(chainClient, owner)
    expect(after.count).toBe(before + 1n)
    expect(after.fee).toBe(3000)
    expect(after.tickLower).toBe(shown.tickLower)
    expect(after.tickUpper).toBe(shown.tickUpper)
    expect(after.liquidity > 0n).toBe(true)
  })

  test('creates the DAI/WBTC 1% pool at the starting price, full range, after approving WBTC: one transaction', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    expect(
      await chainClient.readContract({
        address: FACTORY,
        abi: factoryAbi,
        functionName: 'getPool',
        args: [DAI, WBTC, 10000],
      }),
    ).toBe('0x0000000000000000000000000000000000000000')
    await openAs(page, wallet, `/add/${DAI}/${WBTC}/10000`)
    await expect(page.getByTestId('range-chart-message')).toHaveText('Your position will appear here.')
    await page.getByTestId('start-price-input').fill('0.00002')
    await page.getByTestId('full-range').click()
    await page.getByTestId('full-range-confirm').click()
    await expect(page.getByTestId('range-min-input')).toHaveValue('0')
    await expect(page.getByTestId('range-max-input')).toHaveValue('∞')
    await page.getByTestId('amount-add-a').fill('100')
    await expect(page.getByTestId('amount-add-b')).toHaveValue(/^0\.00[12]\d*$/)

    await expect(approveButton(page)).toHaveText('Approve WBTC')
    await approveButton(page).click()
    await expect
      .poll(() =>
        chainClient.readContract({
          address: WBTC,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, MANAGER],
        }),
      )
      .toBe(maxUint256)
    await expect(page.getByTestId('add-button')).toBeEnabled()
    await page.getByTestId('add-button').click()
    const shown = await reviewed(page)
    await confirmAndClose(page)

    const { hash } = await storedBySummary(page, /^Create pool and add 100 DAI and [\d.]+ WBTC$/)
    const { calls } = await sentCalls(chainClient, hash as Hex)
    expect(calls.map((c) => c.functionName)).toEqual(['createAndInitializePoolIfNecessary', 'mint'])
    const pool = await chainClient.readContract({
      address: FACTORY,
      abi: factoryAbi,
      functionName: 'getPool',
      args: [DAI, WBTC, 10000],
    })
    const [sqrtPriceX96] = await chainClient.readContract({
      address: pool,
      abi: poolAbi,
      functionName: 'slot0',
    })
    expect(sqrtPriceX96 > 0n).toBe(true)
    const position = await lastPositionOf(chainClient, owner)
    expect(position.tickLower).toBe(shown.tickLower)
    expect(position.tickUpper).toBe(shown.tickUpper)
    expect(position.tickLower).toBe(-887200)
    expect(position.tickUpper).toBe(887200)
  })

  test('increases position #25 with the range it has, and lands on /pool', { tag: '@replica' }, async ({
    page,
    wallet,
    chainClient,
  }) => {
    const liquidityOf = async () =>
      (
        await chainClient.readContract({
          address: MANAGER,
          abi: managerAbi,
          functionName: 'positions',
          args: [25n],
        })
      )[7]
    const before = await liquidityOf()
    await openAs(page, wallet, `/increase/ETH/${DAI}/3000/25`)
    await expect(page.getByTestId('add-back')).toHaveAttribute('href', /#\/pool\/25$/)
    await expect(page.getByTestId('range-min-input')).toHaveValue(/^1,?50\d/)
    await expect(page.getByTestId('range-min-input')).not.toBeEditable()
    await page.getByTestId('amount-add-a').fill('0.5')
    await expect(page.getByTestId('add-button')).toBeEnabled()
    await page.getByTestId('add-button').click()
    await expect(
      page.getByRole('dialog', { name: 'Add Liquidity' }).getByTestId('add-review-position'),
    ).toHaveText('#25')
    await confirmAndClose(page)
    await expect(page).toHaveURL(/#\/pool$/)
    const { hash } = await storedBySummary(page, /^Add 0\.5 ETH and [\d.,]+ DAI to position #25$/)
    const { calls } = await sentCalls(chainClient, hash as Hex)
    const increase = calls.find((c) => c.functionName === 'increaseLiquidity')
    expect((increase?.args[0] as { tokenId: bigint } | undefined)?.tokenId).toBe(25n)
    expect((await liquidityOf()) > before).toBe(true)
  })

  test("a link to someone else's position offers no deposit: account 3 sees #25's owner, and #25 is unchanged on chain", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const stored = () =>
      chainClient.readContract({ address: MANAGER, abi: managerAbi, functionName: 'positions', args: [25n] })
    const before = await stored()
    await wallet.switchAccount(3)
    await openAs(page, wallet, `/increase/ETH/${DAI}/3000/25`)
    const notOwner = page.getByTestId('increase-not-owner')
    await expect(notOwner).toContainText(
      'Only the owner of this position or an address it approved can add liquidity to it.',
    )
    // Account 0 owns #25; its reverse record names it alice.eth.
    await expect(notOwner.getByTestId('position-owner')).toHaveText(/^Owner alice\.eth/)
    await expect(page.getByTestId('amount-add-a')).toHaveCount(0)
    await expect(page.getByTestId('add-button')).toHaveCount(0)
    // The owner, on the same link, gets the deposit back.
    await wallet.switchAccount(0)
    await expect(page.getByTestId('increase-not-owner')).toHaveCount(0)
    await expect(page.getByTestId('amount-add-a')).toBeVisible()
    expect(await stored()).toEqual(before)
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
  })

  test('the routes: redirects, a fee that is no tier, the largest tier chosen once, Clear All and the back arrow', async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, `/add/ETH/${WETH}`)
    await expect(page).toHaveURL(/#\/add\/ETH$/)
    await page.goto(`/#/increase/ETH/${DAI}/3000/not-an-id`)
    await expect(page).toHaveURL(new RegExp(`#/add/ETH/${DAI}/3000$`))
    // 123 is no tier: ignored, and the pair's largest tier is selected for the user.
    await page.goto(`/#/add/ETH/${DAI}/123`)
    await expect(page).toHaveURL(new RegExp(`#/add/ETH/${DAI}/(500|3000|10000)$`))
    await expect(page.getByTestId('add-back')).toHaveAttribute('href', /#\/pool$/)
    await page.getByTestId('add-clear-all').click()
    await expect(page).toHaveURL(/#\/add$/)
    await expect(page.getByTestId('add-button')).toBeDisabled()
  })

  test('range rules: the invalid-range message, out of range disables a deposit, Full Range in inverted units', async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, `/add/ETH/${DAI}/3000`)
    const min = page.getByTestId('range-min-input')
    const max = page.getByTestId('range-max-input')
    await setRange(page, '2500', '2000')
    await expect(page.getByTestId('range-invalid')).toHaveText(
      'Invalid range selected. The min price must be lower than the max price.',
    )
    await expect(page.getByTestId('add-button')).toBeDisabled()
    // Above the current price (~2,000 DAI per ETH): only ETH goes in.
    await max.fill('3000')
    await max.blur()
    await expect(page.getByTestId('range-out-of-range')).toBeVisible()
    await expect(page.getByTestId('locked-add-b')).toBeVisible()
    await expect(page.getByTestId('amount-add-a')).toBeVisible()

    // The other units: DAI priced in ETH, then Full Range: 0 and ∞.
    await page.getByRole('button', { name: 'DAI', exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`#/add/${DAI}/ETH/3000$`))
    await page.getByTestId('full-range').click()
    await page.getByTestId('full-range-confirm').click()
    await expect(min).toHaveValue('0')
    await expect(max).toHaveValue('∞')
    await expect(page.getByTestId('range-out-of-range')).toHaveCount(0)
  })

  test('the chart draws for a pool with only full-range liquidity (UNI/ETH 1%), and − / + step by the tick spacing', async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, `/add/${tokenAddress('UNI')}/ETH/10000`)
    await expect(page.getByTestId('range-chart').locator('svg path').first()).toBeVisible()
    await expect(page.getByTestId('range-chart-message')).toHaveCount(0)
    const min = page.getByTestId('range-min-input')
    await min.fill('0.004')
    await min.blur()
    const first = await min.inputValue()
    await page.getByTestId('range-min-increase').click()
    await expect(min).not.toHaveValue(first)
    await page.getByTestId('range-min-decrease').click()
    await expect(min).toHaveValue(first)
  })

  test('expert mode adds at once from Preview (no review), Max leaves 0.01 ETH for gas, and the chain holds the position', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    const before = await client(chainClient).positions(owner)
    await openAs(page, wallet, `/add/ETH/${DAI}/3000?ape`)
    await setRange(page, '1900', '2100')
    // Max of the DAI side: the whole balance (no reserve for a token); of ETH: the balance less 10^16 wei.
    const balance = await chainClient.getBalance({ address: owner })
    await page.getByRole('region', { name: 'ETH', exact: true }).getByRole('button', { name: 'Max' }).click()
    const typed = await page.getByTestId('amount-add-a').inputValue()
    expect(parseEther(typed)).toBe(balance - 10n ** 16n)
    await page.getByTestId('amount-add-a').fill('0.2')
    await page.getByTestId('add-button').click()
    // No review: the wallet's step, then the submitted transaction.
    await expect(page.getByTestId('add-review')).toHaveCount(0)
    const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
    await expect(submitted.getByTestId('flow-receipt')).toHaveAttribute('data-receipt', 'success')
    await submitted.getByRole('button', { name: 'Close' }).first().click()
    await expect(page).toHaveURL(/#\/pool(\?|$)/)
    expect(await client(chainClient).positions(owner)).toBe(before + 1n)
  })

  test("dragging the chart's brush sets the range inputs, snapped to the tier's ticks", async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, `/add/ETH/${DAI}/3000`)
    const min = page.getByTestId('range-min-input')
    const max = page.getByTestId('range-max-input')
    await setRange(page, '1800', '2200')
    const maxBefore = await max.inputValue()
    const handle = page.getByTestId('range-chart').locator('.handle--e').first()
    const box = await handle.boundingBox()
    if (!box) throw new Error('The brush has no east handle')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width / 2 + i * 4, box.y + box.height / 2)
    await page.mouse.up()
    await expect(max).not.toHaveValue(maxBefore)
    const after = Number((await max.inputValue()).replace(/,/g, ''))
    expect(after).toBeGreaterThan(Number(maxBefore.replace(/,/g, '')))
    await expect(min).toHaveValue(/^1,?[78]\d\d(\.\d+)?$/)
  })

  test('a token with a permit is signed for, not approved: the add carries selfPermit and the chain holds the position', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    // Account 6 holds only ETH: it gets 50 UNI (whose permit is the amount form) and has approved nothing.
    const owner = deployment.accounts[6]?.address as Address
    await fund(chain.rpcUrl, 'UNI', owner, parseEther('50'))
    await wallet.switchAccount(6)
    const before = await client(chainClient).positions(owner)
    await openAs(page, wallet, `/add/${UNI}/ETH/10000`)
    await page.getByTestId('full-range').click()
    await page.getByTestId('full-range-confirm').click()
    await page.getByTestId('amount-add-a').fill('10')
    await expect(approveButton(page)).toHaveText('Approve UNI')
    await approveButton(page).click()
    await expect(page.getByTestId('add-button')).toBeEnabled()
    // Signed, not sent: the chain holds no allowance.
    const allowance = () =>
      chainClient.readContract({
        address: UNI,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, MANAGER],
      })
    expect(await allowance()).toBe(0n)
    await page.getByTestId('add-button').click()
    const shown = await reviewed(page)
    await confirmAndClose(page)

    const { hash } = await storedBySummary(page, /^Add 10 UNI and [\d.,]+ ETH$/)
    const { calls } = await sentCalls(chainClient, hash as Hex)
    expect(calls.map((c) => c.functionName)).toEqual(['selfPermit', 'mint', 'refundETH'])
    const [permit] = calls
    if (permit?.functionName !== 'selfPermit') throw new Error('No selfPermit first')
    expect(permit.args[0].toLowerCase()).toBe(UNI.toLowerCase())
    expect(permit.args[1]).toBe(shown.amountA)
    expect(await client(chainClient).positions(owner)).toBe(before + 1n)
    const position = await lastPositionOf(chainClient, owner)
    expect(position.tickLower).toBe(shown.tickLower)
    expect(position.liquidity > 0n).toBe(true)
  })

  test("a token on the unsupported list: 'Unsupported Asset', disabled, and the dialog names the token", async ({
    page,
    wallet,
  }) => {
    const fot = deployment.tokens.FOT
    await page.route(UNSUPPORTED_LIST, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          name: 'Unsupported',
          timestamp: '2021-01-01T00:00:00.000Z',
          version: { major: 1, minor: 0, patch: 0 },
          tokens: [
            { chainId: 31337, address: fot.address, symbol: 'FOT', name: 'Fee On Transfer', decimals: 18 },
          ],
        }),
      }),
    )
    await openAs(page, wallet, `/add/ETH/${fot.address}/3000`)
    await page.getByTestId('amount-add-a').fill('1')
    await expect(page.getByTestId('unsupported-asset')).toHaveText('Unsupported Asset')
    await expect(page.getByTestId('unsupported-asset')).toBeDisabled()
    await page.getByTestId('unsupported-asset-details').click()
    await expect(page.getByTestId('unsupported-assets-modal')).toContainText(fot.address)
  })

  test("a TickLens that reverts: the chart says 'Liquidity data not available.' and the form still adds", async ({
    page,
    wallet,
    chain,
  }) => {
    // PUSH1 0 PUSH1 0 REVERT: every read of the lens fails.
    expect((await rpcCall(chain.rpcUrl, 'anvil_setCode', [TICK_LENS, '0x60006000fd'])).error).toBeUndefined()
    await openAs(page, wallet, `/add/ETH/${DAI}/3000`)
    await expect(page.getByTestId('range-chart-message')).toHaveText('Liquidity data not available.')
    await page.getByTestId('range-min-input').fill('1800')
    await page.getByTestId('range-max-input').fill('2200')
    await page.getByTestId('amount-add-a').fill('0.1')
    await expect(page.getByTestId('add-button')).toBeEnabled()
  })
})

const client = (chainClient: PublicClient) => ({
  positions: (owner: Address) =>
    chainClient.readContract({ address: MANAGER, abi: managerAbi, functionName: 'balanceOf', args: [owner] }),
})
