import { describe, expect, it } from 'vitest'
import { tokenListValidatorSource } from './tokenListValidatorPlugin.ts'

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string }[] | null }

const list = {
  name: 'Test',
  timestamp: '2021-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    {
      chainId: 1,
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      name: 'Dai Stablecoin',
      symbol: 'DAI',
      decimals: 18,
      logoURI: 'https://example.org/dai.png',
    },
  ],
}

describe('the compiled token-list validator', () => {
  it('is one self-contained ES module that runs as it is, with no bundler in between (the dev server serves it so)', async () => {
    const source = await tokenListValidatorSource()
    expect(source).not.toMatch(/^\s*import\s/m)
    // Loaded straight from its text: any import or require() left in it would fail here.
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      default: Validate
      validate: Validate
    }
    expect(module.validate).toBe(module.default)
    expect(module.default(list)).toBe(true)
    // The helpers it inlined work: a name over the schema's length (ucs2length) and a bad date-time format.
    expect(module.default({ ...list, name: 'x'.repeat(100) })).toBe(false)
    expect(module.default({ ...list, timestamp: 'yesterday' })).toBe(false)
    expect(module.default.errors?.[0]?.instancePath).toBe('/timestamp')
  })
})
