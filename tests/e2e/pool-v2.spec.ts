// The v2 pool page and Find pool against the devchain (spec 2 §2 "v2 pool page", "Find pool", §4 "Pool state"):
// what the cards show is checked against the pairs and the staking pool on chain, and Find's answers against
// the factory and the account's LP balances.
import type { Locator, Page } from '@playwright/test'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem'
import { expect, test } from './fixtures.ts'
import { sendFromNode } from './support/anvil.ts'
import { expectConnected } from './support/app.ts'
import { contracts, deployment, minedOnNode, tokenAddress } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const pairAddress = (name: string): Address => {
  const pair = deployment.pools.v2.find((p) => p.pair === name)
  if (!pair) throw new Error(`No v2 pair ${name} on the devchain`)
  return pair.address as Address
}
/** The pair's tokens in its own order. */
const pairTokens = (pair: Address): [Address, Address] => {
  const entry = deployment.pools.v2.find((p) => p.address === pair)
  if (!entry) throw new Error(`No v2 pair at ${pair}`)
  return [entry.token0 as Address, entry.token1 as Address]
}
const DAI_WETH = pairAddress('DAI/WETH')
const WETH_USDC = pairAddress('WETH/USDC')
const DAI_USDC = pairAddress('DAI/USDC')
const UNI_WETH = pairAddress('UNI/WETH')
const WETH_MKR = pairAddress('WETH/MKR')
const DAI = tokenAddress('DAI')
const USDC = tokenAddress('USDC')
const WBTC = tokenAddress('WBTC')
const UNI = tokenAddress('UNI')
const MKR = tokenAddress('MKR')
const DAI_WETH_STAKING = deployment.staking.find((s) => s.stakingToken === DAI_WETH)?.address as Address

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const routerAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
])

const balanceOf = (client: PublicClient, token: Address, account: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

/** The card of a pair on the page (test ids carry the LP token's checksummed address). */
const cardOf = (scope: Page | Locator, pair: Address) =>
  scope.locator(`[data-testid="v2-position-${pair}" i]`)
const findResult = (page: Page) => page.getByTestId('find-result')

/** A shown number agrees with the chain's to the digits shown (6 significant for amounts, 4 for LP). */
function expectClose(shown: string | null, expected: number, digits: number) {
  const value = Number((shown ?? '').replaceAll(',', ''))
  expect(Math.abs(value - expected) / expected).toBeLessThan(10 ** (1 - digits))
}

/** What the card says of the account's LP tokens and pooled amounts, against the pair on chain. */
async function expectCardMatchesChain(card: Locator, client: PublicClient, pair: Address, account: Address) {
  const [held, supply, [reserve0, reserve1]] = await Promise.all([
    balanceOf(client, pair, account),
    client.readContract({ address: pair, abi: erc20Abi, functionName: 'totalSupply' }),
    client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
  ])
  const staked = pair === DAI_WETH ? await balanceOf(client, DAI_WETH_STAKING, account) : 0n
  const liquidity = held + staked
  expect(liquidity > 0n).toBe(true)
  const pooled = async (reserve: bigint, token: Address) => {
    const decimals = await client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
    return Number((liquidity * reserve) / supply) / 10 ** decimals
  }
  const [token0, token1] = pairTokens(pair)
  expectClose(await card.getByTestId('v2-position-pooled-0').textContent(), await pooled(reserve0, token0), 6)
  expectClose(await card.getByTestId('v2-position-pooled-1').textContent(), await pooled(reserve1, token1), 6)
  expectClose(await card.getByTestId('v2-position-held').textContent(), Number(held) / 1e18, 4)
  if (staked > 0n)
    expectClose(await card.getByTestId('v2-position-staked-amount').textContent(), Number(staked) / 1e18, 4)
}

async function openAs(page: Page, wallet: TestWallet, path: string): Promise<void> {
  wallet.authorizeSite()
  await page.goto(`/#${path}`)
  await expectConnected(page, wallet)
}

/** Picks a listed token for one side of Find pool through the selector's search. */
async function pickListed(page: Page, side: 0 | 1, search: string, address: Address): Promise<void> {
  await page.getByTestId(`find-currency-${side}`).click()
  const dialog = page.getByRole('dialog', { name: 'Select a token' })
  await dialog.getByRole('textbox', { name: 'Search name or paste address' }).fill(search)
  // Once the (debounced) search has settled: a click on a row that moves can land on another.
  await expect(dialog.getByTestId(`token-row-${address}`)).toBeVisible()
  await expect(dialog.getByTestId(/^token-row-/).first()).toHaveAttribute(
    'data-testid',
    `token-row-${address}`,
  )
  await dialog.getByTestId(`token-row-${address}`).click()
  await expect(dialog).toHaveCount(0)
}

/** Account 0 adds UNI/WETH liquidity straight through the router: a pair the pool page does not track. */
async function addUniLiquidity(rpcUrl: string, owner: Address): Promise<void> {
  const router = contracts.UniswapV2Router02 as Address
  const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] })
  await minedOnNode(rpcUrl, await sendFromNode(rpcUrl, { from: owner, to: UNI, data: approve }))
  const add = encodeFunctionData({
    abi: routerAbi,
    functionName: 'addLiquidityETH',
    args: [UNI, parseEther('400'), 0n, 0n, owner, maxUint256],
  })
  const value = `0x${parseEther('1').toString(16)}`
  await minedOnNode(rpcUrl, await sendFromNode(rpcUrl, { from: owner, to: router, data: add, value }))
}

