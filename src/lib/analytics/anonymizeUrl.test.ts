import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anonymizeOutboundUrl, anonymizePagePath } from './anonymizeUrl.ts'

const ADDRESS = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const HASH = `0x${'ab'.repeat(32)}`

describe('anonymizeOutboundUrl', () => {
  it.each([
    [`https://etherscan.io/address/${ADDRESS}`, 'https://etherscan.io/address/***'],
    [`https://etherscan.io/tx/${HASH}`, 'https://etherscan.io/tx/***'],
    [`https://ropsten.etherscan.io/token/${ADDRESS}`, 'https://ropsten.etherscan.io/token/***'],
    [`https://rinkeby.etherscan.io/tx/${HASH}`, 'https://rinkeby.etherscan.io/tx/***'],
    [`https://goerli.etherscan.io/address/${ADDRESS}`, 'https://goerli.etherscan.io/address/***'],
    [`https://kovan.etherscan.io/address/${ADDRESS}`, 'https://kovan.etherscan.io/address/***'],
    [`https://optimistic.etherscan.io/tx/${HASH}`, 'https://optimistic.etherscan.io/tx/***'],
    [`https://kovan-optimistic.etherscan.io/tx/${HASH}`, 'https://kovan-optimistic.etherscan.io/tx/***'],
    [`https://arbiscan.io/address/${ADDRESS}`, 'https://arbiscan.io/address/***'],
    [`https://rinkeby-explorer.arbitrum.io/tx/${HASH}`, 'https://rinkeby-explorer.arbitrum.io/tx/***'],
  ])('masks the hex segments of %s', (input, expected) => {
    expect(anonymizeOutboundUrl(input)).toBe(expected)
  })

  it('masks every hex segment and keeps the others', () => {
    expect(anonymizeOutboundUrl(`https://etherscan.io/token/${ADDRESS}/holders/${HASH}#info`)).toBe(
      'https://etherscan.io/token/***/holders/***#info',
    )
    expect(anonymizeOutboundUrl('https://etherscan.io/block/12345678')).toBe(
      'https://etherscan.io/block/12345678',
    )
    // "0x" alone and words that start like hex are not addresses
    expect(anonymizeOutboundUrl('https://etherscan.io/0x/0xzz/0X1f')).toBe('https://etherscan.io/0x/0xzz/***')
  })

  it('masks hex query values on explorer hosts', () => {
    expect(anonymizeOutboundUrl(`https://etherscan.io/token/${ADDRESS}?a=${ADDRESS}&p=2`)).toBe(
      'https://etherscan.io/token/***?a=***&p=2',
    )
  })

  it('leaves other hosts and non-URLs alone', () => {
    const other = `https://info.uniswap.org/#/pools/${ADDRESS}`
    expect(anonymizeOutboundUrl(other)).toBe(other)
    expect(anonymizeOutboundUrl(`https://evil-etherscan.io/address/${ADDRESS}`)).toBe(
      `https://evil-etherscan.io/address/${ADDRESS}`,
    )
    expect(anonymizeOutboundUrl(`https://www.etherscan.io.example.org/tx/${HASH}`)).toBe(
      `https://www.etherscan.io.example.org/tx/${HASH}`,
    )
    expect(anonymizeOutboundUrl('not a url')).toBe('not a url')
  })

  it('compares host names case-insensitively', () => {
    expect(anonymizeOutboundUrl(`https://EtherScan.io/address/${ADDRESS}`)).toBe(
      'https://etherscan.io/address/***',
    )
  })
})

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('anonymizePagePath', () => {
  it('masks the recipient, whatever it holds', () => {
    expect(anonymizePagePath(`/swap?inputCurrency=ETH&recipient=${ALICE}`)).toBe(
      '/swap?inputCurrency=ETH&recipient=***',
    )
    expect(anonymizePagePath('/swap?recipient=vitalik.eth&exactAmount=1')).toBe(
      '/swap?recipient=***&exactAmount=1',
    )
    expect(anonymizePagePath('/swap?Recipient=bob.eth')).toBe('/swap?Recipient=***')
    expect(anonymizePagePath('/swap?recipient=a&recipient=b')).toBe('/swap?recipient=***&recipient=***')
  })

  it('masks every address in the query', () => {
    expect(anonymizePagePath(`/swap?inputCurrency=ETH&outputCurrency=${ADDRESS}&exactAmount=1.5`)).toBe(
      '/swap?inputCurrency=ETH&outputCurrency=***&exactAmount=1.5',
    )
    expect(anonymizePagePath(`/swap?outputCurrency=${ADDRESS.toLowerCase()}`)).toBe(
      '/swap?outputCurrency=***',
    )
    // Inside a value or as a key, not only as a whole value.
    expect(anonymizePagePath(`/swap?note=to-${ALICE}-thanks`)).toBe('/swap?note=to-***-thanks')
    expect(anonymizePagePath(`/swap?${ALICE}=1`)).toBe('/swap?***=1')
  })

  it('masks every address in the path', () => {
    expect(anonymizePagePath(`/add/${ADDRESS}/ETH/3000`)).toBe('/add/***/ETH/3000')
    expect(anonymizePagePath(`/remove/v2/${ADDRESS}/${ALICE}`)).toBe('/remove/v2/***/***')
    expect(anonymizePagePath(`/migrate/v2/${ALICE.toLowerCase()}`)).toBe('/migrate/v2/***')
    expect(anonymizePagePath(`/add/ETH-${ALICE}`)).toBe('/add/ETH-***')
    // Percent-encoded, it is still an address.
    expect(anonymizePagePath(`/add/%30x${ALICE.slice(2)}`)).toBe('/add/***')
    expect(anonymizePagePath(`/add/${ALICE.slice(0, 10)}%41${ALICE.slice(11)}`)).toBe('/add/***')
  })

  it('masks the path and the query together', () => {
    expect(anonymizePagePath(`/add/v2/${ADDRESS}/ETH?recipient=${ALICE}`)).toBe(
      '/add/v2/***/ETH?recipient=***',
    )
  })

  it('leaves routes without an address alone', () => {
    for (const path of [
      '/swap',
      '/swap?inputCurrency=ETH&outputCurrency=DAI&exactAmount=1.5&exactField=input',
      '/pool/v2',
      '/vote/1',
      '/vote/2/11',
      '/add/ETH/DAI/3000',
      '/add/ETH',
      '/uni',
      '',
      '/',
    ])
      expect(anonymizePagePath(path)).toBe(path)
  })

  it('masks a position id, which names its owner: /pool/{id}, /remove/{id}, /increase/…/{id}', () => {
    expect(anonymizePagePath('/pool/25')).toBe('/pool/***')
    expect(anonymizePagePath('/remove/123456789')).toBe('/remove/***')
    expect(anonymizePagePath('/increase/ETH/DAI/3000/25')).toBe('/increase/ETH/DAI/3000/***')
    expect(anonymizePagePath(`/increase/ETH/${'0x'}${'ab'.repeat(20)}/500/7?x=1`)).toBe(
      '/increase/ETH/***/500/***?x=1',
    )
    expect(anonymizePagePath('/pool/%32%35')).toBe('/pool/***')
    // Not a position id: the v2 pages and an increase without one.
    expect(anonymizePagePath('/remove/v2/ETH/DAI')).toBe('/remove/v2/ETH/DAI')
    expect(anonymizePagePath('/increase/ETH/DAI/3000')).toBe('/increase/ETH/DAI/3000')
    // Route names that are Object.prototype's own keys are no position routes.
    expect(anonymizePagePath('/constructor/25')).toBe('/constructor/25')
    expect(anonymizePagePath('/__proto__/25')).toBe('/__proto__/25')
  })

  it('never keeps an address, whatever the route', () => {
    const address = fc
      .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 40, maxLength: 40 })
      .map((digits) => `0x${digits.join('')}`)
    const text = fc.string({ maxLength: 20 })
    fc.assert(
      fc.property(text, address, text, fc.boolean(), (before, hex, after, inQuery) => {
        const route = inQuery ? `/swap?a=1&b=${before}${hex}${after}` : `/add/${before}${hex}${after}`
        const masked = anonymizePagePath(route)
        expect(masked.toLowerCase()).not.toContain(hex.slice(2).toLowerCase())
      }),
    )
  })

  it('masks an address that only shows once the escapes are read as text', () => {
    const zeros = '0'.repeat(40)
    expect(anonymizePagePath(`/add/%00x${zeros}`)).not.toContain(zeros)
    expect(anonymizePagePath(`/swap?a=%00x${zeros}`)).not.toContain(zeros)
    expect(anonymizePagePath(`/swap?a=%50x${zeros}`)).not.toContain(zeros)
  })

  it('never throws on malformed routes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (route) => {
        expect(typeof anonymizePagePath(route)).toBe('string')
      }),
    )
    expect(anonymizePagePath('/%E0%A4%A/x?%ZZ=%')).toBe('/%E0%A4%A/x?%25ZZ=%25')
  })
})
