import type { Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import { getReceipt } from './receipts.ts'

const HASH = `0x${'ab'.repeat(32)}` as Hash
const policy = { retries: 0, minWaitMs: 0, maxWaitMs: 0 }

function failingWith(message: string) {
  return {
    getTransactionReceipt: () => Promise.reject(new Error(message)),
  } as unknown as Parameters<typeof getReceipt>[0]
}

describe('getReceipt', () => {
  it('reads "could not be found" as not mined yet', async () => {
    const client = failingWith('Transaction receipt with hash "0x…" could not be found.')
    await expect(getReceipt(client, HASH, policy)).resolves.toBeNull()
  })

  it("throws 'header not found' (a node behind the chain) instead of reading it as not mined", async () => {
    await expect(getReceipt(failingWith('header not found'), HASH, policy)).rejects.toThrow(
      'header not found',
    )
  })
})
