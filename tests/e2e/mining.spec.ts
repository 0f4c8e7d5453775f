// Liquidity mining against the devchain's four staking pools (spec 2 §2, §4, §5, §7, issue #21): account 0
// holds unstaked WETH/DAI LP and has staked as much in the WETH/DAI pool; every write ends on what the chain
// holds afterwards.
import type { Page } from '@playwright/test'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type PublicClient,
  parseAbi,
} from 'viem'
import { expect, test } from './fixtures.ts'
import { mine, sendFromNode, setNextBlockTimestamp } from './support/anvil.ts'
import { expectConnected } from './support/app.ts'
import { severeViolations } from './support/axe.ts'
import { approveButton, deployment, minedOnNode, tokenAddress } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const stakingAbi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function earned(address account) view returns (uint256)',
  'function stake(uint256 amount)',
  'function stakeWithPermit(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function exit()',
  'function getReward()',
])

const DAI = tokenAddress('DAI')
const pool = deployment.staking.find((entry) => entry.stakingToken === deployment.fixtures.stakedPair)
if (!pool) throw new Error('No staking pool for the staked WETH/DAI pair')
const STAKING = pool.address as Address
const LP = pool.stakingToken as Address
const UNI = pool.rewardToken as Address
const POOL_PATH = `/uni/ETH/${DAI}`

const balanceOf = (client: PublicClient, token: Address, account: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
const stakedOf = (client: PublicClient, account: Address) =>
  client.readContract({ address: STAKING, abi: stakingAbi, functionName: 'balanceOf', args: [account] })

/** The staking call account 0 sent in the latest block, with the gas limit it was sent with. */
async function lastStakingCall(client: PublicClient, owner: Address) {
  const block = await client.getBlock({ includeTransactions: true })
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const tx = block.transactions.find((t) => t.to !== null && same(t.to, STAKING) && same(t.from, owner))
  if (!tx) throw new Error('No staking call in the latest block')
  return { name: decodeFunctionData({ abi: stakingAbi, data: tx.input }).functionName, gas: tx.gas }
}

/**
 * The devchain's seed staked with a standing allowance of the LP to the staking pool; the node (which signs for
 * account 0) takes it back, so the app must ask for a permit or an approval.
 */
async function revokeAllowance(rpcUrl: string, owner: Address): Promise<void> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [STAKING, 0n] })
  await minedOnNode(rpcUrl, await sendFromNode(rpcUrl, { from: owner, to: LP, data }))
}

async function openPool(page: Page, wallet: TestWallet): Promise<void> {
  wallet.authorizeSite()
  await page.goto(`/#${POOL_PATH}`)
  await expectConnected(page, wallet)
  await expect(page.getByTestId('mining-pool-page')).toBeVisible()
  await expect(page.getByTestId('mining-available')).not.toHaveText(/^0 /)
}

const depositDialog = (page: Page) => page.getByRole('dialog', { name: 'Deposit' })
const depositAction = (page: Page) => page.getByTestId('mining-deposit-action')
const submitted = (page: Page) => page.getByRole('dialog', { name: 'Transaction Submitted' })

