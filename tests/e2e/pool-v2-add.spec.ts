// The v2 add screen against the devchain (spec 2 §2 "Add v2 liquidity", §4, §5, §7): adding to a pair and
// creating one end on what the chain holds afterwards; the routes and messages on what the page says.
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
  zeroAddress,
} from 'viem'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { deployment } from './support/deployment.ts'
import { storedBySummary } from './support/history.ts'
import { allowanceOf, balanceOf, type Symbol as TokenSymbol, tokenAddress } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const ROUTER = deployment.contracts.UniswapV2Router02 as Address
const FACTORY = deployment.contracts.UniswapV2Factory as Address
const WETH = tokenAddress('WETH')
const DAI = tokenAddress('DAI')
const WBTC = tokenAddress('WBTC')

const v2Abi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
])

async function openAs(page: Page, wallet: TestWallet, path: string): Promise<void> {
  wallet.authorizeSite()
  // A hash change on a page already open keeps the document: the app asks the wallet again only on a load.
  const loaded = page.url() !== 'about:blank'
  await page.goto(`/#${path}`)
  if (loaded) await page.reload()
  await expectConnected(page, wallet)
}

const pairOf = (client: PublicClient, a: Address, b: Address) =>
  client.readContract({ address: FACTORY, abi: v2Abi, functionName: 'getPair', args: [a, b] })

const lpOf = (client: PublicClient, pair: Address, owner: Address) =>
  client.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

const amountInput = (page: Page, side: 'a' | 'b') => page.getByTestId(`amount-add-v2-${side}`)
const actionButton = (page: Page) => page.getByTestId('add-v2-button')

/** Approves `symbol` for the router through the page when the account has not allowed `amount` yet. */
async function approveIfNeeded(
  page: Page,
  client: PublicClient,
  symbol: TokenSymbol,
  owner: Address,
  amount: bigint,
) {
  if ((await allowanceOf(client, symbol, owner, ROUTER)) >= amount) return
  const approve = page.getByTestId('approve-button').filter({ hasText: `Approve ${symbol}` })
  await expect(approve).toBeEnabled()
  await approve.click()
  await expect.poll(() => allowanceOf(client, symbol, owner, ROUTER)).toBe(maxUint256)
}

/** What the review exposes of the add it sends: both deposits and the LP minted, in base units. */
async function reviewed(page: Page) {
  const review = page.getByTestId('add-v2-review')
  const attr = async (name: string) => BigInt((await review.getAttribute(name)) ?? 'NaN')
  return {
    amountA: await attr('data-amount-a'),
    amountB: await attr('data-amount-b'),
    liquidity: await attr('data-liquidity'),
  }
}

