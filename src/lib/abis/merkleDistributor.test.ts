import { createRequire } from 'node:module'
import { type Abi, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { merkleDistributorAbi } from './merkleDistributor.ts'

const require = createRequire(import.meta.url)
const artifact = require('@uniswap/merkle-distributor/build/MerkleDistributor.json') as { abi: Abi }

const selectors = (abi: Abi) =>
  abi.flatMap((item) => (item.type === 'function' ? [toFunctionSelector(item)] : []))

describe('merkleDistributorAbi', () => {
  it('has only functions of the deployed MerkleDistributor, with its signatures', () => {
    const deployed = new Set(selectors(artifact.abi))
    for (const selector of selectors(merkleDistributorAbi)) expect(deployed).toContain(selector)
  })
})