test.describe('the v2 pool page', () => {
  test("lists account 0's DAI/WETH (held and staked), WETH/USDC and DAI/USDC with what the chain holds, and their Manage links", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const owner = wallet.address
    await openAs(page, wallet, '/pool/v2')
    await expect(page.getByTestId('v2-fee-text')).toHaveText(
      'Liquidity providers earn a 0.3% fee on all trades proportional to their share of the pool',
    )
    await expect(page.getByRole('link', { name: 'Create a pair' })).toHaveAttribute(
      'href',
      /\/add\/v2\/create\/ETH$/,
    )
    await expect(page.getByRole('link', { name: 'Import Pool' })).toHaveAttribute('href', /\/pool\/v2\/find$/)
    await expect(page.getByRole('link', { name: 'Add V2 Liquidity' })).toHaveAttribute(
      'href',
      /\/add\/v2\/ETH$/,
    )
    await expect(page.getByRole('link', { name: 'Migrate Liquidity to V3' })).toHaveAttribute(
      'href',
      /\/migrate\/v2$/,
    )

    const daiWeth = cardOf(page, DAI_WETH)
    await expect(daiWeth).toBeVisible()
    await expect(cardOf(page, WETH_USDC)).toBeVisible()
    await expect(cardOf(page, DAI_USDC)).toBeVisible()
    await expect(page.locator('[data-testid^="v2-position-0x"]')).toHaveCount(3)
    await expect(daiWeth).toContainText('DAI/ETH')
    await expect(daiWeth.getByTestId('v2-position-staked')).toHaveText('Staked')
    await expect(cardOf(page, WETH_USDC).getByTestId('v2-position-staked')).toHaveCount(0)
    for (const pair of [DAI_WETH, WETH_USDC, DAI_USDC])
      await expectCardMatchesChain(cardOf(page, pair), chainClient, pair, owner)

    const links: [Address, string, string][] = [
      [DAI_WETH, `${DAI}/ETH`, 'DAI/ETH'],
      [WETH_USDC, `ETH/${USDC}`, 'ETH/USDC'],
      [DAI_USDC, `${DAI}/${USDC}`, 'DAI/USDC'],
    ]
    for (const [pair, ids, label] of links) {
      const card = cardOf(page, pair)
      await expect(card).toContainText(label)
      await card.locator('summary', { hasText: 'Manage' }).click()
      await expect(card.getByRole('link', { name: 'Migrate', exact: true })).toHaveAttribute(
        'href',
        new RegExp(`/migrate/v2/${pair}$`, 'i'),
      )
      await expect(card.getByRole('link', { name: 'Add', exact: true })).toHaveAttribute(
        'href',
        new RegExp(`/add/v2/${ids}$`),
      )
      await expect(card.getByRole('link', { name: 'Remove', exact: true })).toHaveAttribute(
        'href',
        new RegExp(`/remove/v2/${ids}$`),
      )
      await expect(card.getByRole('link', { name: /View accrued fees and analytics/ })).toHaveAttribute(
        'href',
        `https://v2.info.uniswap.org/account/${owner}`,
      )
    }
    await expect(daiWeth.getByRole('link', { name: 'Manage Liquidity in Rewards Pool' })).toHaveAttribute(
      'href',
      new RegExp(`/uni/${DAI}/ETH$`),
    )
  })

  test("without a wallet asks to connect: 'Connect to a wallet to view your liquidity.'", async ({
    page,
  }) => {
    await page.goto('/#/pool/v2')
    const list = page.getByTestId('v2-positions')
    await expect(list.getByText('Connect to a wallet to view your liquidity.')).toBeVisible()
    await expect(page.locator('[data-testid^="v2-position-0x"]')).toHaveCount(0)
    await list.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.getByRole('dialog', { name: 'Connect to a wallet' })).toBeVisible()
  })
})

