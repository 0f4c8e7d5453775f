// Migrate v2 (and the fork's) liquidity to v3 against the devchain (spec 2 §2 "Migrate", §4, §7–§9, issue #19):
// account 0 holds LP in v2's WETH/USDC, WETH/DAI and WETH/MKR pairs and in the fork's DAI/WETH pair; every
// migration ends on what the chain holds afterwards (the LP balance 0, a new position with the confirmed terms).
import type { Page } from '@playwright/test'
import { type Address, encodeFunctionData, erc20Abi, maxUint256, type PublicClient, parseAbi } from 'viem'
import { expect, test } from './fixtures.ts'
import { mine, sendFromNode } from './support/anvil.ts'
import { expectConnected } from './support/app.ts'
import { rpcCall } from './support/jsonRpc.ts'
import { lastPositionOf, positionCount } from './support/positions.ts'
import { approveButton, contracts, deployment, minedOnNode, movePools, tokenAddress } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const MIGRATOR = contracts.V3Migrator as Address
const V2_PAIR = deployment.fixtures.migratePair as Address
const FORK_PAIR = deployment.fixtures.forkMigratePair as Address

const factoryAbi = parseAbi([
  'function createPair(address tokenA, address tokenB) returns (address pair)',
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])
const v3FactoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])
const routerAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
])

const v2PairOf = (name: string): Address => {
  const entry = deployment.pools.v2.find((p) => p.pair === name)
  if (!entry) throw new Error(`No v2 pair ${name}`)
  return entry.address as Address
}

const lpOf = (client: PublicClient, pair: Address, owner: Address) =>
  client.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<string> {
  const reply = await rpcCall(rpcUrl, method, params)
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`)
  return String(reply.result)
}

const migrateButton = (page: Page) => page.getByTestId('migrate-button')

async function openPair(page: Page, wallet: TestWallet, pair: string): Promise<void> {
  wallet.authorizeSite()
  await page.goto(`/#/migrate/v2/${pair}`)
  await expectConnected(page, wallet)
}

async function fullRange(page: Page): Promise<void> {
  await page.getByTestId('full-range').click()
  await page.getByTestId('full-range-confirm').click()
  await expect(page.getByTestId('range-min-input')).toHaveValue('0')
}

async function chooseFee(page: Page, fee: 500 | 3000 | 10000): Promise<void> {
  await page.getByTestId('fee-tier-toggle').click()
  await page.getByTestId(`fee-tier-${fee}`).click()
  await expect(page.getByTestId('fee-tier-selected')).toContainText(`${fee / 10_000}% fee tier`)
}

/** Opens the review, checks what it shows, confirms, and waits for the successful receipt: 'Success!'. */
async function reviewAndMigrate(page: Page, pairText: RegExp): Promise<void> {
  await expect(migrateButton(page)).toBeEnabled()
  await migrateButton(page).click()
  const review = page.getByRole('dialog', { name: 'Migrate Liquidity' })
  await expect(review.getByTestId('migrate-review-pair')).toHaveText(pairText)
  await expect(review.getByTestId('migrate-review-min')).toContainText('0 ')
  await expect(review.getByTestId('migrate-review-max')).toContainText('∞')
  await review.getByTestId('migrate-confirm').click()
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
  await expect(submitted.getByTestId('flow-receipt')).toHaveAttribute('data-receipt', 'success')
  await submitted.getByRole('button', { name: 'Close' }).first().click()
  await expect(migrateButton(page)).toHaveText('Success!')
}

