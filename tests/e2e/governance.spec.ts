// Governance against the devchain's three governors (spec 2 §2–§9, issue #22): the proposals of every status,
// account 0's For vote on 2.3 checked on chain, account 1's delegation to itself, account 0's proposal, the
// hostile description of 2.3 shown as text, unknown proposals, and an axe walk of the screens.
import type { Page } from '@playwright/test'
import { type Address, encodeFunctionData, erc20Abi, type PublicClient, parseAbi } from 'viem'
import { expect, test } from './fixtures.ts'
import { sendFromNode } from './support/anvil.ts'
import { expectConnected } from './support/app.ts'
import { severeViolations } from './support/axe.ts'
import { deployment, minedOnNode } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const BRAVO = deployment.contracts.GovernorBravo as Address
const UNI = deployment.contracts.UNI as Address
const governorAbi = parseAbi([
  'function proposals(uint256) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, uint256 abstainVotes, bool canceled, bool executed)',
  'function proposalCount() view returns (uint256)',
])
const uniAbi = parseAbi([
  'function delegates(address) view returns (address)',
  'function getPriorVotes(address account, uint256 blockNumber) view returns (uint96)',
])

const forVotes = async (client: PublicClient, id: bigint) =>
  (await client.readContract({ address: BRAVO, abi: governorAbi, functionName: 'proposals', args: [id] }))[5]

async function openAs(page: Page, wallet: TestWallet, index: number, path: string): Promise<void> {
  await wallet.switchAccount(index)
  wallet.authorizeSite()
  await page.goto(`/#${path}`)
  await expectConnected(page, wallet)
}

const submitted = (page: Page) => page.getByRole('dialog', { name: 'Transaction Submitted' })
// The active proposal: 2.3 on the devchain, 2.11 on the mainnet replica (Bravo's ids start at 9 there).
const ACTIVE_ID = BigInt(deployment.proposals.find((p) => p.state === 'active')?.id ?? 0)