test.describe('Find pool', () => {
  test("WETH/MKR, where account 0 holds no LP: 'You don't have liquidity in this pool yet' with an Add liquidity link", async ({
    page,
    wallet,
    chainClient,
  }) => {
    expect(await balanceOf(chainClient, WETH_MKR, wallet.address)).toBe(0n)
    const [reserve0, reserve1] = await chainClient.readContract({
      address: WETH_MKR,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    expect(reserve0 > 0n && reserve1 > 0n).toBe(true)

    await openAs(page, wallet, '/pool/v2/find?origin=/migrate/v2')
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', /\/migrate\/v2$/)
    await expect(page.getByTestId('find-currency-0')).toContainText('ETH')
    await expect(findResult(page)).toHaveText('Select a token to find your v2 liquidity.')
    // MKR is on no list: imported by its address, as a user would.
    await page.getByTestId('find-currency-1').click()
    const dialog = page.getByRole('dialog', { name: 'Select a token' })
    await dialog.getByRole('textbox', { name: 'Search name or paste address' }).fill(MKR)
    await dialog.getByTestId('token-lookup').getByRole('button', { name: 'Import' }).click()
    const importDialog = page.getByRole('dialog', { name: 'Import a token' })
    await importDialog.getByLabel('I understand').check()
    await importDialog.getByRole('button', { name: 'Import' }).click()
    await expect(page.getByTestId('find-currency-1')).toContainText('MKR')

    await expect(findResult(page)).toHaveAttribute('data-state', 'no-liquidity')
    await expect(findResult(page).getByText("You don't have liquidity in this pool yet")).toBeVisible()
    await expect(findResult(page).getByRole('link', { name: 'Add liquidity' })).toHaveAttribute(
      'href',
      new RegExp(`/add/v2/ETH/${MKR}$`),
    )
  })

  test("DAI/WBTC, a pair the factory never made: 'No pool found' with a Create pool link", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const factory = contracts.UniswapV2Factory as Address
    expect(
      await chainClient.readContract({
        address: factory,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [DAI, WBTC],
      }),
    ).toBe(zeroAddress)
    await openAs(page, wallet, '/pool/v2/find')
    await pickListed(page, 0, 'DAI', DAI)
    await pickListed(page, 1, 'WBTC', WBTC)
    await expect(findResult(page)).toHaveAttribute('data-state', 'not-found')
    await expect(findResult(page).getByText('No pool found')).toBeVisible()
    await expect(findResult(page).getByRole('link', { name: 'Create pool' })).toHaveAttribute(
      'href',
      new RegExp(`/add/v2/create/${DAI}/${WBTC}$`),
    )
    // One token twice makes no pair.
    await pickListed(page, 1, 'DAI', DAI)
    await expect(findResult(page)).toHaveText('Invalid pair')
  })

  test("ETH with WETH is 'Invalid pair'; a contract that is no ERC-20 cannot be picked at all", async ({
    page,
    wallet,
  }) => {
    const weth = tokenAddress('WETH')
    await openAs(page, wallet, '/pool/v2/find')
    await expect(page.getByTestId('find-currency-0')).toContainText('ETH')
    await pickListed(page, 1, weth, weth)
    await expect(findResult(page)).toHaveText('Invalid pair')
    // The v2 factory's address: the selector looks it up on chain and offers nothing to import.
    await page.getByTestId('find-currency-1').click()
    const dialog = page.getByRole('dialog', { name: 'Select a token' })
    await dialog
      .getByRole('textbox', { name: 'Search name or paste address' })
      .fill(contracts.UniswapV2Factory)
    await expect(dialog.getByText('No results found.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Import' })).toHaveCount(0)
  })

  test('UNI/WETH LP added outside the app: the page does not track it, Find shows Pool Found and saves it, then the page lists it', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const owner = wallet.address
    await addUniLiquidity(chain.rpcUrl, owner)
    expect(await balanceOf(chainClient, UNI_WETH, owner)).toBeGreaterThan(0n)

    await openAs(page, wallet, '/pool/v2')
    await expect(cardOf(page, DAI_WETH)).toBeVisible()
    await expect(cardOf(page, UNI_WETH)).toHaveCount(0)

    await page.getByRole('link', { name: 'Import Pool' }).click()
    await expect(page).toHaveURL(/#\/pool\/v2\/find$/)
    await pickListed(page, 1, 'UNI', UNI)
    await expect(findResult(page)).toHaveAttribute('data-state', 'found')
    await expect(findResult(page).getByText('Pool Found')).toBeVisible()
    const found = cardOf(findResult(page), UNI_WETH)
    await expect(found).toContainText('UNI/ETH')
    await expectCardMatchesChain(found, chainClient, UNI_WETH, owner)

    await findResult(page).getByRole('link', { name: 'Manage this pool' }).click()
    await expect(page).toHaveURL(/#\/pool\/v2$/)
    await expect(cardOf(page, UNI_WETH)).toBeVisible()
    await expect(page.locator('[data-testid^="v2-position-0x"]')).toHaveCount(4)
    // Saved to the user's pairs: still listed after a reload.
    await page.reload()
    await expectConnected(page, wallet)
    await expect(cardOf(page, UNI_WETH)).toBeVisible()
  })
})
