import {
  ARGENT_WALLET_DETECTOR_ADDRESS,
  CHAIN_TO_ADDRESSES_MAP,
  ENS_REGISTRAR_ADDRESSES,
  GOVERNANCE_ALPHA_V0_ADDRESSES,
  GOVERNANCE_ALPHA_V1_ADDRESSES,
  GOVERNANCE_BRAVO_ADDRESSES,
  MERKLE_DISTRIBUTOR_ADDRESS,
  MULTICALL_ADDRESSES,
  NONFUNGIBLE_POSITION_MANAGER_ADDRESSES,
  QUOTER_ADDRESSES,
  SOCKS_CONTROLLER_ADDRESSES,
  SWAP_ROUTER_02_ADDRESSES,
  TICK_LENS_ADDRESSES,
  TIMELOCK_ADDRESSES,
  UNI_ADDRESSES,
  V2_FACTORY_ADDRESSES,
  V2_ROUTER_ADDRESSES,
  V3_CORE_FACTORY_ADDRESSES,
  V3_MIGRATOR_ADDRESSES,
} from '@uniswap/sdk-core'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { type ContractKey, contractAddressesOf } from './contractAddresses.ts'

// The app's chains that sdk-core still knows; it dropped Ropsten, Rinkeby, Kovan, Optimistic Kovan and Arbitrum
// Rinkeby (checked below), so there the app's table stands on facts §4 and Uniswap's published deployments alone.
const CHAINS = [1, 5, 10, 42161] as const
const DROPPED_TESTNETS = [3, 4, 42, 69, 421611] as const

type SdkTable = (chainId: number) => string | undefined

const fromMap =
  (map: Record<number, string>): SdkTable =>
  (chainId) =>
    map[chainId]

/** sdk-core's table for each contract both name; a key with two tables is compared with both. */
const SDK_TABLES: [ContractKey, string, SdkTable][] = [
  ['v2Factory', 'V2_FACTORY_ADDRESSES', fromMap(V2_FACTORY_ADDRESSES)],
  ['v2Router02', 'V2_ROUTER_ADDRESSES', fromMap(V2_ROUTER_ADDRESSES)],
  ['v3Factory', 'V3_CORE_FACTORY_ADDRESSES', fromMap(V3_CORE_FACTORY_ADDRESSES)],
  ['multicall', 'MULTICALL_ADDRESSES', fromMap(MULTICALL_ADDRESSES)],
  ['quoter', 'QUOTER_ADDRESSES', fromMap(QUOTER_ADDRESSES)],
  [
    'nonfungiblePositionManager',
    'NONFUNGIBLE_POSITION_MANAGER_ADDRESSES',
    fromMap(NONFUNGIBLE_POSITION_MANAGER_ADDRESSES),
  ],
  ['v3Migrator', 'V3_MIGRATOR_ADDRESSES', fromMap(V3_MIGRATOR_ADDRESSES)],
  ['tickLens', 'TICK_LENS_ADDRESSES', fromMap(TICK_LENS_ADDRESSES)],
  ['swapRouter02', 'SWAP_ROUTER_02_ADDRESSES', (chainId) => SWAP_ROUTER_02_ADDRESSES(chainId) || undefined],
  ['ensRegistrar', 'ENS_REGISTRAR_ADDRESSES', fromMap(ENS_REGISTRAR_ADDRESSES)],
  ['argentWalletDetector', 'ARGENT_WALLET_DETECTOR_ADDRESS', fromMap(ARGENT_WALLET_DETECTOR_ADDRESS)],
  ['uni', 'UNI_ADDRESSES', fromMap(UNI_ADDRESSES)],
  ['timelock', 'TIMELOCK_ADDRESSES', fromMap(TIMELOCK_ADDRESSES)],
  ['merkleDistributor', 'MERKLE_DISTRIBUTOR_ADDRESS', fromMap(MERKLE_DISTRIBUTOR_ADDRESS)],
  ['socksController', 'SOCKS_CONTROLLER_ADDRESSES', fromMap(SOCKS_CONTROLLER_ADDRESSES)],
  ['governorAlpha0', 'GOVERNANCE_ALPHA_V0_ADDRESSES', fromMap(GOVERNANCE_ALPHA_V0_ADDRESSES)],
  ['governorAlpha1', 'GOVERNANCE_ALPHA_V1_ADDRESSES', fromMap(GOVERNANCE_ALPHA_V1_ADDRESSES)],
  ['governorBravo', 'GOVERNANCE_BRAVO_ADDRESSES', fromMap(GOVERNANCE_BRAVO_ADDRESSES)],
]

