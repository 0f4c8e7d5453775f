import { type Address, encodeFunctionData, type Hex, labelhash, namehash, zeroHash } from 'viem'
import type { Deployment } from '../types.ts'
import { ensRegistryAbi, publicResolverAbi, reverseRegistrarAbi } from './abis.ts'
import { ipfsContenthash } from './contenthash.ts'
import { account, contract, type SeedContext } from './context.ts'

export const TOKEN_LIST_ENS_NAME = 'tokens.devchain.eth'

/**
 * ENS: `eth` and `addr.reverse` under a registry owned by account 0, alice.eth → account 0 with the reverse
 * record alice.eth, bob.eth → account 1 without a reverse record, account 2 with a reverse record claiming
 * bob.eth (which does not resolve back to it), and tokens.devchain.eth whose contenthash is the IPFS
 * identity of the generated token list.
 */
export async function seedEns(ctx: SeedContext, tokenList: Uint8Array): Promise<Deployment['ens']> {
  const [a0, a1, a2] = [account(ctx, 0), account(ctx, 1), account(ctx, 2)]
  const registry = contract(ctx, 'ENSRegistry')
  const resolver = contract(ctx, 'PublicResolver')
  const reverse = contract(ctx, 'ReverseRegistrar')

  const onRegistry = async (from: Address, data: Hex, label: string) =>
    ctx.chain.send(from, { to: registry, data }, label)
  const subnodeOwner = (parent: string, label: string, owner: Address) =>
    encodeFunctionData({
      abi: ensRegistryAbi,
      functionName: 'setSubnodeOwner',
      args: [parent === '' ? zeroHash : namehash(parent), labelhash(label), owner],
    })
  const subnodeRecord = (parent: string, label: string, owner: Address) =>
    encodeFunctionData({
      abi: ensRegistryAbi,
      functionName: 'setSubnodeRecord',
      args: [namehash(parent), labelhash(label), owner, resolver, 0n],
    })
  const setAddr = async (from: Address, name: string, target: Address) => {
    const data = encodeFunctionData({
      abi: publicResolverAbi,
      functionName: 'setAddr',
      args: [namehash(name), target],
    })
    await ctx.chain.send(from, { to: resolver, data }, `setAddr ${name}`)
  }
  const setReverse = async (from: Address, name: string) => {
    const data = encodeFunctionData({ abi: reverseRegistrarAbi, functionName: 'setName', args: [name] })
    await ctx.chain.send(from, { to: reverse, data }, `reverse ${name}`)
  }

  await onRegistry(a0, subnodeOwner('', 'reverse', a0), 'reverse')
  await onRegistry(a0, subnodeOwner('reverse', 'addr', reverse), 'addr.reverse')
  await onRegistry(a0, subnodeOwner('', 'eth', a0), 'eth')
  await onRegistry(a0, subnodeRecord('eth', 'alice', a0), 'alice.eth')
  await setAddr(a0, 'alice.eth', a0)
  await setReverse(a0, 'alice.eth')
  await onRegistry(a0, subnodeRecord('eth', 'bob', a1), 'bob.eth')
  await setAddr(a1, 'bob.eth', a1)
  await setReverse(a2, 'bob.eth')

  await onRegistry(a0, subnodeRecord('eth', 'devchain', a0), 'devchain.eth')
  await onRegistry(a0, subnodeRecord('devchain.eth', 'tokens', a0), TOKEN_LIST_ENS_NAME)
  const { contenthash, cid, uri } = ipfsContenthash(tokenList)
  const setHash = encodeFunctionData({
    abi: publicResolverAbi,
    functionName: 'setContenthash',
    args: [namehash(TOKEN_LIST_ENS_NAME), contenthash],
  })
  await ctx.chain.send(a0, { to: resolver, data: setHash }, 'contenthash')
  ctx.log(`ens: alice.eth, bob.eth, ${TOKEN_LIST_ENS_NAME} → ${uri}`)

  return {
    names: { 'alice.eth': a0, 'bob.eth': a1 },
    reverse: { [a0]: 'alice.eth', [a2]: 'bob.eth' },
    tokenList: { name: TOKEN_LIST_ENS_NAME, contenthash, uri, cid },
  }
}
