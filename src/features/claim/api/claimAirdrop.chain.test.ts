// The airdrop claim on the seeded chain (spec 2 §7, issue #20): the devchain's claim files as the app reads
// them, the proof checked against the distributor's root, and a claim that moves 400 UNI to account 1.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Address, erc20Abi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { gasLimitFor } from '../../../chain/send.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { merkleDistributorAbi } from '../../../lib/abis/merkleDistributor.ts'
import type { NewTransaction } from '../../transactions/index.ts'
import { buildClaimCall } from '../model/buildClaimCall.ts'
import { verifyClaimProof } from '../model/verifyClaimProof.ts'
import { claimAirdrop } from './claimAirdrop.ts'
import { type ClaimFetch, fetchClaimRecord } from './getClaimRecord.ts'

// The transactions entry also carries views whose Lingui macros and token list validator only the unit project
// builds; nothing here renders.
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))

const kit = localChainKit()
const { deployment, publicClient, nodeWallet, mined } = kit
const CHAIN_ID = 31337
const distributor = deployment.contracts.MerkleDistributor as Address
const uni = deployment.contracts.UNI as Address
const BASE_URL = 'https://claims.test/chunks/'

// The files as the dev server serves them, straight from the devchain's folder.
const fetchFile: ClaimFetch = async (url) =>
  new Response(readFileSync(join(deployment.airdrop.chunksDir, url.slice(BASE_URL.length)), 'utf8'))

const testClaim = (account: Address) => {
  const found = deployment.airdrop.testClaims.find((c) => c.account.toLowerCase() === account.toLowerCase())
  if (!found) throw new Error(`No test claim for ${account}`)
  return found
}
const merkleRoot = () =>
  publicClient.readContract({ address: distributor, abi: merkleDistributorAbi, functionName: 'merkleRoot' })
const isClaimed = (index: number) =>
  publicClient.readContract({
    address: distributor,
    abi: merkleDistributorAbi,
    functionName: 'isClaimed',
    args: [BigInt(index)],
  })
const uniBalance = (account: Address) =>
  publicClient.readContract({ address: uni, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

describe('the airdrop claim on the local chain', () => {
  it("account 1's file entry verifies against the distributor's on-chain root and is unclaimed", async () => {
    const account = kit.address(1)
    const record = await fetchClaimRecord(fetchFile, BASE_URL, account)
    expect(record.index).toBe(testClaim(account).index)
    expect(record.amount).toBe(400n * 10n ** 18n)
    expect(verifyClaimProof(record, account, await merkleRoot())).toBe(true)
    expect(await isClaimed(record.index)).toBe(false)
  })

  it('the already-claimed test address reads as claimed', async () => {
    const claimed = deployment.airdrop.testClaims.find((c) => c.claimed)
    if (!claimed) throw new Error('No claimed test claim')
    const record = await fetchClaimRecord(fetchFile, BASE_URL, claimed.account)
    expect(await isClaimed(record.index)).toBe(true)
  })

  it('claims 400 UNI for account 1 with the estimate × 1.2, recorded with its recipient', async () => {
    const account = kit.address(1)
    const record = await fetchClaimRecord(fetchFile, BASE_URL, account)
    const before = await uniBalance(account)
    const estimate = await publicClient.estimateGas({
      account,
      ...buildClaimCall(distributor, account, record),
    })
    const recorded: NewTransaction[] = []
    const request = { chainId: CHAIN_ID, distributor, sender: account, recipient: account, record }
    const hash = await claimAirdrop(nodeWallet(1), publicClient, request, 'Claim 400 UNI', (tx) =>
      recorded.push(tx),
    )
    await mined(hash)
    expect(await uniBalance(account)).toBe(before + 400n * 10n ** 18n)
    expect(await isClaimed(record.index)).toBe(true)
    expect((await publicClient.getTransaction({ hash })).gas).toBe(gasLimitFor(estimate, CHAIN_ID))
    expect(recorded).toMatchObject([{ hash, summary: 'Claim 400 UNI', claim: { recipient: account } }])
  })

  it("anyone may claim for another address: account 0 sends account 2's claim, account 2 receives it", async () => {
    const recipient = kit.address(2)
    const record = await fetchClaimRecord(fetchFile, BASE_URL, recipient)
    const before = await uniBalance(recipient)
    const request = { chainId: CHAIN_ID, distributor, sender: kit.address(0), recipient, record }
    await mined(await claimAirdrop(nodeWallet(0), publicClient, request, 'Claim', () => undefined))
    expect(await uniBalance(recipient)).toBe(before + record.amount)
  })
})