/**
 * Where only one side names a contract, and why the app's table is right there. Where both name one, the addresses
 * are equal: no entry here.
 */
const EXPECTED_DIFFERENCES: Record<string, string> = {
  ...Object.fromEntries(
    ['v2Factory on 10', 'v2Factory on 42161', 'v2Router02 on 10', 'v2Router02 on 42161'].map((difference) => [
      difference,
      'sdk-core lists the v2 deployments Uniswap made on layer 2 years later; the app offers v2 on layer 1 only (spec part 1, facts §4)',
    ]),
  ),
  'v3Migrator on 10':
    'facts §4: no migrator on Optimism; with v2 hidden on layer 2 there is nothing to migrate there',
  ...Object.fromEntries(
    ['tickLens on 1', 'tickLens on 5', 'tickLens on 10'].map((difference) => [
      difference,
      "sdk-core names TickLens on Arbitrum only; Uniswap's published v3 deployments (v3-periphery deploys.md) list 0xbfd8… on Ethereum, its testnets, Optimism and Arbitrum",
    ]),
  ),
  ...Object.fromEntries(
    ['uni on 10', 'uni on 42161'].map((difference) => [
      difference,
      "sdk-core lists UNI's bridged token; facts §4: no UNI on layer 2, where the app offers no vote or claim",
    ]),
  ),
}

function differences(): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [key, table, sdkOf] of SDK_TABLES) {
    for (const chainId of CHAINS) {
      const ours = contractAddressesOf(chainId)[key]
      const raw = sdkOf(chainId)
      const theirs = raw ? getAddress(raw) : undefined
      if (ours === theirs) continue
      found[`${key} on ${chainId}`] = `app ${ours ?? 'none'}, sdk-core ${table} ${theirs ?? 'none'}`
    }
  }
  return found
}

describe('contract addresses against @uniswap/sdk-core', () => {
  it('equal wherever both name a contract on a chain; each one-sided entry is listed with its reason', () => {
    const found = differences()
    expect(Object.keys(found).sort()).toEqual(Object.keys(EXPECTED_DIFFERENCES).sort())
    // None of the listed differences is two different addresses: only one side names the contract.
    for (const detail of Object.values(found)) expect(detail).toMatch(/ none$|^app none/)
  })

  it("QuoterV2 and SwapRouter02 at Uniswap's published addresses on mainnet, Optimism and Arbitrum", () => {
    // sdk-core has no QuoterV2 table: its quoter table is the first Quoter's, which the app keeps as `quoter`.
    for (const chainId of [1, 10, 42161]) {
      const contracts = contractAddressesOf(chainId)
      expect(contracts.quoterV2).toBe('0x61fFE014bA17989E743c5F6cB21bF9697530B21e')
      expect(contracts.quoterV2).not.toBe(QUOTER_ADDRESSES[chainId])
      expect(contracts.tickLens).toBe('0xbfd8137f7d1516D3ea5cA83523914859ec47F573')
      expect(contracts.swapRouter02).toBe('0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45')
    }
    // Not published for the testnets sdk-core dropped: a quote there stays unchecked (and is dropped).
    for (const chainId of DROPPED_TESTNETS) expect(contractAddressesOf(chainId).quoterV2).toBeUndefined()
  })

  it('sdk-core names nothing on the testnets it dropped, so there is nothing to compare', () => {
    for (const chainId of DROPPED_TESTNETS) {
      expect(CHAIN_TO_ADDRESSES_MAP).not.toHaveProperty(String(chainId))
      for (const [, , sdkOf] of SDK_TABLES) expect(sdkOf(chainId)).toBeUndefined()
    }
  })
})
