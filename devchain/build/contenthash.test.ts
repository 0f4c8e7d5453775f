import { describe, expect, it } from 'vitest'
import { base32, ipfsContenthash } from './contenthash.ts'

describe('contenthash', () => {
  it('encodes base32 like RFC 4648 (lower case, unpadded)', () => {
    const text = (s: string) => new TextEncoder().encode(s)
    expect(base32(text('f'))).toBe('my')
    expect(base32(text('foobar'))).toBe('mzxw6ytboi')
  })

  it('gives the well-known CID of the empty raw block', () => {
    const { cid, uri, contenthash } = ipfsContenthash(new Uint8Array())
    expect(cid).toBe('bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku')
    expect(uri).toBe(`ipfs://${cid}`)
    expect(contenthash.startsWith('0xe30101551220')).toBe(true)
  })
})
