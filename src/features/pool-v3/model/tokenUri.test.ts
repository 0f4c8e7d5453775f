import { describe, expect, it } from 'vitest'
import { decodeTokenUri, TOKEN_URI_MAX_LENGTH } from './tokenUri.ts'

function base64(text: string | Uint8Array): string {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
const jsonUri = (value: unknown) => `data:application/json;base64,${base64(JSON.stringify(value))}`
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="290" height="500"><text>DAI/ETH</text></svg>'
const svgImage = `data:image/svg+xml;base64,${base64(svg)}`
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const pngImage = `data:image/png;base64,${base64(png)}`

describe('decodeTokenUri', () => {
  it('reads the name, description and SVG image of a descriptor URI', () => {
    const metadata = decodeTokenUri(
      jsonUri({
        name: 'Uniswap - 0.3% - DAI/ETH',
        description: 'A position.\n\nToken ID: 25',
        image: svgImage,
      }),
    )
    expect(metadata).toEqual({
      name: 'Uniswap - 0.3% - DAI/ETH',
      description: 'A position.\n\nToken ID: 25',
      image: svgImage,
    })
  })

  it('keeps a PNG data URI', () => {
    expect(decodeTokenUri(jsonUri({ name: 'n', image: pngImage }))?.image).toBe(pngImage)
  })

  it('reads UTF-8 text', () => {
    expect(decodeTokenUri(jsonUri({ name: 'Ünïcødé ⚠️' }))?.name).toBe('Ünïcødé ⚠️')
  })

  it('is null for a URI that is not base64 JSON', () => {
    for (const uri of [
      '',
      'https://example.com/25.json',
      'data:application/json,{"name":"x"}',
      'data:application/json;base64,%%%',
      'data:application/json;base64,abc',
      `data:application/json;base64,${base64('not json')}`,
      `data:application/json;base64,${base64('[1,2]')}`,
      `data:application/json;base64,${base64('null')}`,
      `data:application/json;base64,${base64(new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]))}`,
    ])
      expect(decodeTokenUri(uri), uri).toBeNull()
  })

  it('is null for a value that is not a string', () => {
    expect(decodeTokenUri(undefined)).toBeNull()
    expect(decodeTokenUri(42)).toBeNull()
  })

  it('refuses a URI over the size cap unread', () => {
    const big = jsonUri({ name: 'x', description: 'y'.repeat(TOKEN_URI_MAX_LENGTH) })
    expect(decodeTokenUri(big)).toBeNull()
  })

  it('drops an image that is not an SVG or PNG base64 data URI, keeping the rest', () => {
    for (const image of [
      'https://evil.example/x.svg',
      'javascript:alert(1)',
      `data:text/html;base64,${base64('<script>alert(1)</script>')}`,
      `data:image/svg+xml,${svg}`,
      `data:image/svg+xml;utf8,${svg}`,
      `data:image/jpeg;base64,${base64(png)}`,
      `data:image/svg+xml;base64,${base64(svg)}"><script>`,
      'data:image/png;base64,',
      `data:image/png;base64,${base64('not a png at all')}`,
      42,
      null,
    ]) {
      const metadata = decodeTokenUri(jsonUri({ name: 'Position', image }))
      expect(metadata, String(image)).toEqual({ name: 'Position', description: '', image: null })
    }
  })

  it('drops an SVG that carries script', () => {
    for (const bad of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg><image href="x" ONERROR = "alert(1)"/></svg>',
    ])
      expect(
        decodeTokenUri(jsonUri({ image: `data:image/svg+xml;base64,${base64(bad)}` }))?.image,
        bad,
      ).toBeNull()
  })

  it('cleans invisible and bidirectional characters from the texts and caps them', () => {
    const metadata = decodeTokenUri(
      jsonUri({ name: `USDC\u202eevil\u200b${'x'.repeat(500)}`, description: 7 }),
    )
    expect(metadata?.name.startsWith('USDCevil')).toBe(true)
    expect(Array.from(metadata?.name ?? '').length).toBe(128)
    expect(metadata?.description).toBe('')
    const lines = decodeTokenUri(jsonUri({ description: `a\u202e\r\nb\n\n\n\nc${'d'.repeat(3000)}` }))
    expect(lines?.description.startsWith('a\nb\n\nc')).toBe(true)
    expect(Array.from(lines?.description ?? '').length).toBe(2000)
  })
})