async function confirmAndClose(page: Page, title: string) {
  await page.getByRole('dialog', { name: title }).getByTestId('add-v2-confirm').click()
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
  await expect(submitted.getByTestId('flow-receipt')).toHaveAttribute('data-receipt', 'success')
  await submitted.getByTestId('confirm-close').click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test.describe('v2 add liquidity', () => {
  test('adds 1 ETH and DAI to WETH/DAI: the LP balance grows by what the confirmation showed, DAI falls by its deposit', {
    tag: '@replica',
  }, async ({ page, wallet, chainClient }) => {
    const owner = wallet.address as Address
    const pair = await pairOf(chainClient, WETH, DAI)
    expect(pair).not.toBe(zeroAddress)
    const lpBefore = await lpOf(chainClient, pair, owner)
    const daiBefore = await balanceOf(chainClient, 'DAI', owner)
    await openAs(page, wallet, `/add/v2/ETH/${DAI}`)
    await expect(page.getByTestId('add-v2-title')).toHaveText('Add Liquidity')
    await expect(page.getByTestId('add-v2-prices')).toBeVisible()
    await expect(page.getByTestId('add-v2-first-provider')).toHaveCount(0)
    await amountInput(page, 'a').fill('1')
    await expect(amountInput(page, 'b')).toHaveValue(/^\d[\d.]*$/)
    await expect(page.getByTestId('add-v2-pool-share')).toHaveText(/^(<0\.01|\d+\.\d\d)%$/)
    const daiTyped = BigInt(Math.ceil(Number(await amountInput(page, 'b').inputValue()))) * 10n ** 18n
    await approveIfNeeded(page, chainClient, 'DAI', owner, daiTyped)

    await expect(actionButton(page)).toHaveText('Supply')
    await expect(actionButton(page)).toBeEnabled()
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'You will receive' })
    await expect(dialog.getByTestId('add-v2-review-liquidity')).toHaveText(/^[\d.]+$/)
    await expect(dialog.getByTestId('add-v2-review-amount-a')).toHaveText('1')
    const shown = await reviewed(page)
    await confirmAndClose(page, 'You will receive')
    // Once sent and closed, the form starts again.
    await expect(amountInput(page, 'a')).toHaveValue('')

    const { hash } = await storedBySummary(page, /^Add 1 ETH and [\d.]+ DAI$/)
    const tx = await chainClient.getTransaction({ hash: hash as Hex })
    expect(tx.to?.toLowerCase()).toBe(ROUTER.toLowerCase())
    const sent = decodeFunctionData({ abi: v2Abi, data: tx.input })
    if (sent.functionName !== 'addLiquidityETH')
      throw new Error(`addLiquidityETH expected, sent ${sent.functionName}`)
    const [token, tokenDesired, tokenMin, ethMin, to] = sent.args
    expect(token.toLowerCase()).toBe(DAI.toLowerCase())
    expect(tokenDesired).toBe(shown.amountB)
    expect(tokenMin).toBe((shown.amountB * 9950n) / 10_000n)
    expect(ethMin).toBe((shown.amountA * 9950n) / 10_000n)
    expect(to.toLowerCase()).toBe(owner.toLowerCase())
    expect(tx.value).toBe(shown.amountA)

    // The chain: the LP minted is what was shown, less at most the slippage; DAI went in as shown.
    const minted = (await lpOf(chainClient, pair, owner)) - lpBefore
    expect(minted <= shown.liquidity).toBe(true)
    expect(minted >= (shown.liquidity * 9950n) / 10_000n).toBe(true)
    expect(daiBefore - (await balanceOf(chainClient, 'DAI', owner))).toBe(shown.amountB)
  })

  test("creates DAI/WBTC: 'You are creating a pool' with the prices, then the pair holds the deposits", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    expect(await pairOf(chainClient, DAI, WBTC)).toBe(zeroAddress)
    await openAs(page, wallet, `/add/v2/create/${DAI}/${WBTC}`)
    await expect(page.getByTestId('add-v2-title')).toHaveText('Create a pair')
    await expect(page.getByTestId('add-v2-first-provider')).toContainText(
      'You are the first liquidity provider.',
    )
    await amountInput(page, 'a').fill('60000')
    await amountInput(page, 'b').fill('1')
    await expect(amountInput(page, 'a')).toHaveValue('60000')
    await expect(page.getByTestId('add-v2-price-a-per-b')).toHaveText('60,000')
    await expect(page.getByTestId('add-v2-pool-share')).toHaveText('100%')
    await approveIfNeeded(page, chainClient, 'DAI', owner, 60_000n * 10n ** 18n)
    await approveIfNeeded(page, chainClient, 'WBTC', owner, 10n ** 8n)

    await expect(actionButton(page)).toBeEnabled()
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'You are creating a pool' })
    await expect(dialog.getByTestId('add-v2-review-pair')).toHaveText('DAI/WBTC')
    await expect(dialog.getByTestId('add-v2-review-rates')).toContainText('1 WBTC = 60,000 DAI')
    await expect(dialog.getByTestId('add-v2-confirm')).toHaveText('Create Pool & Supply')
    await confirmAndClose(page, 'You are creating a pool')

    const { hash } = await storedBySummary(page, 'Add 60000 DAI and 1 WBTC')
    const tx = await chainClient.getTransaction({ hash: hash as Hex })
    const sent = decodeFunctionData({ abi: v2Abi, data: tx.input })
    if (sent.functionName !== 'addLiquidity')
      throw new Error(`addLiquidity expected, sent ${sent.functionName}`)
    // Creating takes no slippage: the minimums are the amounts.
    expect(sent.args.slice(2, 6)).toEqual([60_000n * 10n ** 18n, 10n ** 8n, 60_000n * 10n ** 18n, 10n ** 8n])

    const pair = await pairOf(chainClient, DAI, WBTC)
    expect(pair).not.toBe(zeroAddress)
    const [reserve0, reserve1] = await chainClient.readContract({
      address: pair,
      abi: v2Abi,
      functionName: 'getReserves',
    })
    const token0 = await chainClient.readContract({ address: pair, abi: v2Abi, functionName: 'token0' })
    const daiFirst = token0.toLowerCase() === DAI.toLowerCase()
    expect(daiFirst ? [reserve0, reserve1] : [reserve1, reserve0]).toEqual([60_000n * 10n ** 18n, 10n ** 8n])
    expect((await lpOf(chainClient, pair, owner)) > 0n).toBe(true)
  })

  test('routes and messages: Connect Wallet, redirects, the create prefix kept, hostile ids, amounts, Max, back', async ({
    page,
    wallet,
    chainClient,
  }) => {
    await page.goto(`/#/add/v2/ETH/${DAI}`)
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()

    await openAs(page, wallet, `/add/v2/ETH/${WETH}`)
    await expect(page).toHaveURL(/#\/add\/v2\/ETH$/)
    await page.goto(`/#/add/v2/${DAI}/${DAI.toLowerCase()}`)
    await expect(page).toHaveURL(new RegExp(`#/add/v2/${DAI}$`, 'i'))

    await page.goto('/#/add/v2/create/ETH')
    await expect(page.getByTestId('add-v2-title')).toHaveText('Create a pair')
    await expect(actionButton(page)).toHaveText('Invalid pair')
    await page.getByTestId('currency-select-add-v2-b').click()
    // The common base chip: it does not wait for the lists (a search by symbol would).
    const selector = page.getByRole('dialog', { name: 'Select a token' })
    await selector.getByTestId('common-bases').getByRole('button', { name: 'DAI' }).click()
    await expect(page).toHaveURL(new RegExp(`#/add/v2/create/ETH/${DAI}$`, 'i'))
    await expect(actionButton(page)).toHaveText('Enter an amount')
    await amountInput(page, 'a').fill('1000000')
    await expect(actionButton(page)).toHaveText('Insufficient ETH balance')
    // Max on the ETH side leaves 10^16 wei for gas.
    const balance = await chainClient.getBalance({ address: wallet.address as Address })
    await page.getByRole('region', { name: 'ETH', exact: true }).getByRole('button', { name: 'Max' }).click()
    expect(parseEther(await amountInput(page, 'a').inputValue())).toBe(balance - 10n ** 16n)

    // Not an address; the factory, which is no ERC-20; a token of mainnet, which has no code here.
    for (const id of ['not-a-token', FACTORY, '0x6B175474E89094C44Da98b954EedeAC495271d0F']) {
      await page.goto(`/#/add/v2/ETH/${id}`)
      await expect(actionButton(page)).toHaveText('Invalid pair')
    }
    await page.getByTestId('add-v2-back').click()
    await expect(page).toHaveURL(/#\/pool\/v2$/)
  })
})
