// The v2 remove screen against the devchain (spec 2 §2 "Remove v2", §4, §5, §7, issue #18): account 0 holds v2
// LP in DAI/USDC, WETH/USDC and WETH/DAI; every remove ends on what the chain holds afterwards.
import type { Page } from '@playwright/test'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { expect, test } from './fixtures.ts'
import { mine, sendFromNode } from './support/anvil.ts'
import { expectConnected } from './support/app.ts'
import { approveButton, contracts, deployment, minedOnNode, tokenAddress } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const ROUTER = contracts.UniswapV2Router02 as Address
const WETH = tokenAddress('WETH')
const DAI = tokenAddress('DAI')
const USDC = tokenAddress('USDC')
const FOT = tokenAddress('FOT')

const routerAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function removeLiquidityETHWithPermit(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns (uint256 amountToken, uint256 amountETH)',
  'function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns (uint256 amountETH)',
])

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The devchain's v2 pair of two tokens (its LP token). */
function pairOf(a: Address, b: Address): Address {
  const entry = deployment.pools.v2.find(
    (p) => (same(p.token0, a) && same(p.token1, b)) || (same(p.token0, b) && same(p.token1, a)),
  )
  if (!entry) throw new Error(`No v2 pair ${a}/${b}`)
  return entry.address as Address
}

const balanceOf = (client: PublicClient, token: Address, account: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

const allowanceOf = (client: PublicClient, token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, ROUTER] })

const removeAction = (page: Page) => page.getByTestId('remove-v2-action')
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'You will receive' })

async function openRemove(page: Page, wallet: TestWallet, a: string, b: string): Promise<void> {
  wallet.authorizeSite()
  await page.goto(`/#/remove/v2/${a}/${b}`)
  await expectConnected(page, wallet)
}

/** Signs the LP permit from the approve button: no transaction, and Remove is enabled. */
async function signPermit(page: Page): Promise<void> {
  await expect(approveButton(page)).toHaveText('Approve UNI-V2')
  await expect(removeAction(page)).toBeDisabled()
  await approveButton(page).click()
  await expect(approveButton(page)).toHaveCount(0)
  await expect(removeAction(page)).toBeEnabled()
}

/** Opens the review and reads both amounts it shows, then confirms. */
async function reviewAndConfirm(page: Page): Promise<{ a: number; b: number }> {
  await removeAction(page).click()
  const review = reviewDialog(page)
  await expect(review.getByTestId('remove-v2-review-burned')).not.toHaveText('')
  const shown = async (side: 'a' | 'b') =>
    Number(await review.getByTestId(`remove-v2-review-amount-${side}`).textContent())
  const amounts = { a: await shown('a'), b: await shown('b') }
  await review.getByTestId('remove-v2-confirm').click()
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()
  return amounts
}

/** A gain in base units against the amount the review showed with 6 significant digits. */
function expectAbout(gain: bigint, decimals: number, shown: number): void {
  expect(shown).toBeGreaterThan(0)
  expect(Math.abs(Number(formatUnits(gain, decimals)) - shown) / shown).toBeLessThan(1e-5)
}

/** The router method of the last transaction account 0 sent to the router in the latest block. */
async function lastRouterCall(client: PublicClient, owner: Address) {
  const block = await client.getBlock({ includeTransactions: true })
  const tx = block.transactions.find((t) => t.to !== null && same(t.to, ROUTER) && same(t.from, owner))
  if (!tx) throw new Error('No remove in the latest block')
  return decodeFunctionData({ abi: routerAbi, data: tx.input }).functionName
}

