import { describe, expect, it } from 'vitest'
import { findPoolLinks } from './findPoolLinks.ts'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('findPoolLinks', () => {
  it('goes back to /migrate/v2 only for that exact origin, to /pool/v2 for anything else', () => {
    expect(findPoolLinks('/migrate/v2', null, null).origin).toBe('/migrate/v2')
    for (const origin of [
      null,
      '',
      '/pool/v2',
      '/migrate/v2/',
      '/MIGRATE/V2',
      'https://evil.example',
      '//evil',
      '/swap',
    ])
      expect(findPoolLinks(origin, null, null).origin).toBe('/pool/v2')
  })

  it('creates and adds on the picked currencies, as picked', () => {
    expect(findPoolLinks(null, 'ETH', DAI)).toEqual({
      origin: '/pool/v2',
      create: `/add/v2/create/ETH/${DAI}`,
      add: `/add/v2/ETH/${DAI}`,
    })
    expect(findPoolLinks(null, 'ETH', null)).toMatchObject({ create: null, add: null })
  })
})
