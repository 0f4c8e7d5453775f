// Moves a deployed contract to another address on the build's anvil: how the mainnet replica puts each contract at
// its canonical address. A contract is deployed as usual (its constructor arguments already naming the canonical
// addresses of what it uses), then its runtime code, storage, balance and nonce are copied to the target and the
// original is emptied.
//
// The runtime code is copied as it is. A contract that keeps its own address in an immutable would keep the old
// one: Uniswap v3's factory (NoDelegateCall's `original`) is one, so it is deployed by its public deployer at its
// public nonce instead (a placement with `deployer`). OpenZeppelin's EIP712 caches its domain with the address it
// was built at and rebuilds it at any other address, so permit domains name the new address; Uniswap v2 pairs, UNI
// and the position manager compute theirs from address(this) when asked.
import { type Address, getAddress, type Hex, pad, toHex } from 'viem'
import { asHexString, dumpedStateJson } from '../rpc.ts'

/** Where one contract of a replica sits; `deployer`: deployed by that account at that nonce instead of moved. */
export interface Placement {
  address: Address
  deployer?: { from: Address; nonce: number }
}

/** Placements by deploy label (the label a build gives `BuildChain.deploy`). */
export type PlacementPlan = Readonly<Record<string, Placement>>

interface RpcTarget {
  request(method: string, params?: unknown[]): Promise<unknown>
}

type DumpedAccount = {
  nonce?: number | string
  balance?: string
  code?: string
  storage?: Record<string, string>
}

/** Every account of the chain as anvil_dumpState gives it (gzip-compressed JSON), keyed by lowercase address. */
async function dumpedAccounts(chain: RpcTarget): Promise<Record<string, DumpedAccount>> {
  const dumped = asHexString(await chain.request('anvil_dumpState'), 'anvil_dumpState')
  const state = JSON.parse(dumpedStateJson(dumped)) as { accounts?: Record<string, DumpedAccount> }
  return Object.fromEntries(
    Object.entries(state.accounts ?? {}).map(([address, account]) => [address.toLowerCase(), account]),
  )
}

const slot = (value: string): Hex => pad(toHex(BigInt(value)), { size: 32 })

/**
 * Moves the contract at `from` to `to` (which must hold no code): code, every storage slot, balance and nonce.
 * `from` is left without code, storage or balance. Returns `to`, checksummed.
 */
export async function placeAt(chain: RpcTarget, from: Address, to: Address): Promise<Address> {
  const target = getAddress(to)
  const existing = asHexString(await chain.request('eth_getCode', [target, 'latest']), 'eth_getCode')
  if (existing !== '0x') throw new Error(`placeAt: ${target} already holds code`)
  const account = (await dumpedAccounts(chain))[from.toLowerCase()]
  const code = account?.code ?? '0x'
  if (!account || code === '0x') throw new Error(`placeAt: no contract at ${from}`)

  await chain.request('anvil_setCode', [target, code])
  for (const [key, value] of Object.entries(account.storage ?? {})) {
    await chain.request('anvil_setStorageAt', [target, slot(key), slot(value)])
    await chain.request('anvil_setStorageAt', [from, slot(key), slot('0')])
  }
  await chain.request('anvil_setBalance', [target, toHex(BigInt(account.balance ?? '0'))])
  await chain.request('anvil_setNonce', [target, toHex(BigInt(account.nonce ?? 0))])
  await chain.request('anvil_setCode', [from, '0x'])
  await chain.request('anvil_setBalance', [from, '0x0'])

  return target
}
