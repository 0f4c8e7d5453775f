import { CID, varint } from 'multiformats'
import { base36 } from 'multiformats/bases/base36'
import { type Address, getAddress, type Hex, hexToBytes, isAddressEqual, namehash, zeroAddress } from 'viem'
import { ENS_NAME_MAX_LENGTH } from '../lib/textCaps.ts'
import { isCleanText } from '../lib/untrustedText.ts'
import { ensRegistryAbi as registryAbi, ensResolverAbi as resolverAbi } from './abis/readAbis.ts'
import { AppError } from './errors.ts'
import type { ReadClient } from './multicall.ts'

const IPFS_NS = 0xe3
const IPNS_NS = 0xe5
const IDENTITY_MULTIHASH = 0x00

/** The resolver the registry names for `name`, or null when it has none. */
export async function getEnsResolver(
  client: ReadClient,
  registry: Address,
  name: string,
): Promise<Address | null> {
  const resolver = await client.readContract({
    address: registry,
    abi: registryAbi,
    functionName: 'resolver',
    args: [namehash(name)],
  })
  return resolver === zeroAddress ? null : resolver
}

/**
 * The ENSIP-15 normalized form of `name` (viem's `normalize`, loaded with the first lookup), or null when it has
 * none: a name that mixes scripts to look like another ('аlice.eth' with a Cyrillic а), or holds disallowed
 * characters.
 */
export async function normalizedEnsName(name: string): Promise<string | null> {
  const { normalize } = await import('viem/ens')
  try {
    return normalize(name)
  } catch {
    return null
  }
}

/**
 * name → address through the chain's ENS registry, for the name's ENSIP-15 normalized form (what ENS registers);
 * null when it has none, or no resolver, or no address.
 */
export async function getEnsAddress(
  client: ReadClient,
  registry: Address,
  name: string,
): Promise<Address | null> {
  const normalized = await normalizedEnsName(name)
  if (normalized === null) return null
  const resolver = await getEnsResolver(client, registry, normalized)
  if (resolver === null) return null
  const address = await client.readContract({
    address: resolver,
    abi: resolverAbi,
    functionName: 'addr',
    args: [namehash(normalized)],
  })
  return address === zeroAddress ? null : address
}

/**
 * address → name from its reverse record, kept only when the name resolves back to the same address (anyone
 * may claim any name in their own reverse record), and only when it is plain text: a name holding invisible or
 * bidirectional characters, or longer than any DNS name, is not shown at all. Cleaning it instead would show
 * another name ('alice\u200b.eth' would read as 'alice.eth', someone else's).
 */
export async function getEnsName(
  client: ReadClient,
  registry: Address,
  address: Address,
): Promise<string | null> {
  const reverseName = `${address.toLowerCase().slice(2)}.addr.reverse`
  const resolver = await getEnsResolver(client, registry, reverseName)
  if (resolver === null) return null
  const name = await client.readContract({
    address: resolver,
    abi: resolverAbi,
    functionName: 'name',
    args: [namehash(reverseName)],
  })
  if (name === '' || !isCleanText(name, ENS_NAME_MAX_LENGTH)) return null
  // Shown only as ENS would register it: a record that is not its own normalized form ('Alice.eth', a mixed-script
  // look-alike) could be read as another name.
  if ((await normalizedEnsName(name)) !== name) return null
  const forward = await getEnsAddress(client, registry, name)
  return forward !== null && isAddressEqual(forward, getAddress(address)) ? name : null
}

/** The EIP-1577 contenthash of `name`; '0x' when its resolver has none. */
export async function getEnsContenthash(client: ReadClient, registry: Address, name: string): Promise<Hex> {
  const resolver = await getEnsResolver(client, registry, name)
  if (resolver === null) throw new AppError(`No resolver for ${name}`)
  return client.readContract({
    address: resolver,
    abi: resolverAbi,
    functionName: 'contenthash',
    args: [namehash(name)],
  })
}

/** EIP-1577 contenthash → `ipfs://<cid>` or `ipns://<name>`; any other codec throws 'Unrecognized codec'. */
export function contenthashToUri(contenthash: Hex): string {
  const bytes = hexToBytes(contenthash)
  const [codec, length] = varint.decode(bytes)
  const cid = CID.decode(bytes.subarray(length))
  if (codec === IPFS_NS) return `ipfs://${cid.toString()}`
  if (codec === IPNS_NS) {
    // An identity multihash carries a DNSLink name as text; otherwise it is a key, written in base36.
    if (cid.multihash.code === IDENTITY_MULTIHASH)
      return `ipns://${new TextDecoder().decode(cid.multihash.digest)}`
    return `ipns://${cid.toString(base36)}`
  }
  throw new AppError('Unrecognized codec')
}

/**
 * Where a token list named by ENS lives: the name's contenthash as a URI. Fails with 'Failed to resolve ENS
 * name' when the contenthash cannot be read and 'Failed to translate contenthash to URI' when it cannot be
 * decoded (the underlying failure is the cause).
 */
export async function resolveEnsListUri(
  client: ReadClient,
  registry: Address,
  name: string,
): Promise<string> {
  let contenthash: Hex
  try {
    contenthash = await getEnsContenthash(client, registry, name)
  } catch (error) {
    throw new AppError('Failed to resolve ENS name', { cause: error })
  }
  try {
    return contenthashToUri(contenthash)
  } catch (error) {
    throw new AppError('Failed to translate contenthash to URI', { cause: error })
  }
}