test.describe('remove v2 liquidity', () => {
  test('removes 50 % of DAI/USDC with an LP permit: the LP halves on chain, DAI and USDC rise by what the review showed', {
    tag: '@replica',
  }, async ({ page, wallet, chain, chainClient }) => {
    const owner = wallet.address as Address
    const lp = pairOf(DAI, USDC)
    const [lpBefore, daiBefore, usdcBefore] = await Promise.all([
      balanceOf(chainClient, lp, owner),
      balanceOf(chainClient, DAI, owner),
      balanceOf(chainClient, USDC, owner),
    ])
    expect(lpBefore).toBeGreaterThan(0n)
    await openRemove(page, wallet, DAI, USDC)
    await expect(page.getByTestId('remove-v2-position-lp')).not.toHaveText('')
    await expect(removeAction(page)).toHaveText('Enter an amount')
    await page.getByTestId('remove-preset-50').click()
    await expect(page.getByTestId('remove-percent')).toHaveText('50%')
    await expect(page.getByTestId('remove-v2-amount-a')).not.toHaveText('-')
    await signPermit(page)
    const shown = await reviewAndConfirm(page)

    await expect.poll(() => balanceOf(chainClient, lp, owner)).toBe(lpBefore - (lpBefore * 50n) / 100n)
    expectAbout((await balanceOf(chainClient, DAI, owner)) - daiBefore, 18, shown.a)
    expectAbout((await balanceOf(chainClient, USDC, owner)) - usdcBefore, 6, shown.b)
    // The permit was for exactly what was burned: nothing stays allowed.
    expect(await allowanceOf(chainClient, lp, owner)).toBe(0n)
    await mine(chain.rpcUrl)
    await expect(page.getByTestId('popup').first()).toContainText(/Remove .+ DAI and .+ USDC/)
    await page.getByRole('dialog', { name: 'Transaction Submitted' }).getByTestId('confirm-close').click()
    await expect(page.getByTestId('remove-percent')).toHaveText('0%')
  })

  test('switches from WETH to ETH and removes all of WETH/USDC: ETH rises, the LP is 0', {
    tag: '@replica',
  }, async ({ page, wallet, chainClient }) => {
    const owner = wallet.address as Address
    const lp = pairOf(WETH, USDC)
    expect(lp).toBe(deployment.fixtures.migratePair)
    const [ethBefore, usdcBefore] = [
      await chainClient.getBalance({ address: owner }),
      await balanceOf(chainClient, USDC, owner),
    ]
    await openRemove(page, wallet, WETH, USDC)
    const link = page.getByTestId('remove-v2-receive')
    await expect(link).toHaveText('Receive ETH')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`#/remove/v2/ETH/${USDC}$`))
    await expect(page.getByTestId('remove-v2-receive')).toHaveText('Receive WETH')
    await page.getByTestId('remove-preset-100').click()
    await signPermit(page)
    const shown = await reviewAndConfirm(page)

    await expect.poll(() => balanceOf(chainClient, lp, owner)).toBe(0n)
    const ethGain = (await chainClient.getBalance({ address: owner })) - ethBefore
    // The gas is paid from what came out: a little under the amount shown, never over it.
    expect(Number(formatUnits(ethGain, 18))).toBeLessThanOrEqual(shown.a * (1 + 1e-5))
    expect(Number(formatUnits(ethGain, 18))).toBeGreaterThan(shown.a - 0.01)
    expectAbout((await balanceOf(chainClient, USDC, owner)) - usdcBefore, 6, shown.b)
  })

  test('removes ETH/FOT liquidity: the fee-on-transfer variant is the one sent, and it succeeds on chain', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    const lp = pairOf(WETH, FOT)
    // Account 0 holds no FOT liquidity in the seeded state: it adds some through the router first.
    const approveFot = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [ROUTER, maxUint256],
    })
    await minedOnNode(
      chain.rpcUrl,
      await sendFromNode(chain.rpcUrl, { from: owner, to: FOT, data: approveFot }),
    )
    const { timestamp } = await chainClient.getBlock()
    const add = encodeFunctionData({
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      args: [FOT, parseEther('5000'), 0n, 0n, owner, timestamp + 1800n],
    })
    await minedOnNode(
      chain.rpcUrl,
      await sendFromNode(chain.rpcUrl, {
        from: owner,
        to: ROUTER,
        data: add,
        value: `0x${parseEther('1').toString(16)}`,
      }),
    )
    expect(await balanceOf(chainClient, lp, owner)).toBeGreaterThan(0n)
    const fotBefore = await balanceOf(chainClient, FOT, owner)

    await openRemove(page, wallet, 'ETH', FOT)
    await page.getByTestId('remove-preset-100').click()
    await signPermit(page)
    await reviewAndConfirm(page)

    await expect.poll(() => balanceOf(chainClient, lp, owner)).toBe(0n)
    expect(await balanceOf(chainClient, FOT, owner)).toBeGreaterThan(fotBefore)
    expect(await lastRouterCall(chainClient, owner)).toBe(
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    )
  })

  test('detailed mode: an amount above the balance is ignored (percent 0, Enter an amount); one within it counts', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    const lpBalance = await balanceOf(chainClient, pairOf(DAI, USDC), owner)
    await openRemove(page, wallet, DAI, USDC)
    const toggle = page.getByTestId('remove-v2-mode')
    await expect(toggle).toHaveText('Detailed')
    await toggle.click()
    await expect(toggle).toHaveText('Simple')
    await expect(page.getByRole('slider')).toHaveCount(0)

    const liquidity = page.getByTestId('amount-remove-v2-liquidity')
    const over = formatUnits(lpBalance + 1n, 18)
    await liquidity.fill(over)
    await expect(liquidity).toHaveValue(over)
    await expect(page.getByTestId('remove-percent')).toHaveText('0%')
    await expect(removeAction(page)).toHaveText('Enter an amount')
    await expect(page.getByTestId('amount-remove-v2-a')).toHaveValue('')

    await page.getByTestId('amount-remove-v2-a').fill('100000000')
    await expect(page.getByTestId('remove-percent')).toHaveText('0%')
    await expect(removeAction(page)).toHaveText('Enter an amount')

    await liquidity.fill(formatUnits(lpBalance / 2n, 18))
    await expect(page.getByTestId('remove-percent')).toHaveText(/^(49|50)%$/)
    await expect(page.getByTestId('amount-remove-v2-a')).not.toHaveValue('')
    await expect(approveButton(page)).toHaveText('Approve UNI-V2')
  })

  test('a declined permit (4001) changes nothing; a permit that fails otherwise approves the LP on chain', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    const lp = pairOf(DAI, USDC)
    await openRemove(page, wallet, DAI, USDC)
    await page.getByTestId('remove-preset-25').click()
    await expect(approveButton(page)).toHaveText('Approve UNI-V2')

    wallet.rejectNext('eth_signTypedData_v4')
    await approveButton(page).click()
    await expect(approveButton(page)).toHaveText('Approve UNI-V2')
    await expect(approveButton(page)).toBeEnabled()
    await expect(removeAction(page)).toBeDisabled()
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
    expect(await allowanceOf(chainClient, lp, owner)).toBe(0n)

    wallet.failNext('eth_signTypedData_v4')
    await approveButton(page).click()
    await expect.poll(() => allowanceOf(chainClient, lp, owner)).toBeGreaterThan(0n)
    await expect(removeAction(page)).toBeEnabled()
  })

  test("ids that name no pair show 'Invalid pair' with a link back to /pool/v2", async ({ page }) => {
    const mainnetDai = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
    for (const ids of [
      'foo/bar',
      `${DAI}/${DAI.toLowerCase()}`,
      `ETH/${WETH}`,
      // Not an ERC-20 (the router), another chain's token (nothing there), no pair of the two.
      `ETH/${ROUTER}`,
      `ETH/${mainnetDai}`,
      `${DAI}/${tokenAddress('WBTC')}`,
    ]) {
      await page.goto(`/#/remove/v2/${ids}`)
      await expect(page.getByTestId('remove-v2-invalid'), ids).toContainText('Invalid pair')
    }
    await page.getByRole('link', { name: 'View your V2 liquidity' }).click()
    await expect(page).toHaveURL(/#\/pool\/v2$/)
  })
})
