// Which chunk file may hold an address (notes §6.1, facts §7): the mapping's ranges in address order, compared
// case-insensitively, since the files write checksummed addresses.
import type { ClaimMapping } from './claimRecord.ts'

export type ChunkLookup =
  | { kind: 'chunk' /** The mapping's key as written: the chunk file's name. */; key: string }
  /** 'partial': a later range already starts past the address; 'all': every range was searched. */
  | { kind: 'not-found'; searched: 'partial' | 'all' }

export function findClaimChunk(mapping: ClaimMapping, account: string): ChunkLookup {
  const target = account.toLowerCase()
  const keys = Object.keys(mapping).sort((a, b) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()]
    return x < y ? -1 : x > y ? 1 : 0
  })
  for (const key of keys) {
    const first = key.toLowerCase()
    if (first > target) return { kind: 'not-found', searched: 'partial' }
    const last = mapping[key]?.toLowerCase()
    if (last !== undefined && target <= last) return { kind: 'chunk', key }
  }
  return { kind: 'not-found', searched: 'all' }
}
