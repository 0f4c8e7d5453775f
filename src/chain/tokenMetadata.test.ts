import type { Abi, Chain, PublicClient, Transport } from 'viem'
import { describe, expect, it } from 'vitest'
import { getTokenMetadata } from './tokenMetadata.ts'

const TOKEN = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

type Read = { abi: Abi; functionName: string }

/** A node whose token answers the string forms of name and symbol with `answers`; bytes32 forms revert. */
function clientAnswering(answers: {
  name: string
  symbol: string
}): PublicClient<Transport, Chain | undefined> {
  const readContract = async ({ abi, functionName }: Read): Promise<unknown> => {
    const item = abi.find((entry) => entry.type === 'function' && entry.name === functionName)
    const bytes32 = item?.type === 'function' && item.outputs[0]?.type === 'bytes32'
    if (bytes32) throw new Error('execution reverted')
    if (functionName === 'decimals') return 18
    if (functionName === 'name') return answers.name
    if (functionName === 'symbol') return answers.symbol
    throw new Error(`unexpected read ${functionName}`)
  }
  return { readContract } as unknown as PublicClient<Transport, Chain | undefined>
}

describe('token metadata read on-chain is untrusted text', () => {
  it('loses bidirectional, zero-width and control characters and is capped', async () => {
    const client = clientAnswering({ name: `Tether\u200b USD\u0000${'!'.repeat(100)}`, symbol: 'US\u202eDT' })
    const metadata = await getTokenMetadata(client, TOKEN)
    expect(metadata?.symbol).toBe('USDT')
    expect(metadata?.name).toHaveLength(64)
    expect(metadata?.name.startsWith('Tether USD!')).toBe(true)
  })

  it("falls back to 'UNKNOWN' and 'Unknown Token' when only invisible characters were returned", async () => {
    const metadata = await getTokenMetadata(
      clientAnswering({ name: '\u202e\u200d', symbol: '\ufeff' }),
      TOKEN,
    )
    expect(metadata).toMatchObject({ name: 'Unknown Token', symbol: 'UNKNOWN', decimals: 18 })
  })
})
