import { describe, expect, it } from 'vitest'
import { parseClaimMapping } from './claimRecord.ts'
import { findClaimChunk } from './findClaimChunk.ts'

// Three chunks, written out of order and in checksummed case, as the host's mapping.json is.
const mapping = parseClaimMapping({
  '0x820d14AC8c6EcD1506Dc7B61140A9C93d6Ea3Bab': '0xc0FA33cde4ba65F7fCb22dFe618B63b74437F5c3',
  '0x0074FdD21766559eA0A5Bc4F7D68bd4dA38E9881': '0x37D61aE4D30758f203278D408d48f6C6265A32e6',
  '0x37FB7beE23AF6150a258b4251c9083E97fD94d28': '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
})
if (!mapping) throw new Error('fixture')

describe('findClaimChunk', () => {
  it('finds the first address of the first chunk', () => {
    expect(findClaimChunk(mapping, '0x0074FdD21766559eA0A5Bc4F7D68bd4dA38E9881')).toEqual({
      kind: 'chunk',
      key: '0x0074FdD21766559eA0A5Bc4F7D68bd4dA38E9881',
    })
  })

  it('finds the last address of a chunk, compared case-insensitively', () => {
    expect(findClaimChunk(mapping, '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toEqual({
      kind: 'chunk',
      key: '0x37FB7beE23AF6150a258b4251c9083E97fD94d28',
    })
  })

  it('finds an address inside the last chunk', () => {
    expect(findClaimChunk(mapping, '0xa000000000000000000000000000000000000000')).toEqual({
      kind: 'chunk',
      key: '0x820d14AC8c6EcD1506Dc7B61140A9C93d6Ea3Bab',
    })
  })

  it('an address between two chunks is not found in partial search', () => {
    expect(findClaimChunk(mapping, '0x7100000000000000000000000000000000000000')).toEqual({
      kind: 'not-found',
      searched: 'partial',
    })
  })

  it('an address before the first start address is not found in partial search', () => {
    expect(findClaimChunk(mapping, '0x0000000000000000000000000000000000000001')).toEqual({
      kind: 'not-found',
      searched: 'partial',
    })
  })

  it('an address past the last chunk is not found after searching all mappings', () => {
    expect(findClaimChunk(mapping, '0xffffffffffffffffffffffffffffffffffffffff')).toEqual({
      kind: 'not-found',
      searched: 'all',
    })
  })

  it('an empty mapping finds nothing', () => {
    expect(findClaimChunk({}, '0x0074FdD21766559eA0A5Bc4F7D68bd4dA38E9881')).toEqual({
      kind: 'not-found',
      searched: 'all',
    })
  })
})
