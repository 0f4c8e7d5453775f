// Mainnet's position manager and pools as a fake multicall node answers them, for the position hooks' tests:
// positions by id (a revert for any other id), their owners, approvals, tokenURIs, and each pool's slot0.
import { type Address, decodeFunctionData, encodeFunctionResult, type Hex, parseAbi, zeroAddress } from 'viem'
import { nonfungiblePositionManagerAbi as managerAbi } from '../../../../chain/abis/nonfungiblePositionManager.ts'
import { chainInfoOf } from '../../../../chain/chains.ts'
import {
  type FakeMulticallNode,
  fakeMulticallNode,
  type InnerCall,
} from '../../../../chain/test/fakeMulticallNode.ts'
import { storedPositionPoolAddress } from '../../model/sdkPosition.ts'

const contracts = chainInfoOf(1)?.contracts
if (!contracts?.nonfungiblePositionManager || !contracts.v3Factory) throw new Error('No mainnet contracts')
export const MANAGER: Address = contracts.nonfungiblePositionManager
const FACTORY: Address = contracts.v3Factory

export const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
export const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const UNKNOWN_TOKEN: Address = '0x00000000000000000000000000000000000000C0'
export const OWNER: Address = '0x00000000000000000000000000000000000000A1'
export const OPERATOR: Address = '0x00000000000000000000000000000000000000A2'
export const STRANGER: Address = '0x00000000000000000000000000000000000000A3'

export type FakePosition = {
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  liquidity: bigint
}

const poolAbi = parseAbi([
  'function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)',
  'function liquidity() view returns (uint128)',
])

export type FakePositionChain = {
  node: FakeMulticallNode
  positions: Map<bigint, FakePosition>
  /** The pools' current ticks by pool address (lowercase); a pool not listed is uninitialised. */
  ticks: Map<string, number>
  approved: Map<bigint, Address>
  operators: Set<Address>
  tokenUris: Map<bigint, string>
  poolOf(position: FakePosition): Address
}

export function fakePositionChain(): FakePositionChain {
  const chain: FakePositionChain = {
    node: fakeMulticallNode({ answer: (call) => answer(call) }),
    positions: new Map(),
    ticks: new Map(),
    approved: new Map(),
    operators: new Set(),
    tokenUris: new Map(),
    poolOf: (position) => {
      const address = storedPositionPoolAddress(1, position, FACTORY)
      if (!address) throw new Error('No pool')
      return address
    },
  }
  const ids = () => [...chain.positions.keys()]

  function managerAnswer(data: Hex): Hex | null {
    const { functionName, args } = decodeFunctionData({ abi: managerAbi, data })
    const encode = (result: unknown) =>
      encodeFunctionResult({ abi: managerAbi, functionName, result } as Parameters<
        typeof encodeFunctionResult
      >[0])
    const id = typeof args?.[0] === 'bigint' ? args[0] : undefined
    const position = id === undefined ? undefined : chain.positions.get(id)
    switch (functionName) {
      case 'balanceOf':
        return encode(BigInt(ids().length))
      case 'tokenOfOwnerByIndex': {
        const next = ids()[Number(args[1])]
        return next === undefined ? null : encode(next)
      }
      case 'positions':
        if (!position) return null
        return encode([
          0n,
          zeroAddress,
          position.token0,
          position.token1,
          position.fee,
          position.tickLower,
          position.tickUpper,
          position.liquidity,
          0n,
          0n,
          1n,
          2n,
        ])
      case 'ownerOf':
        return position ? encode(OWNER) : null
      case 'getApproved':
        return position && id !== undefined ? encode(chain.approved.get(id) ?? zeroAddress) : null
      case 'isApprovedForAll':
        return encode(chain.operators.has(args[1]))
      case 'tokenURI': {
        const uri = id === undefined ? undefined : chain.tokenUris.get(id)
        return uri === undefined ? null : encode(uri)
      }
      default:
        return null
    }
  }

  function answer(call: InnerCall): Hex | null {
    if (call.target.toLowerCase() === MANAGER.toLowerCase()) return managerAnswer(call.callData)
    const tick = chain.ticks.get(call.target.toLowerCase())
    if (tick === undefined) return null
    const { functionName } = decodeFunctionData({ abi: poolAbi, data: call.callData })
    if (functionName === 'liquidity')
      return encodeFunctionResult({ abi: poolAbi, functionName, result: 10n ** 18n })
    return encodeFunctionResult({
      abi: poolAbi,
      functionName: 'slot0',
      result: [2n ** 96n, tick, 0, 1, 1, 0, true],
    })
  }

  return chain
}
