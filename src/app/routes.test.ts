import { describe, expect, it } from 'vitest'
import { redirectOf } from './routes.tsx'

const redirect = (path: string) => {
  const [pathname = '', search = ''] = path.split(/(?=\?)/)
  return redirectOf({ pathname, search: search, hash: '' })
}

describe('redirectOf', () => {
  it('shows the swap screen, with any query', () => {
    expect(redirect('/swap')).toBeNull()
    expect(redirect('/swap/')).toBeNull()
    expect(redirect('/swap?inputCurrency=ETH&x=1')).toBeNull()
  })

  it('sends the root, send, unknown and wrongly cased paths to swap with their query', () => {
    expect(redirect('/')).toBe('/swap')
    expect(redirect('/send?x=1')).toBe('/swap?x=1')
    expect(redirect('/nothing?x=1')).toBe('/swap?x=1')
    expect(redirect('/nothing/at/all')).toBe('/swap')
    expect(redirect('/SWAP')).toBe('/swap')
    expect(redirect('/Send?x=1')).toBe('/swap?x=1')
  })

  it('shows the v3 positions overview and any /pool/{id} (the position page checks the id itself)', () => {
    expect(redirect('/pool')).toBeNull()
    expect(redirect('/pool/25')).toBeNull()
    expect(redirect('/pool/junk')).toBeNull()
    expect(redirect('/pool/25/junk')).toBe('/swap')
    expect(redirect('/POOL')).toBe('/swap')
  })

  it('shows any /remove/{id} (the remove screen checks the id itself)', () => {
    expect(redirect('/remove/25')).toBeNull()
    expect(redirect('/remove/junk')).toBeNull()
    expect(redirect('/remove/25/junk')).toBe('/swap')
    expect(redirect('/REMOVE/25')).toBe('/swap')
  })

  it('moves the output currency of /swap/{currency} into the query', () => {
    expect(redirect('/swap/ETH?x=1')).toBe('/swap?x=1&outputCurrency=ETH')
  })

  it('passes the query on as a URL parser encodes it', () => {
    expect(redirect("/nothing?x='1'")).toBe('/swap?x=%271%27')
    expect(redirect('/nothing?')).toBe('/swap')
  })
})
