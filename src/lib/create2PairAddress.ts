// The address of a v2-style pair for any factory: v2 and its forks create each pair with CREATE2, salted by the
// two token addresses in sort order, from their own pair init code. Uniswap v2's pairs are pairAddressOf
// (lib/routing/v2Routing.ts, the SDK's hash); a fork with other pair code needs its own hash, hence this.
import { type Address, encodePacked, getAddress, getContractAddress, type Hex, keccak256 } from 'viem'

export type Create2PairParams = { factory: Address; pairInitCodeHash: Hex; tokenA: Address; tokenB: Address }

export function create2PairAddress(params: Create2PairParams): Address {
  const tokenA = getAddress(params.tokenA)
  const tokenB = getAddress(params.tokenB)
  if (tokenA === tokenB) throw new Error('Tokens cannot be equal')
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  return getContractAddress({
    opcode: 'CREATE2',
    from: params.factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: params.pairInitCodeHash,
  })
}
