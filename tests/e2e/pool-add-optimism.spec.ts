// A new pool on Optimism (spec 2 §4 "Add v3 flow"): created in a Create step of its own, then liquidity added in
// an Add step, the page staying on the form in between. The test build's Optimism node is routed to an anvil
// that reports chain 10 with the v3 contracts where the app has them (devchain/optimismLike.ts).
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, http, maxUint256, parseAbi, zeroAddress } from 'viem'
import {
  OPTIMISM_CHAIN_ID,
  OPTIMISM_CONTRACTS,
  type OptimismLikeChain,
  startOptimismLikeChain,
} from '../../devchain/index.ts'
import { expect, routeNode, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { BAKED_OPTIMISM_RPC_URL } from './support/constants.ts'

const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])
const managerAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
])

// Each run (a retry too) gets a fresh chain: the pool must not exist yet.
const withOptimism = test.extend<{ optimism: OptimismLikeChain }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  optimism: async ({}, use) => {
    const chain = await startOptimismLikeChain()
    await use(chain)
    await chain.stop()
  },
})

async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByTestId('add-confirm').click()
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
  await expect(submitted.getByTestId('flow-receipt')).toHaveAttribute('data-receipt', 'success')
  await submitted.getByRole('button', { name: 'Close' }).first().click()
}

withOptimism(
  'creates the DAI/WBTC 0.3% pool in a Create step, then adds in an Add step, staying on the form between',
  async ({ page, wallet, optimism }) => {
    withOptimism.setTimeout(120_000)
    const client = createPublicClient({ transport: http(optimism.rpcUrl) })
    const { dai, wbtc } = optimism.tokens
    const owner = wallet.address as Address
    const poolOf = () =>
      client.readContract({
        address: OPTIMISM_CONTRACTS.v3Factory,
        abi: factoryAbi,
        functionName: 'getPool',
        args: [dai, wbtc, 3000],
      })
    expect(await poolOf()).toBe(zeroAddress)

    await routeNode(page, BAKED_OPTIMISM_RPC_URL, optimism.rpcUrl)
    wallet.addChain(OPTIMISM_CHAIN_ID, optimism.rpcUrl)
    wallet.startOn(OPTIMISM_CHAIN_ID)
    wallet.authorizeSite()
    const path = `/add/${dai}/${wbtc}/3000`
    await page.goto(`/#${path}`)
    await expectConnected(page, wallet)
    // Tokens on no list of this chain: imported, as a user would.
    const importDialog = page.getByRole('dialog', { name: 'Import 2 tokens' })
    await importDialog.getByLabel('I understand').check()
    await importDialog.getByRole('button', { name: 'Import' }).click()
    await expect(importDialog).toHaveCount(0)

    // The Create step: a starting price and a range, no amounts and no approvals.
    await page.getByTestId('start-price-input').fill('0.00002')
    await page.getByTestId('full-range').click()
    await page.getByTestId('full-range-confirm').click()
    await expect(page.getByTestId('add-button')).toHaveText('Create')
    await page.getByTestId('add-button').click()
    await expect(page.getByTestId('add-review-pair')).toHaveText('DAI/WBTC')
    await confirm(page, 'Create pool')
    await expect.poll(poolOf).not.toBe(zeroAddress)
    // Still on the form, now for a pool that exists.
    await expect(page).toHaveURL(new RegExp(`#${path}$`))
    await expect(page.getByTestId('add-button')).not.toHaveText('Create')

    // The Add step: amounts, both approvals, then the review and the mint.
    await page.getByTestId('full-range').click()
    await page.getByTestId('full-range-confirm').click()
    await page.getByTestId('amount-add-a').fill('100')
    await expect(page.getByTestId('amount-add-b')).toHaveValue(/^0\.00[12]\d*$/)
    for (const [symbol, token] of [
      ['DAI', dai],
      ['WBTC', wbtc],
    ] as const) {
      const approve = page.getByRole('button', { name: `Approve ${symbol}` })
      await approve.click()
      await expect
        .poll(() =>
          client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, OPTIMISM_CONTRACTS.nonfungiblePositionManager],
          }),
        )
        .toBe(maxUint256)
    }
    await expect(page.getByTestId('add-button')).toHaveText('Preview')
    await page.getByTestId('add-button').click()
    await confirm(page, 'Add Liquidity')
    await expect(page).toHaveURL(/#\/pool$/)

    const count = await client.readContract({
      address: OPTIMISM_CONTRACTS.nonfungiblePositionManager,
      abi: managerAbi,
      functionName: 'balanceOf',
      args: [owner],
    })
    expect(count).toBe(1n)
    const id = await client.readContract({
      address: OPTIMISM_CONTRACTS.nonfungiblePositionManager,
      abi: managerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [owner, 0n],
    })
    const position = await client.readContract({
      address: OPTIMISM_CONTRACTS.nonfungiblePositionManager,
      abi: managerAbi,
      functionName: 'positions',
      args: [id],
    })
    expect(position[4]).toBe(3000)
    expect(position[7] > 0n).toBe(true)
  },
)