test.describe('migrate list', () => {
  test('without a wallet: the connect prompt, the import link and the back link', async ({ page }) => {
    await page.goto('/#/migrate/v2')
    const list = page.getByTestId('migrate-list')
    await expect(list.getByText('Connect to a wallet to view your V2 liquidity.')).toBeVisible()
    await expect(list.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(list.getByTestId('migrate-import')).toHaveAttribute(
      'href',
      '#/pool/v2/find?origin=/migrate/v2',
    )
    await expect(list.getByTestId('migrate-back')).toHaveAttribute('href', '#/pool/v2')
  })

  test("account 0's v2 and fork liquidity, each with Migrate to its pair's page", async ({
    page,
    wallet,
  }) => {
    wallet.authorizeSite()
    await page.goto('/#/migrate/v2')
    await expectConnected(page, wallet)
    const v2 = page.getByTestId(`migrate-pair-${V2_PAIR}`)
    await expect(v2).toContainText('WETH/USDC')
    await expect(v2).not.toContainText('SushiSwap')
    await expect(v2.getByRole('link', { name: 'Migrate' })).toHaveAttribute('href', `#/migrate/v2/${V2_PAIR}`)
    const fork = page.getByTestId(`migrate-pair-${FORK_PAIR}`)
    await expect(fork).toContainText('DAI/WETH')
    await expect(fork).toContainText('SushiSwap')
    await fork.getByRole('link', { name: 'Migrate' }).click()
    await expect(page).toHaveURL(new RegExp(`#/migrate/v2/${FORK_PAIR}$`))
    await expect(page.getByTestId('migrate-source')).toHaveText('SushiSwap')
  })
})

test.describe('migrate a pair', () => {
  test("an address that is no address logs 'Invalid pair address' and goes back to the list", async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/#/migrate/v2/0x1234')
    await expect(page).toHaveURL(/#\/migrate\/v2$/)
    await expect(page.getByTestId('migrate-list')).toBeVisible()
    expect(errors).toContain('Invalid pair address')
  })

  test('a token, an account and a pair of another factory each get a clear message and no Migrate', async ({
    page,
    wallet,
    chain,
  }) => {
    await openPair(page, wallet, tokenAddress('DAI'))
    await expect(page.getByTestId('migrate-invalid')).toHaveText(/not a V2 pair/)
    await expect(migrateButton(page)).toHaveCount(0)

    await page.goto(`/#/migrate/v2/${deployment.accounts[5]?.address}`)
    await expect(page.getByTestId('migrate-invalid')).toHaveText(/not a contract/)
    await expect(migrateButton(page)).toHaveCount(0)

    // A pair of a factory the app does not know: v2's pair code at a new address, its storage saying that
    // another factory (account 7) made it for WETH/USDC, with some supply.
    const other = '0x00000000000000000000000000000000000a11ce'
    const slot = (n: number) => `0x${n.toString(16)}`
    const word = (value: string | bigint) => `0x${BigInt(value).toString(16).padStart(64, '0')}`
    await rpc(chain.rpcUrl, 'anvil_setCode', [
      other,
      await rpc(chain.rpcUrl, 'eth_getCode', [V2_PAIR, 'latest']),
    ])
    await rpc(chain.rpcUrl, 'anvil_setStorageAt', [other, slot(0), word(10n ** 18n)])
    await rpc(chain.rpcUrl, 'anvil_setStorageAt', [
      other,
      slot(5),
      word(deployment.accounts[7]?.address ?? '0x7'),
    ])
    await rpc(chain.rpcUrl, 'anvil_setStorageAt', [other, slot(6), word(tokenAddress('WETH'))])
    await rpc(chain.rpcUrl, 'anvil_setStorageAt', [other, slot(7), word(tokenAddress('USDC'))])
    await page.goto(`/#/migrate/v2/${other}`)
    await expect(page.getByTestId('migrate-invalid')).toHaveText(/another exchange|does not migrate from/)
    await expect(migrateButton(page)).toHaveCount(0)
  })

  test('v2 WETH/USDC into the existing 0.3 % pool with an LP permit: the LP is 0 and a full-range position exists', {
    tag: '@replica',
  }, async ({ page, wallet, chainClient }) => {
    const owner = wallet.address as Address
    const lpBefore = await lpOf(chainClient, V2_PAIR, owner)
    expect(lpBefore).toBeGreaterThan(0n)
    const positionsBefore = await positionCount(chainClient, owner)
    await openPair(page, wallet, V2_PAIR)
    await expect(page.getByTestId('migrate-source')).toHaveText('V2')
    await expect(page.getByTestId('migrate-v2-amount-0')).not.toHaveText('-')
    // The pair's own order: WETH first on the devchain, USDC first on mainnet (its lower address).
    await expect(page.getByTestId('migrate-v2-price')).toHaveText(/^1 (WETH|USDC) = /)
    await expect(page.getByTestId('migrate-v3-price')).toHaveText(/^1 (WETH|USDC) = /)
    await expect(migrateButton(page)).toHaveText('Select a price range')
    await fullRange(page)
    await expect(page.getByTestId('migrate-deposit-0')).not.toHaveText('')
    await expect(page.getByTestId('migrate-refund')).toContainText(
      /At least .+ (ETH|USDC) and .+ (ETH|USDC) will/,
    )
    // The LP permit ('Uniswap V2', '1'): a signature, no transaction.
    await expect(approveButton(page)).toHaveText('Approve UNI-V2')
    await expect(migrateButton(page)).toBeDisabled()
    await approveButton(page).click()
    await expect(approveButton(page)).toHaveCount(0)
    await reviewAndMigrate(page, /^(WETH\/USDC|USDC\/WETH) \(V2\)$/)

    await expect.poll(() => lpOf(chainClient, V2_PAIR, owner)).toBe(0n)
    const position = await lastPositionOf(chainClient, owner)
    expect(position.count).toBe(positionsBefore + 1n)
    expect(position.fee).toBe(3000)
    expect(position.tickLower).toBe(-887220)
    expect(position.tickUpper).toBe(887220)
    expect(position.liquidity).toBeGreaterThan(0n)
    // The permit was redeemed inside the migration: nothing stays allowed.
    expect(
      await chainClient.readContract({
        address: V2_PAIR,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, MIGRATOR],
      }),
    ).toBe(0n)
  })

  test("the fork's DAI/WETH into the 0.05 % pool after approving the migrator on chain", {
    tag: '@replica',
  }, async ({ page, wallet, chainClient }) => {
    const owner = wallet.address as Address
    expect(await lpOf(chainClient, FORK_PAIR, owner)).toBeGreaterThan(0n)
    await openPair(page, wallet, FORK_PAIR)
    await expect(page.getByTestId('migrate-source')).toHaveText('SushiSwap')
    await chooseFee(page, 500)
    await fullRange(page)
    await approveButton(page).click()
    await expect
      .poll(() =>
        chainClient.readContract({
          address: FORK_PAIR,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, MIGRATOR],
        }),
      )
      .toBe(maxUint256)
    await reviewAndMigrate(page, /^DAI\/WETH \(SushiSwap\)$/)
    await expect.poll(() => lpOf(chainClient, FORK_PAIR, owner)).toBe(0n)
    const position = await lastPositionOf(chainClient, owner)
    expect(position.fee).toBe(500)
    expect(position.liquidity).toBeGreaterThan(0n)
  })

  test('v2 WETH/MKR, which has no v3 pool: created at the v2 price and migrated in one transaction', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    const mkr = tokenAddress('MKR')
    const pair = v2PairOf('WETH/MKR')
    // Account 0 provides WETH/MKR liquidity first (from the node: the app is not involved).
    await minedOnNode(
      chain.rpcUrl,
      await sendFromNode(chain.rpcUrl, {
        from: owner,
        to: mkr,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [contracts.UniswapV2Router02 as Address, maxUint256],
        }),
      }),
    )
    await minedOnNode(
      chain.rpcUrl,
      await sendFromNode(chain.rpcUrl, {
        from: owner,
        to: contracts.UniswapV2Router02,
        value: `0x${(75n * 10n ** 18n).toString(16)}`,
        data: encodeFunctionData({
          abi: routerAbi,
          functionName: 'addLiquidityETH',
          args: [mkr, 100n * 10n ** 18n, 0n, 0n, owner, 2n ** 40n],
        }),
      }),
    )
    expect(await lpOf(chainClient, pair, owner)).toBeGreaterThan(0n)
    const poolOf = () =>
      chainClient.readContract({
        address: contracts.UniswapV3Factory as Address,
        abi: v3FactoryAbi,
        functionName: 'getPool',
        args: [tokenAddress('WETH'), mkr, 3000],
      })
    expect(Number(await poolOf())).toBe(0)

    await openPair(page, wallet, pair)
    await expect(page.getByTestId('migrate-new-pool')).toContainText('first liquidity provider')
    await expect(page.getByTestId('migrate-v3-price')).toHaveCount(0)
    await fullRange(page)
    await approveButton(page).click()
    await expect(approveButton(page)).toHaveCount(0)
    await reviewAndMigrate(page, /^WETH\/MKR \(V2\)$/)
    await expect.poll(async () => Number(await poolOf())).not.toBe(0)
    await expect.poll(() => lpOf(chainClient, pair, owner)).toBe(0n)
    expect((await lastPositionOf(chainClient, owner)).fee).toBe(3000)
  })

  test('the price-difference warning from 2 %; a range that takes one side only refunds all of the other, shown before signing', async ({
    page,
    wallet,
    chain,
  }) => {
    await openPair(page, wallet, v2PairOf('DAI/WETH'))
    await expect(page.getByTestId('migrate-v3-price')).toBeVisible()
    await expect(page.getByTestId('migrate-price-warning')).toHaveCount(0)
    // Another trader moves every v3 WETH/DAI pool; the v2 pair keeps its price.
    await movePools(chain.rpcUrl, 30n * 10n ** 18n)
    await mine(chain.rpcUrl)
    await expect(page.getByTestId('migrate-price-warning')).toContainText('Price Difference:')

    // A range wholly above the price takes none of one side: the warning, and that side all refunded.
    const max = Number((await page.getByTestId('migrate-v3-price').textContent())?.match(/= ([\d.]+)/)?.[1])
    expect(max).toBeGreaterThan(0)
    await page.getByTestId('range-min-input').fill(String(max * 5))
    await page.getByTestId('range-max-input').fill(String(max * 10))
    await page.getByTestId('range-max-input').blur()
    await expect(page.getByTestId('range-out-of-range')).toBeVisible()
    // The range is above the price: it takes DAI only, and all 25 WETH of the LP's worth come back as ETH.
    await expect(page.getByTestId('migrate-deposit-1')).toHaveText('0')
    await expect(page.getByTestId('migrate-refund')).toContainText(/DAI and 25 ETH will be refunded/)
  })

  test('a pair with no reserves: nothing to migrate, no Migrate', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const factory = contracts.UniswapV2Factory as Address
    const [a, b] = [tokenAddress('DAI'), tokenAddress('MKR')]
    await minedOnNode(
      chain.rpcUrl,
      await sendFromNode(chain.rpcUrl, {
        from: deployment.accounts[9]?.address ?? '',
        to: factory,
        data: encodeFunctionData({ abi: factoryAbi, functionName: 'createPair', args: [a, b] }),
      }),
    )
    const pair = await chainClient.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    await openPair(page, wallet, pair)
    await expect(migrateButton(page)).toHaveText('This pair has no reserves: there is nothing to migrate')
    await expect(migrateButton(page)).toBeDisabled()
  })
})
