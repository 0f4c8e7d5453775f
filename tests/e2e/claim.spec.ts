// The airdrop claim against the devchain (spec 2 §2, §4, §5, §8, issue #20). The devchain's MerkleDistributor
// holds the claims of its generated files, served by the test build under devchain-airdrop/: account 1 has
// 400 UNI as a User, account 2 Liquidity + User, and 0x0074…9881 claimed already. Every claim ends on what the
// chain holds afterwards.
import type { Page } from '@playwright/test'
import { type Address, erc20Abi, type PublicClient, parseAbi } from 'viem'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { contracts, deployment } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const UNI = contracts.UNI as Address
const DISTRIBUTOR = contracts.MerkleDistributor as Address
const distributorAbi = parseAbi(['function isClaimed(uint256 index) view returns (bool)'])
const stakingAbi = parseAbi(['function earned(address account) view returns (uint256)'])
const stakedPool = deployment.staking.find((entry) => entry.stakingToken === deployment.fixtures.stakedPair)
if (!stakedPool) throw new Error('No staking pool for the staked WETH/DAI pair')
const STAKING = stakedPool.address as Address

const testClaim = (predicate: (c: (typeof deployment.airdrop.testClaims)[number]) => boolean) => {
  const found = deployment.airdrop.testClaims.find(predicate)
  if (!found) throw new Error('No such test claim in the deployment')
  return found
}
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const ACCOUNT_1 = testClaim((c) => same(c.account, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
const ACCOUNT_2 = testClaim((c) => same(c.account, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'))
const CLAIMED = testClaim((c) => c.claimed)
// The chunk file that holds account 1 (its mapping range ends at account 1).
const ACCOUNT_1_CHUNK = '0x37FB7beE23AF6150a258b4251c9083E97fD94d28'

const uniBalance = (client: PublicClient, account: string) =>
  client.readContract({ address: UNI, abi: erc20Abi, functionName: 'balanceOf', args: [account as Address] })
const isClaimed = (client: PublicClient, index: number) =>
  client.readContract({
    address: DISTRIBUTOR,
    abi: distributorAbi,
    functionName: 'isClaimed',
    args: [BigInt(index)],
  })

const addressDialog = (page: Page) => page.getByRole('dialog', { name: 'Claim UNI token' })
const selfDialog = (page: Page) => page.getByRole('dialog', { name: 'Claim UNI', exact: true })
const claimButton = (page: Page) => page.getByTestId('claim-submit')

/** Connected as dev account `index` from the start, on `path`. */
async function openAs(page: Page, wallet: TestWallet, index: number, path: string): Promise<void> {
  await wallet.switchAccount(index)
  wallet.authorizeSite()
  await page.goto(`/#${path}`)
  await expectConnected(page, wallet)
}

async function typeAddress(page: Page, address: string): Promise<void> {
  await addressDialog(page).getByTestId('claim-address-input').fill(address)
}

test.describe('airdrop claim', () => {
  test("account 1 claims its 400 UNI from the menu's Claim UNI: Claiming, then Claimed with confetti, and 400 UNI more on chain", {
    tag: '@replica',
  }, async ({ page, wallet, chainClient }) => {
    const before = await uniBalance(chainClient, ACCOUNT_1.account)
    await openAs(page, wallet, 1, '/swap')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: 'Claim UNI' }).click()
    await typeAddress(page, ACCOUNT_1.account)
    await expect(addressDialog(page).getByTestId('claim-amount')).toHaveText('400 UNI')
    await expect(claimButton(page)).toBeEnabled()
    await claimButton(page).click()
    await expect(addressDialog(page).getByText('Claiming')).toBeVisible()
    await expect(addressDialog(page).getByText('Claimed')).toBeVisible()
    await expect(addressDialog(page).getByText('Welcome to team Unicorn :)')).toBeVisible()
    await expect(page.getByTestId('claim-confetti')).toBeAttached()
    expect(await uniBalance(chainClient, ACCOUNT_1.account)).toBe(before + 400n * 10n ** 18n)
    expect(await isClaimed(chainClient, ACCOUNT_1.index)).toBe(true)
  })

  test('/claim opens the address-claim dialog over /swap; anyone may claim for another address, whose balance rises, with no confetti under reduced motion', async ({
    page,
    wallet,
    chainClient,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const before = await uniBalance(chainClient, ACCOUNT_2.account)
    await openAs(page, wallet, 0, '/claim')
    await expect(page).toHaveURL(/#\/swap$/)
    await expect(addressDialog(page)).toBeVisible()
    await typeAddress(page, ACCOUNT_2.account)
    await expect(addressDialog(page).getByTestId('claim-amount')).toHaveText('1387.65 UNI')
    await claimButton(page).click()
    await expect(addressDialog(page).getByText('Claimed')).toBeVisible()
    await expect(page.getByTestId('claim-confetti')).toHaveCount(0)
    expect(await uniBalance(chainClient, ACCOUNT_2.account)).toBe(before + BigInt(ACCOUNT_2.amount))
  })

  test('the UNI balance dialog counts staking rewards earned as unclaimed: account 0 claims its airdrop, then sees what its WETH/DAI stake has earned', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    await openAs(page, wallet, 0, '/swap')
    await page.getByTestId('claim-header-button').click()
    await selfDialog(page).getByTestId('claim-submit').click()
    await expect(selfDialog(page)).toHaveCount(0)
    // The airdrop is claimed: the pill turns into the UNI balance, which opens the balance dialog.
    await expect(page.getByTestId('claim-header-button')).toHaveText(/^[\d,.]+ UNI$/)
    await page.getByTestId('claim-header-button').click()
    await expect(page.getByRole('dialog', { name: 'Your UNI Breakdown' })).toBeVisible()
    const earned = await chainClient.readContract({
      address: STAKING,
      abi: stakingAbi,
      functionName: 'earned',
      args: [owner],
    })
    expect(earned).toBeGreaterThan(0n)
    // The airdrop is claimed: what is left unclaimed is the stake's reward, at least what it was a moment ago.
    await expect(page.getByTestId('uni-unclaimed')).not.toHaveText(/^0\b/)
    const shown = Number((await page.getByTestId('uni-unclaimed').textContent())?.replace(/[^\d.]/g, ''))
    expect(shown).toBeGreaterThanOrEqual(Math.floor(Number(earned / 10n ** 14n) / 10_000))
  })

  test("account 2's header Claim UNI shows its Liquidity and User breakdown; the dialog closes on the receipt", async ({
    page,
    wallet,
    chainClient,
  }) => {
    await openAs(page, wallet, 2, '/swap')
    await page.getByTestId('claim-header-button').click()
    const dialog = selfDialog(page)
    await expect(dialog.getByTestId('self-claim-amount')).toHaveText('1387.65 UNI')
    await expect(dialog.getByTestId('claim-row-liquidity')).toHaveText('Liquidity987.654 UNI')
    await expect(dialog.getByTestId('claim-row-user')).toHaveText('User400 UNI')
    await expect(dialog.getByTestId('claim-row-socks')).toHaveCount(0)
    await dialog.getByTestId('claim-submit').click()
    await expect(dialog).toHaveCount(0)
    expect(await isClaimed(chainClient, ACCOUNT_2.index)).toBe(true)
    // No claim left: the header shows the UNI balance instead.
    await expect(page.getByTestId('claim-header-button')).toHaveText(/UNI$/)
    await expect(page.getByTestId('claim-header-button')).not.toHaveText('Claim UNI')
  })

  test("an address with no claim and an already-claimed address: 'Address has no available claim', Claim disabled", async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, 0, '/claim')
    await typeAddress(page, '0x0000000000000000000000000000000000000001')
    await expect(addressDialog(page).getByRole('alert')).toHaveText('Address has no available claim')
    await expect(claimButton(page)).toBeDisabled()
    await typeAddress(page, CLAIMED.account)
    await expect(addressDialog(page).getByRole('alert')).toHaveText('Address has no available claim')
    await expect(claimButton(page)).toBeDisabled()
  })

  test('the wallet rejecting the claim returns to idle with the claim still available', async ({
    page,
    wallet,
    chainClient,
  }) => {
    await openAs(page, wallet, 1, '/claim')
    await typeAddress(page, ACCOUNT_1.account)
    await expect(claimButton(page)).toBeEnabled()
    wallet.rejectNext('eth_sendTransaction')
    await claimButton(page).click()
    await expect(addressDialog(page).getByTestId('claim-amount')).toHaveText('400 UNI')
    await expect(claimButton(page)).toBeEnabled()
    expect(await isClaimed(chainClient, ACCOUNT_1.index)).toBe(false)
  })

  test("a tampered chunk file: its proof does not reach the distributor's root, so no claim is offered, nothing is sent, and the reason is logged", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    await page.route(`**/devchain-airdrop/${ACCOUNT_1_CHUNK}.json`, async (route) => {
      const response = await route.fetch()
      const chunk = (await response.json()) as Record<string, { amount: string }>
      const entry = chunk[ACCOUNT_1.account]
      if (!entry) throw new Error('account 1 is not in its chunk')
      entry.amount = `0x${(4000n * 10n ** 18n).toString(16)}`
      await route.fulfill({ response, json: chunk })
    })
    await openAs(page, wallet, 1, '/claim')
    await typeAddress(page, ACCOUNT_1.account)
    await expect(addressDialog(page).getByRole('alert')).toHaveText('Address has no available claim')
    await expect(claimButton(page)).toBeDisabled()
    await expect(page.getByTestId('claim-header-button')).not.toHaveText('Claim UNI')
    await expect
      .poll(() => logged.some((text) => text.includes("does not match the distributor's Merkle root")))
      .toBe(true)
    expect(await isClaimed(chainClient, ACCOUNT_1.index)).toBe(false)
  })
})
