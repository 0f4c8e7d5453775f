import { namehash, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { getEnsAddress, getEnsName, resolveEnsListUri } from './ens.ts'
import { localChainKit } from './test/localChainKit.ts'

const { deployment, publicClient, address, nodeWallet, mined } = localChainKit()
const registry = deployment.contracts.ENSRegistry

describe('ENS on the local chain', () => {
  it('resolves alice.eth and bob.eth to their addresses', async () => {
    expect(await getEnsAddress(publicClient, registry, 'alice.eth')).toBe(address(0))
    expect(await getEnsAddress(publicClient, registry, 'bob.eth')).toBe(address(1))
    expect(await getEnsAddress(publicClient, registry, 'nobody.eth')).toBeNull()
  })

  it('names an address by its reverse record only when the name resolves back to it', async () => {
    expect(await getEnsName(publicClient, registry, address(0))).toBe('alice.eth')
    expect(await getEnsName(publicClient, registry, address(1))).toBeNull()
    // Account 2's reverse record claims bob.eth, which resolves to account 1.
    expect(await getEnsName(publicClient, registry, address(2))).toBeNull()
  })

  it('translates the token list name’s contenthash to its ipfs:// URI', async () => {
    const { name, uri } = deployment.ens.tokenList
    expect(await resolveEnsListUri(publicClient, registry, name)).toBe(uri)
  })

  it("fails with 'Failed to resolve ENS name' for a name without a resolver", async () => {
    await expect(resolveEnsListUri(publicClient, registry, 'missing.devchain.eth')).rejects.toThrow(
      'Failed to resolve ENS name',
    )
  })

  it("fails with 'Failed to translate contenthash to URI' for a name without a contenthash", async () => {
    await expect(resolveEnsListUri(publicClient, registry, 'alice.eth')).rejects.toThrow(
      'Failed to translate contenthash to URI',
    )
  })

  it("fails with 'Failed to translate contenthash to URI' (cause 'Unrecognized codec') for a swarm hash", async () => {
    const name = deployment.ens.tokenList.name
    const resolver = await publicClient.readContract({
      address: registry,
      abi: parseAbi(['function resolver(bytes32) view returns (address)']),
      functionName: 'resolver',
      args: [namehash(name)],
    })
    const owner = await publicClient.readContract({
      address: registry,
      abi: parseAbi(['function owner(bytes32) view returns (address)']),
      functionName: 'owner',
      args: [namehash(name)],
    })
    await mined(
      await nodeWallet(deployment.accounts.findIndex((a) => a.address === owner)).writeContract({
        address: resolver,
        abi: parseAbi(['function setContenthash(bytes32 node, bytes hash)']),
        functionName: 'setContenthash',
        args: [namehash(name), `0xe40101fa011b20${'00'.repeat(32)}`],
      }),
    )
    const failure = await resolveEnsListUri(publicClient, registry, name).catch((error: unknown) => error)
    expect(failure).toMatchObject({
      message: 'Failed to translate contenthash to URI',
      cause: { message: 'Unrecognized codec' },
    })
  })
})
