import { createWalletClient, custom, http } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import type { NewTransaction } from '../model/transactions.ts'
import { sendAndRecord } from './sendAndRecord.ts'

const kit = localChainKit()

describe('sending and recording a transaction', () => {
  it('records the hash with its summary, sender and chain the moment the wallet returns it, asking the node nothing more', async () => {
    const recorded: NewTransaction[] = []
    const account = kit.address(1)
    const asked: string[] = []
    const watched = {
      ...kit.publicClient,
      getTransaction: (...args: Parameters<typeof kit.publicClient.getTransaction>) => {
        asked.push('getTransaction')
        return kit.publicClient.getTransaction(...args)
      },
    } as typeof kit.publicClient
    const hash = await sendAndRecord(
      kit.nodeWallet(1),
      watched,
      { to: kit.address(2), value: 10n, account, chainId: 31337 },
      { summary: 'Send 10 wei' },
      (tx) => recorded.push(tx),
    )
    expect(recorded).toEqual([{ hash, from: account, chainId: 31337, summary: 'Send 10 wei' }])
    expect(asked).toEqual([])
    await kit.mined(hash)
  })

  it("fails with 'No transaction hash found.' when the wallet returns none, recording nothing", async () => {
    const node = http(inject('rpcUrl'))({ chain: kit.chain })
    const hashless = createWalletClient({
      account: kit.address(1),
      chain: kit.chain,
      transport: custom({
        request: async ({ method, params }) =>
          method === 'eth_sendTransaction' ? null : node.request({ method, params } as never),
      }),
    })
    const recorded: NewTransaction[] = []
    await expect(
      sendAndRecord(
        hashless,
        kit.publicClient,
        { to: kit.address(2), value: 1n, account: kit.address(1), chainId: 31337 },
        {},
        (tx) => recorded.push(tx),
      ),
    ).rejects.toThrow('No transaction hash found.')
    expect(recorded).toEqual([])
  })
})
