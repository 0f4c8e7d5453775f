// The fragments must stay what the package's build says (names, types and mutability; the artifact's
// internalType is Solidity's bookkeeping and plays no part in the encoding).
import artifact from '@uniswap/v3-periphery/artifacts/contracts/V3Migrator.sol/V3Migrator.json' with {
  type: 'json',
}
import { describe, expect, it } from 'vitest'
import { v3MigratorAbi } from './v3Migrator.ts'

function withoutInternalTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInternalTypes)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'internalType')
      .map(([key, entry]) => [key, withoutInternalTypes(entry)]),
  )
}

describe('v3MigratorAbi', () => {
  it("is the migrator's multicall, selfPermit, createAndInitializePoolIfNecessary and migrate as built", () => {
    const names = v3MigratorAbi.map((entry) => entry.name)
    expect(names).toEqual(['multicall', 'selfPermit', 'createAndInitializePoolIfNecessary', 'migrate'])
    for (const fragment of v3MigratorAbi) {
      const built = artifact.abi.find((entry) => entry.type === 'function' && entry.name === fragment.name)
      expect(withoutInternalTypes(fragment)).toEqual(withoutInternalTypes(built))
    }
  })
})
