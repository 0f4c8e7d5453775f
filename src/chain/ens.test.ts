import { type Address, type Hex, namehash, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { contenthashToUri, getEnsAddress, getEnsName } from './ens.ts'
import type { ReadClient } from './multicall.ts'

describe('contenthash to URI', () => {
  it('translates ipfs-ns with a CIDv1 to ipfs://<base32 cid>', () => {
    const digest = 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9'
    expect(contenthashToUri(`0xe30101551220${digest}`)).toBe(
      'ipfs://bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e',
    )
  })

  it('translates ipfs-ns with a CIDv0 to ipfs://Qm…', () => {
    const digest = '0000000000000000000000000000000000000000000000000000000000000000'
    expect(contenthashToUri(`0xe3010170${'1220'}${digest}`)).toMatch(/^ipfs:\/\/baf/)
    expect(contenthashToUri(`0xe301${'1220'}${digest}`)).toMatch(/^ipfs:\/\/Qm/)
  })

  it('translates an ipns-ns DNSLink name carried as an identity multihash', () => {
    const name = Buffer.from('app.uniswap.org').toString('hex')
    expect(contenthashToUri(`0xe5010172000f${name}`)).toBe('ipns://app.uniswap.org')
  })

  it("rejects another codec (swarm) with 'Unrecognized codec'", () => {
    const digest = '0000000000000000000000000000000000000000000000000000000000000000'
    expect(() => contenthashToUri(`0xe40101fa011b20${digest}`)).toThrow('Unrecognized codec')
  })
})

describe('the ENS name shown for an account', () => {
  const REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
  const RESOLVER: Address = '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41'
  const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  /** A registry where ACCOUNT's reverse record holds `name`, and every name resolves to ACCOUNT. */
  function ensWithReverseName(name: string): ReadClient {
    const readContract = async ({ functionName }: { functionName: string }): Promise<unknown> => {
      if (functionName === 'resolver') return RESOLVER
      if (functionName === 'name') return name
      if (functionName === 'addr') return ACCOUNT
      throw new Error(`unexpected read ${functionName}`)
    }
    return { readContract } as unknown as ReadClient
  }

  it('is the reverse record when it resolves back to the account and is plain text', async () => {
    expect(await getEnsName(ensWithReverseName('alice.eth'), REGISTRY, ACCOUNT)).toBe('alice.eth')
  })

  it('is not shown when it holds bidirectional, zero-width or control characters (never shown cleaned)', async () => {
    for (const name of [
      'alice\u200b.eth',
      'hte.\u202ealice',
      'alice.eth\u0000',
      '\ufeffalice.eth',
      'ali\u2066ce.eth',
    ])
      expect(await getEnsName(ensWithReverseName(name), REGISTRY, ACCOUNT), JSON.stringify(name)).toBeNull()
  })

  it('is not shown when it is longer than any DNS name', async () => {
    expect(await getEnsName(ensWithReverseName(`${'a'.repeat(300)}.eth`), REGISTRY, ACCOUNT)).toBeNull()
  })

  it('is not shown when it is not its own ENSIP-15 normalized form: capitals, a mixed-script look-alike', async () => {
    for (const name of ['Alice.eth', 'ALICE.ETH', '\u0430lice.eth', 'alice..eth'])
      expect(await getEnsName(ensWithReverseName(name), REGISTRY, ACCOUNT), JSON.stringify(name)).toBeNull()
  })
})

describe('an ENS name resolved to an address', () => {
  const REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
  const RESOLVER: Address = '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41'
  const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const asked: Hex[] = []
  const client = {
    readContract: async ({ functionName, args }: { functionName: string; args: readonly [Hex] }) => {
      asked.push(args[0])
      if (functionName === 'resolver') return args[0] === namehash('alice.eth') ? RESOLVER : zeroAddress
      if (functionName === 'addr') return ACCOUNT
      throw new Error(`unexpected read ${functionName}`)
    },
  } as unknown as ReadClient

  it('is looked up under its normalized form, as ENS registers names', async () => {
    expect(await getEnsAddress(client, REGISTRY, 'ALICE.eth')).toBe(ACCOUNT)
    expect(asked).toContain(namehash('alice.eth'))
  })

  it('is none for a name without a normalized form (a mixed-script look-alike)', async () => {
    asked.length = 0
    expect(await getEnsAddress(client, REGISTRY, '\u0430lice.eth')).toBeNull()
    expect(asked).toEqual([])
  })
})
