import { describe, expect, it } from 'vitest'
import { contenthashToUri } from './ens.ts'

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
