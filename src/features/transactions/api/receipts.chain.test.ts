import { createTestClient, http, parseGwei } from 'viem'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { isReplaced, receiptRetryPolicy } from '../model/receiptChecks.ts'
import { getMinedTransactionCount, getReceipt } from './receipts.ts'

const kit = localChainKit()
const testClient = createTestClient({ mode: 'anvil', chain: kit.chain, transport: http(inject('rpcUrl')) })

afterEach(async () => {
  await testClient.setAutomine(true)
})

describe('transaction receipts', () => {
  it('reads a mined receipt with status 1', async () => {
    const wallet = kit.nodeWallet(1)
    const hash = await wallet.sendTransaction({ to: kit.address(2), value: 1n })
    await kit.mined(hash)
    const receipt = await getReceipt(kit.publicClient, hash, receiptRetryPolicy(false))
    expect(receipt).toMatchObject({ transactionHash: hash, status: 1, from: kit.address(1).toLowerCase() })
  })

  it('returns null for a pending transaction, after the retries of the policy', async () => {
    await testClient.setAutomine(false)
    const hash = await kit.nodeWallet(1).sendTransaction({ to: kit.address(2), value: 1n })
    const wait = vi.fn(() => Promise.resolve())
    expect(await getReceipt(kit.publicClient, hash, receiptRetryPolicy(true), wait)).toBeNull()
    expect(wait).toHaveBeenCalledTimes(10)
    expect(await getReceipt(kit.publicClient, hash, receiptRetryPolicy(false), wait)).toBeNull()
    expect(wait).toHaveBeenCalledTimes(10)
  })

  it('tells a transaction replaced with the same nonce (sped up) from a pending one', async () => {
    await testClient.setAutomine(false)
    const wallet = kit.nodeWallet(1)
    const account = kit.address(1)
    const nonce = await kit.publicClient.getTransactionCount({ address: account, blockTag: 'pending' })
    const original = await wallet.sendTransaction({
      to: kit.address(2),
      value: 1n,
      nonce,
      maxFeePerGas: parseGwei('20'),
      maxPriorityFeePerGas: parseGwei('1'),
    })
    expect(isReplaced({ nonce }, await getMinedTransactionCount(kit.publicClient, account))).toBe(false)
    const speedUp = await wallet.sendTransaction({
      to: kit.address(2),
      value: 1n,
      nonce,
      maxFeePerGas: parseGwei('40'),
      maxPriorityFeePerGas: parseGwei('5'),
    })
    await testClient.mine({ blocks: 1 })
    const noReceipt = await getReceipt(kit.publicClient, original, receiptRetryPolicy(false))
    expect(noReceipt).toBeNull()
    expect(isReplaced({ nonce }, await getMinedTransactionCount(kit.publicClient, account))).toBe(true)
    expect(await getReceipt(kit.publicClient, speedUp, receiptRetryPolicy(false))).toMatchObject({
      status: 1,
    })
  })
})
