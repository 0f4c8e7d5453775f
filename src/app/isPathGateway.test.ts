import { describe, expect, it } from 'vitest'
import { isPathGateway } from './isPathGateway.ts'

describe('isPathGateway', () => {
  it('is an /ipfs/ or /ipns/ path of a shared gateway', () => {
    expect(isPathGateway('/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/')).toBe(true)
    expect(isPathGateway('/ipfs/QmT5NvUtoM5nWFfrQdVrFtvGfKFmG7AHE8P34isapyhCxX/index.html')).toBe(true)
    expect(isPathGateway('/ipns/app.example.eth/')).toBe(true)
    expect(isPathGateway('/IPFS/bafy/')).toBe(true)
  })

  it('is not the app on its own origin or a subdomain gateway (which serves the content at its root)', () => {
    expect(isPathGateway('/')).toBe(false)
    expect(isPathGateway('/index.html')).toBe(false)
    expect(isPathGateway('/app/')).toBe(false)
  })

  it('does not take look-alike paths for a gateway', () => {
    expect(isPathGateway('/ipfs')).toBe(false)
    expect(isPathGateway('/ipfsx/bafy/')).toBe(false)
    expect(isPathGateway('/app/ipfs/bafy/')).toBe(false)
    expect(isPathGateway('ipfs/bafy/')).toBe(false)
    expect(isPathGateway('')).toBe(false)
  })
})
