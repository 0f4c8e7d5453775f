// Property test: whatever a descriptor returns, decoding never throws and never yields an image other than
// a base64 SVG or PNG data URI.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeTokenUri } from './tokenUri.ts'

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

describe('decodeTokenUri on any input', () => {
  it('never throws, and any image it keeps is an SVG or PNG base64 data URI', () => {
    const json = fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null')
    const objects = fc
      .record({
        name: fc.anything(),
        description: fc.anything(),
        image: fc.oneof(fc.string(), fc.anything()),
      })
      .map((value) => JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? '{}')
    const uri = fc.oneof(
      fc.string(),
      fc.oneof(json, objects, fc.string()).map((text) => `data:application/json;base64,${toBase64(text)}`),
    )
    fc.assert(
      fc.property(uri, (text) => {
        const metadata = decodeTokenUri(text)
        if (metadata?.image) expect(metadata.image).toMatch(/^data:image\/(svg\+xml|png);base64,/)
      }),
    )
  })
})
