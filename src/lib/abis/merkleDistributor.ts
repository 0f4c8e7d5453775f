// The MerkleDistributor functions the airdrop claim uses (spec 2 §7): the root a proof must reach, whether an
// index was claimed, and the claim itself. Fragments rather than the package's artifact.
import { parseAbi } from 'viem'

export const merkleDistributorAbi = parseAbi([
  'function token() view returns (address)',
  'function merkleRoot() view returns (bytes32)',
  'function isClaimed(uint256 index) view returns (bool)',
  'function claim(uint256 index, address account, uint256 amount, bytes32[] merkleProof)',
])