test.describe('governance', () => {
  test('lists the proposals of the three governors newest first, each with its status in its colour', async ({
    page,
  }) => {
    await page.goto('/#/vote')
    const rows = page.getByTestId('proposal-list').getByRole('link')
    await expect(rows).toHaveCount(deployment.proposals.length)
    await expect(rows.first()).toHaveAttribute('data-testid', 'proposal-2.3')
    const colours: Record<string, string> = {
      active: 'blue',
      pending: 'blue',
      succeeded: 'green',
      executed: 'green',
      defeated: 'red',
      canceled: 'grey',
    }
    for (const proposal of deployment.proposals) {
      const row = page.getByTestId(`proposal-${proposal.governorIndex}.${proposal.id}`)
      await expect(row).toContainText(proposal.title)
      await expect(row).toContainText(`${proposal.governorIndex}.${proposal.id}`)
      const badge = row.getByTestId('proposal-status')
      await expect(badge).toHaveAttribute('data-status', proposal.state)
      await expect(badge).toHaveAttribute('data-colour', colours[proposal.state] ?? 'grey')
    }
    await expect(page.getByTestId('logs-state')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Create Proposal' })).toBeVisible()
    expect(await severeViolations(page)).toEqual([])
  })

  test('the hostile description of 2.3 renders as text: no image, no script, https links only', async ({
    page,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/#/vote/2/3')
    const description = page.getByTestId('proposal-description')
    await expect(page.getByTestId('proposal-title')).toHaveText('Deploy Uniswap v3 on a new chain')
    await expect(description).toContainText('<img src=x onerror=alert(1)>')
    await expect(description.locator('img')).toHaveCount(0)
    await expect(description.getByRole('link', { name: 'uniswap.org' })).toHaveAttribute(
      'href',
      'https://uniswap.org',
    )
    await expect(description.getByRole('link', { name: 'uniswap.org' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    await expect(page.getByTestId('proposal-status')).toHaveAttribute('data-status', 'active')
    await expect(page.getByTestId('votes-abstain')).toBeVisible()
    await expect(page.getByTestId('proposal-end')).toContainText('Voting ends approximately')
    await expect(page.getByTestId('proposal-detail').first()).toContainText('.')
    expect(dialogs).toEqual([])
    expect(await severeViolations(page)).toEqual([])
  })

  test('account 0 votes For on the active proposal (2.3): Submitting Vote, Transaction Submitted, and the For count grows on chain', {
    tag: '@replica',
  }, async ({ page, wallet, chainClient }) => {
    const before = await forVotes(chainClient, ACTIVE_ID)
    const [, , , startBlock] = await chainClient.readContract({
      address: BRAVO,
      abi: governorAbi,
      functionName: 'proposals',
      args: [ACTIVE_ID],
    })
    const votes = await chainClient.readContract({
      address: UNI,
      abi: uniAbi,
      functionName: 'getPriorVotes',
      args: [wallet.address, startBlock],
    })
    await openAs(page, wallet, 0, `/vote/2/${ACTIVE_ID}`)
    await page.getByTestId('vote-1').click()
    const review = page.getByRole('dialog', { name: `Vote for proposal 2.${ACTIVE_ID}` })
    await expect(review.getByTestId('vote-review')).toContainText('Votes')
    wallet.rejectNext('eth_sendTransaction')
    await review.getByTestId('vote-confirm').click()
    // Rejected in the wallet: back to the vote dialog, nothing sent.
    await expect(
      page.getByRole('dialog', { name: `Vote for proposal 2.${ACTIVE_ID}` }).getByTestId('vote-confirm'),
    ).toBeVisible()
    await page.getByTestId('vote-confirm').click()
    await expect(submitted(page)).toBeVisible()
    await expect.poll(() => forVotes(chainClient, ACTIVE_ID)).toBe(before + votes)
    await expect(page.getByTestId('votes-for-value')).not.toHaveText('15,010,000')
  })

  test('account 1 edits its delegation to itself; an account with UNI and no delegate sees Unlock Voting', {
    tag: '@replica',
  }, async ({ page, wallet, chain, chainClient }) => {
    const account1 = deployment.accounts[1]?.address as Address
    await openAs(page, wallet, 1, '/vote')
    await expect(page.getByTestId('delegated-to')).toBeVisible()
    await page.getByTestId('delegate-edit').click()
    const dialog = page.getByRole('dialog', { name: 'Update Delegation' })
    await dialog.getByTestId('delegate-add').click()
    await expect(dialog.getByTestId('delegate-confirm')).toBeDisabled()
    await dialog.getByTestId('delegate-input').fill('not an address')
    await expect(dialog.getByTestId('delegate-confirm')).toBeDisabled()
    await dialog.getByRole('button', { name: 'Delegate to self' }).click()
    await dialog.getByTestId('delegate-self').click()
    await expect(submitted(page)).toBeVisible()
    await expect
      .poll(() =>
        chainClient.readContract({ address: UNI, abi: uniAbi, functionName: 'delegates', args: [account1] }),
      )
      .toBe(account1)
    await expect(submitted(page).getByTestId('flow-receipt')).toHaveAttribute('data-receipt', 'success')
    await submitted(page).getByRole('button', { name: 'Close' }).first().click()
    await expect(submitted(page)).toHaveCount(0)

    // Account 3 gets UNI (from account 2, which holds plenty) and has never delegated.
    const account3 = deployment.accounts[3]?.address as Address
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account3, 10n ** 21n] })
    await minedOnNode(
      chain.rpcUrl,
      await sendFromNode(chain.rpcUrl, { from: deployment.accounts[2]?.address ?? '', to: UNI, data }),
    )
    expect(
      await chainClient.readContract({
        address: UNI,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account3],
      }),
    ).toBe(10n ** 21n)
    await wallet.switchAccount(3)
    // The transfer came from elsewhere: the app sees it at its next poll of the chain (15 s on mainnet).
    await expect(page.getByTestId('unlock-voting')).toBeVisible({ timeout: 20_000 })
    await page.getByTestId('unlock-voting').click()
    await expect(page.getByRole('dialog', { name: 'Unlock Votes' })).toBeVisible()
    expect(await severeViolations(page)).toEqual([])
  })

  test('delegating to an ENS name shows the address it resolves to, and that address gets the votes on chain', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const account0 = deployment.accounts[0]?.address as Address
    const bob = deployment.ens.names['bob.eth'] as Address
    await openAs(page, wallet, 0, '/vote')
    await page.getByTestId('delegate-edit').click()
    const dialog = page.getByRole('dialog', { name: 'Update Delegation' })
    await dialog.getByTestId('delegate-add').click()
    await dialog.getByTestId('delegate-input').fill('bob.eth')
    await expect(dialog.getByTestId('delegate-resolved')).toHaveText(bob)
    await dialog.getByTestId('delegate-confirm').click()
    await expect(submitted(page)).toBeVisible()
    await expect
      .poll(() =>
        chainClient.readContract({ address: UNI, abi: uniAbi, functionName: 'delegates', args: [account0] }),
      )
      .toBe(bob)
  })

  test('account 0 creates a proposal: the form is valid only when complete, then Proposal Submitted and Return', {
    tag: '@replica',
  }, async ({ page, wallet, chainClient }) => {
    const count = await chainClient.readContract({
      address: BRAVO,
      abi: governorAbi,
      functionName: 'proposalCount',
    })
    await openAs(page, wallet, 0, '/create-proposal')
    const submit = page.getByTestId('proposal-submit')
    await expect(submit).toBeDisabled()
    await page.getByTestId('proposal-action').selectOption('transfer-token')
    await page.getByTestId('proposal-target').fill(deployment.accounts[3]?.address ?? '')
    await page.getByTestId('proposal-token').click()
    const selector = page.getByRole('dialog', { name: 'Select a token' })
    await selector.getByRole('textbox', { name: 'Search name or paste address' }).fill(UNI)
    await expect(selector.getByTestId(/^token-row-/)).toHaveCount(1)
    await selector.getByTestId(`token-row-${UNI}`).click()
    await expect(page.getByTestId('proposal-token')).toContainText('UNI')
    await page.getByTestId('proposal-amount').fill('100')
    await page.getByTestId('proposal-title-input').fill('Pay account 3')
    await expect(submit).toBeDisabled()
    await page.getByTestId('proposal-body').fill('For tests.')
    const box = await page.getByTestId('proposal-body').boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(500)
    await expect(submit).toBeEnabled()
    expect(await severeViolations(page)).toEqual([])
    await submit.click()
    await expect(page.getByTestId('proposal-submitted')).toBeVisible()
    await expect
      .poll(() =>
        chainClient.readContract({ address: BRAVO, abi: governorAbi, functionName: 'proposalCount' }),
      )
      .toBe(count + 1n)
    await page.getByTestId('proposal-return').click()
    await expect(page).toHaveURL(/#\/vote$/)
    await expect(page.getByTestId(`proposal-2.${count + 1n}`)).toContainText('Pay account 3')
  })

  test('account 2, with the active 2.3, is told it already has an active or pending proposal', async ({
    page,
    wallet,
  }) => {
    await openAs(page, wallet, 2, '/create-proposal')
    await expect(page.getByTestId('proposal-blocker')).toHaveText(
      'You already have an active or pending proposal',
    )
  })

  test('an unknown governor index or id says so and does not crash', async ({ page }) => {
    for (const path of ['/vote/7/1', '/vote/2/99', '/vote/x/1']) {
      await page.goto(`/#${path}`)
      await expect(page.getByTestId('proposal-not-found'), path).toBeVisible()
    }
    expect(await severeViolations(page)).toEqual([])
  })
})
