// The const copy must stay what the package's artifact says.
import artifact from '@uniswap/v3-periphery/artifacts/contracts/lens/TickLens.sol/TickLens.json' with {
  type: 'json',
}
import { describe, expect, it } from 'vitest'
import { tickLensAbi } from './tickLens.ts'

describe('tickLensAbi', () => {
  it('is the artifact of @uniswap/v3-periphery', () => {
    expect(tickLensAbi).toEqual(artifact.abi)
  })
})