async function closeSubmitted(page: Page): Promise<void> {
  await expect(submitted(page).getByTestId('flow-receipt')).toHaveAttribute('data-receipt', 'success')
  await submitted(page).getByTestId('confirm-close').click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

// The staked pair's LP as the pool names it: DAI-WETH on the devchain (its pools list tokens in address order),
// WETH-DAI on mainnet (its fixed pool table, facts §6).
const STAKED_LP = /UNI-V2 (DAI-WETH|WETH-DAI)/

test.describe('liquidity mining', () => {
  test('lists the four pools with the countdown, links each to its page, and asks to connect without a wallet', async ({
    page,
  }) => {
    await page.goto('/#/uni')
    const cards = page.getByTestId('mining-pool')
    await expect(cards).toHaveCount(4)
    await expect(page.getByTestId('mining-countdown')).toContainText('Rewards end in')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    const card = page.locator('[data-testid="mining-pool"][data-pair="DAI-WETH"]')
    await expect(card.getByTestId('mining-pool-rate')).toHaveText(/^[\d,.]+ UNI \/ week$/)
    await expect(card.getByTestId('mining-pool-apr')).not.toHaveText('')
    await card.click()
    await expect(page).toHaveURL(new RegExp(`#/uni/${DAI}/ETH$`))
    await expect(page.getByTestId('mining-pool-page')).toHaveAttribute('data-pair', 'DAI-WETH')
    expect(await severeViolations(page)).toEqual([])
  })

  test('account 0 deposits its unstaked WETH/DAI LP with an LP permit, claims its UNI, then withdraws: each on chain', {
    tag: '@replica',
  }, async ({ page, wallet, chain, chainClient }) => {
    const owner = wallet.address as Address
    await revokeAllowance(chain.rpcUrl, owner)
    const [unstaked, stakedBefore] = [
      await balanceOf(chainClient, LP, owner),
      await stakedOf(chainClient, owner),
    ]
    expect(unstaked).toBeGreaterThan(0n)
    await openPool(page, wallet)
    await expect(page.getByTestId('mining-your-deposit')).toContainText(STAKED_LP)

    // The unclaimed UNI ticks up between blocks (the devchain mines only on demand).
    const unclaimed = page.getByTestId('mining-unclaimed')
    await expect(unclaimed).not.toHaveText('0.0000')
    const first = await unclaimed.textContent()
    await expect(unclaimed).not.toHaveText(first ?? '')
    expect(Number(await unclaimed.textContent())).toBeGreaterThan(Number(first))

    await page.getByTestId('mining-deposit').click()
    const dialog = depositDialog(page)
    await dialog.getByRole('button', { name: 'Max' }).click()
    await expect(dialog.getByTestId('amount-mining-deposit')).toHaveValue(formatUnits(unstaked, 18))
    await expect(approveButton(page)).toHaveText('Approve UNI-V2')
    await expect(depositAction(page)).toBeDisabled()
    await approveButton(page).click()
    await expect(depositAction(page)).toBeEnabled()
    await depositAction(page).click()
    await expect(submitted(page)).toBeVisible()
    await expect.poll(() => stakedOf(chainClient, owner)).toBe(stakedBefore + unstaked)
    expect(await balanceOf(chainClient, LP, owner)).toBe(0n)
    expect(await lastStakingCall(chainClient, owner)).toEqual({ name: 'stakeWithPermit', gas: 350_000n })
    await closeSubmitted(page)

    const uniBefore = await balanceOf(chainClient, UNI, owner)
    await page.getByTestId('mining-claim').click()
    await page.getByRole('dialog', { name: 'Claim' }).getByTestId('mining-claim-confirm').click()
    await expect(submitted(page)).toBeVisible()
    await expect.poll(() => balanceOf(chainClient, UNI, owner)).toBeGreaterThan(uniBefore)
    expect(await lastStakingCall(chainClient, owner)).toEqual({ name: 'getReward', gas: 350_000n })
    await closeSubmitted(page)

    await page.getByTestId('mining-withdraw').click()
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' })
    await expect(withdraw.getByTestId('mining-withdraw-lp')).toContainText(STAKED_LP)
    await withdraw.getByTestId('mining-withdraw-confirm').click()
    await expect(submitted(page)).toBeVisible()
    await expect.poll(() => stakedOf(chainClient, owner)).toBe(0n)
    expect(await balanceOf(chainClient, LP, owner)).toBe(stakedBefore + unstaked)
    expect(await lastStakingCall(chainClient, owner)).toEqual({ name: 'exit', gas: 300_000n })
    await closeSubmitted(page)
    await expect(page.getByTestId('mining-your-deposit')).toHaveText(new RegExp(`^0 ${STAKED_LP.source}$`))
  })

  test('a declined permit (4001) sends nothing; a permit that fails otherwise approves the LP on chain, then stake', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    await revokeAllowance(chain.rpcUrl, owner)
    const stakedBefore = await stakedOf(chainClient, owner)
    await openPool(page, wallet)
    await page.getByTestId('mining-deposit').click()
    await depositDialog(page).getByTestId('amount-mining-deposit').fill('1')

    wallet.rejectNext('eth_signTypedData_v4')
    await approveButton(page).click()
    await expect(approveButton(page)).toHaveText('Approve UNI-V2')
    await expect(approveButton(page)).toBeEnabled()
    await expect(depositAction(page)).toBeDisabled()
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])

    wallet.failNext('eth_signTypedData_v4')
    await approveButton(page).click()
    const allowance = () =>
      chainClient.readContract({
        address: LP,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, STAKING],
      })
    await expect.poll(allowance).toBeGreaterThan(0n)
    await expect(depositAction(page)).toBeEnabled()
    await depositAction(page).click()
    await expect(submitted(page)).toBeVisible()
    await expect.poll(() => stakedOf(chainClient, owner)).toBe(stakedBefore + 10n ** 18n)
    expect(await lastStakingCall(chainClient, owner)).toEqual({ name: 'stake', gas: 350_000n })
  })

  test("bad amounts (above the unstaked LP, '.', junk) say 'Enter an amount' and send nothing", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    const unstaked = await balanceOf(chainClient, LP, owner)
    await openPool(page, wallet)
    await page.getByTestId('mining-deposit').click()
    const input = depositDialog(page).getByTestId('amount-mining-deposit')
    await expect(depositAction(page)).toHaveText('Enter an amount')
    await input.fill(formatUnits(unstaked + 1n, 18))
    await expect(depositAction(page)).toHaveText('Enter an amount')
    await expect(depositAction(page)).toBeDisabled()
    await input.fill('.')
    await expect(depositAction(page)).toHaveText('Enter an amount')
    await input.fill('')
    await input.pressSequentially('abc')
    await expect(input).toHaveValue('')
    await expect(depositAction(page)).toHaveText('Enter an amount')
    await expect(approveButton(page)).toHaveCount(0)
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
  })

  test('once the period has ended: deposit is disabled, claim and withdraw still work', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const owner = wallet.address as Address
    await setNextBlockTimestamp(chain.rpcUrl, BigInt(pool.periodFinish) + 60n)
    await mine(chain.rpcUrl)
    await openPool(page, wallet)
    await expect(page.getByTestId('mining-countdown')).toHaveText('Rewards have ended!')
    await expect(page.getByTestId('mining-deposit')).toBeDisabled()

    const uniBefore = await balanceOf(chainClient, UNI, owner)
    await page.getByTestId('mining-claim').click()
    await page.getByRole('dialog', { name: 'Claim' }).getByTestId('mining-claim-confirm').click()
    await expect.poll(() => balanceOf(chainClient, UNI, owner)).toBeGreaterThan(uniBefore)
    await closeSubmitted(page)

    await page.getByTestId('mining-withdraw').click()
    await page.getByRole('dialog', { name: 'Withdraw' }).getByTestId('mining-withdraw-confirm').click()
    await expect.poll(() => stakedOf(chainClient, owner)).toBe(0n)
  })

  test('a pool page without LP to deposit links to adding liquidity for the pair', async ({
    page,
    wallet,
  }) => {
    wallet.authorizeSite()
    await page.goto('/#/uni')
    await expectConnected(page, wallet)
    await page.locator('[data-testid="mining-pool"][data-pair="WBTC-WETH"]').click()
    await expect(page.getByTestId('mining-get-lp')).toBeVisible()
    await page.getByTestId('mining-add-liquidity').click()
    await expect(page).toHaveURL(new RegExp(`#/add/v2/${tokenAddress('WBTC')}/ETH$`))
  })
})
