import type { Page } from '@playwright/test'
import { type Address, erc20Abi, maxUint128, type PublicClient, parseAbi } from 'viem'
import { expect, test } from './fixtures.ts'
import { mine, setAutomine } from './support/anvil.ts'
import { expectConnected } from './support/app.ts'
import { deployment } from './support/deployment.ts'
import { storedPosition } from './support/positions.ts'
import type { TestWallet } from './support/testWallet.ts'

const MANAGER = deployment.contracts.NonfungiblePositionManager as Address
const DAI = deployment.tokens.DAI.address as Address

const managerAbi = parseAbi([
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params) returns (uint256 amount0, uint256 amount1)',
  'function balanceOf(address owner) view returns (uint256)',
])

/** What a collect would pay now (a static collect from the owner, as the app reads it). */
async function owedFees(client: PublicClient, tokenId: bigint, owner: Address) {
  const { result } = await client.simulateContract({
    address: MANAGER,
    abi: managerAbi,
    functionName: 'collect',
    account: owner,
    args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
  })
  return result
}

const daiOf = (client: PublicClient, account: Address) =>
  client.readContract({ address: DAI, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

const removeAction = (page: Page) => page.getByTestId('remove-action')

async function openRemove(page: Page, wallet: TestWallet, tokenId: number | string) {
  wallet.authorizeSite()
  await page.goto(`/#/remove/${tokenId}`)
  await expectConnected(page, wallet)
}

// Positions #25–#29 of the devchain: #25 WETH/DAI in range with fees owed, #26 out of range, #27 closed, all
// account 0's (the test wallet's); #29 is account 1's.
test.describe('v3 positions: collect and remove', () => {
  // The chain is reset between tests, but not its mining mode.
  test.afterEach(async ({ chain }) => {
    await setAutomine(chain.rpcUrl, true)
  })

  test("collects #25's fees: 'Collecting' then 'Collected', the fees paid to the owner and nothing owed on chain", {
    tag: '@replica',
  }, async ({ page, wallet, chain, chainClient }) => {
    const owner = wallet.address as Address
    const [owed0, owed1] = await owedFees(chainClient, 25n, owner)
    expect(owed0 > 0n && owed1 > 0n).toBe(true)
    const daiBefore = await daiOf(chainClient, owner)
    wallet.authorizeSite()
    await page.goto('/#/pool/25')
    await expectConnected(page, wallet)

    const collect = page.getByTestId('collect-fees')
    await expect(collect).toHaveText('Collect fees')
    await expect(collect).toBeEnabled()
    await collect.click()
    const review = page.getByRole('dialog', { name: 'Collect fees' })
    await expect(review.getByTestId('collect-review')).toContainText('DAI')
    await expect(review.getByTestId('collect-review')).toContainText('ETH')
    await expect(review.getByTestId('collect-review-0')).not.toHaveText('0')

    // Mined only when the test says: the button stays 'Collecting' while the collect is pending.
    await setAutomine(chain.rpcUrl, false)
    await review.getByTestId('collect-confirm').click()
    const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
    await expect(submitted).toBeVisible()
    await expect(collect).toHaveText('Collecting')
    await mine(chain.rpcUrl)
    await expect(submitted.getByTestId('flow-receipt')).toHaveAttribute('data-receipt', 'success')
    await submitted.getByTestId('confirm-close').click()
    await expect(collect).toHaveText('Collected')
    await expect(collect).toBeDisabled()
    await expect(page.getByTestId('popup').first()).toContainText(/Collect .+ DAI and .+ ETH/)

    expect(await storedPosition(chainClient, 25n)).toMatchObject({ tokensOwed0: 0n, tokensOwed1: 0n })
    expect(await owedFees(chainClient, 25n, owner)).toEqual([0n, 0n])
    expect(await daiOf(chainClient, owner)).toBe(daiBefore + owed0)
  })

  test('removes 50 % of #25: its liquidity halves on chain and the form goes back to 0 %', {
    tag: '@replica',
  }, async ({ page, wallet, chain, chainClient }) => {
    const { liquidity: before } = await storedPosition(chainClient, 25n)
    await openRemove(page, wallet, 25)
    await expect(page.getByTestId('remove-position')).toContainText('0.3%')
    await page.getByTestId('remove-preset-50').click()
    await expect(page.getByTestId('remove-percent')).toHaveText('50%')
    await expect(page.getByTestId('remove-pooled-0')).not.toHaveText('0')
    await expect(removeAction(page)).toHaveText('Remove')
    await removeAction(page).click()

    const review = page.getByRole('dialog', { name: 'Remove Liquidity' })
    await expect(review.getByText('Pooled DAI:')).toBeVisible()
    await expect(review.getByText('ETH Fees Earned:')).toBeVisible()
    await review.getByTestId('remove-confirm').click()
    const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
    await expect(submitted).toBeVisible()
    await expect
      .poll(async () => (await storedPosition(chainClient, 25n)).liquidity)
      .toBe(before - before / 2n)
    // Mined as it was sent: one more block lets the app see its receipt.
    await mine(chain.rpcUrl)
    await expect(page.getByTestId('popup').first()).toContainText(/Remove .+ DAI and .+ ETH/)
    await submitted.getByTestId('confirm-close').click()
    await expect(page.getByTestId('remove-percent')).toHaveText('0%')
    await expect(removeAction(page)).toHaveText('Enter a percent')
  })

  test("says 'Enter a percent' at 0 %, follows the slider, and shows the remove form's 5 % auto slippage", async ({
    page,
    wallet,
  }) => {
    await openRemove(page, wallet, 25)
    await expect(removeAction(page)).toHaveText('Enter a percent')
    await expect(removeAction(page)).toBeDisabled()
    await page.getByTestId('remove-slider').fill('30')
    await expect(page.getByTestId('remove-percent')).toHaveText('30%')
    await expect(removeAction(page)).toHaveText('Remove')
    await expect(removeAction(page)).toBeEnabled()
    await page.getByTestId('remove-slider').fill('0')
    await expect(removeAction(page)).toHaveText('Enter a percent')

    await page.getByRole('button', { name: 'Transaction settings' }).click()
    const settings = page.getByRole('region', { name: 'Transaction Settings' })
    await expect(settings.getByRole('textbox', { name: 'Slippage tolerance in percent' })).toHaveAttribute(
      'placeholder',
      '5.00',
    )
  })

  test("says 'Closed' on the closed position #27", async ({ page, wallet }) => {
    await openRemove(page, wallet, 27)
    await expect(removeAction(page)).toHaveText('Closed')
    await expect(removeAction(page)).toBeDisabled()
  })

  test('removes all of #26 and burns its NFT when asked, then goes to /pool', { tag: '@replica' }, async ({
    page,
    wallet,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    const count = await chainClient.readContract({
      address: MANAGER,
      abi: managerAbi,
      functionName: 'balanceOf',
      args: [owner],
    })
    await openRemove(page, wallet, 26)
    await page.getByTestId('remove-preset-75').click()
    await expect(page.getByTestId('remove-burn')).toHaveCount(0)
    await page.getByTestId('remove-preset-100').click()
    await page.getByTestId('remove-burn').check()
    await removeAction(page).click()
    const review = page.getByRole('dialog', { name: 'Remove Liquidity' })
    await expect(review.getByTestId('remove-review-burn')).toHaveText('The position NFT will be burned.')
    await review.getByTestId('remove-confirm').click()
    const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
    await expect(submitted).toBeVisible()
    await expect
      .poll(() =>
        chainClient.readContract({
          address: MANAGER,
          abi: managerAbi,
          functionName: 'balanceOf',
          args: [owner],
        }),
      )
      .toBe(count - 1n)
    await submitted.getByTestId('confirm-close').click()
    await expect(page).toHaveURL(/#\/pool$/)
  })

  test('another account sees that only the owner or an approved address can remove', async ({
    page,
    wallet,
  }) => {
    await wallet.switchAccount(1)
    await openRemove(page, wallet, 25)
    await expect(page.getByTestId('remove-not-owner')).toBeVisible()
    await expect(removeAction(page)).toHaveCount(0)
  })

  test('an invalid or zero position id redirects to /pool', async ({ page }) => {
    for (const id of ['0', 'abc', '-1', '0x19', '025', '25abc']) {
      await page.goto(`/#/remove/${id}`)
      await expect(page).toHaveURL(/#\/pool$/)
    }
  })
})
