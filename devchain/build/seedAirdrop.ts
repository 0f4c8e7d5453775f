import { join } from 'node:path'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { repoRelative } from '../paths.ts'
import type { Deployment } from '../types.ts'
import { merkleDistributorAbi } from './abis.ts'
import { buildAirdrop, writeAirdropChunks } from './airdrop.ts'
import { loadArtifact } from './artifacts.ts'
import { account, type SeedContext } from './context.ts'

/**
 * Writes the claim files, deploys the MerkleDistributor for their root and funds it with UNI. One claim of
 * a generated address is made already (anyone may claim for any address), so a used claim exists too.
 */
export async function seedAirdrop(
  ctx: SeedContext,
): Promise<{ distributor: Address; info: Deployment['airdrop'] }> {
  const a0 = account(ctx, 0)
  const airdrop = buildAirdrop(ctx.accounts)
  const chunksDir = ctx.paths.airdropChunks
  writeAirdropChunks(airdrop, chunksDir)

  const artifact = loadArtifact('MerkleDistributor')
  const distributor = await ctx.chain.deploy(a0, 'MerkleDistributor', artifact.abi, artifact.bytecode, [
    ctx.tokens.UNI,
    airdrop.root,
  ])
  const fund = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [distributor, airdrop.total],
  })
  await ctx.chain.send(a0, { to: ctx.tokens.UNI, data: fund }, 'fund distributor')

  const testAccounts = ctx.accounts.slice(0, 3).map((a) => a.toLowerCase())
  const preclaimed = airdrop.claims.find((c) => !testAccounts.includes(c.account.toLowerCase()))
  if (!preclaimed) throw new Error('No generated claim to pre-claim')
  const claim = encodeFunctionData({
    abi: merkleDistributorAbi,
    functionName: 'claim',
    args: [BigInt(preclaimed.index), preclaimed.account, preclaimed.amount, preclaimed.proof],
  })
  await ctx.chain.send(a0, { to: distributor, data: claim }, 'pre-claim')

  const shown = new Set([...testAccounts, preclaimed.account.toLowerCase()])
  ctx.log(`airdrop: ${airdrop.claims.length} claims, root ${airdrop.root}`)
  return {
    distributor,
    info: {
      mappingPath: repoRelative(join(chunksDir, 'mapping.json')),
      chunksDir: repoRelative(chunksDir),
      amountEncoding: 'hex',
      merkleRoot: airdrop.root,
      total: airdrop.total.toString(),
      testClaims: airdrop.claims
        .filter((c) => shown.has(c.account.toLowerCase()))
        .map((c) => ({
          account: c.account,
          index: c.index,
          amount: c.amount.toString(),
          flags: c.flags,
          claimed: c === preclaimed,
        })),
    },
  }
}
