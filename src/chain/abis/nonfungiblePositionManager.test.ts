// The const copy must stay what the package's artifact says, entry for entry.
import artifact from '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json' with {
  type: 'json',
}
import { describe, expect, it } from 'vitest'
import { nonfungiblePositionManagerAbi } from './nonfungiblePositionManager.ts'

describe('nonfungiblePositionManagerAbi', () => {
  it('is the artifact of @uniswap/v3-periphery for each function it has', () => {
    for (const entry of nonfungiblePositionManagerAbi) {
      const original = artifact.abi.find((item) => item.type === 'function' && item.name === entry.name)
      expect(original, entry.name).toEqual(entry)
    }
    expect(nonfungiblePositionManagerAbi.map((entry) => entry.name).sort()).toEqual([
      'balanceOf',
      'collect',
      'createAndInitializePoolIfNecessary',
      'getApproved',
      'increaseLiquidity',
      'isApprovedForAll',
      'mint',
      'multicall',
      'ownerOf',
      'positions',
      'refundETH',
      'tokenOfOwnerByIndex',
      'tokenURI',
    ])
  })
})
