// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import ethereumLogo from '../assets/ethereum-logo.svg'
import { nativeCurrency, type TokenCurrency } from '../model/currency.ts'
import { CurrencyLogo } from './CurrencyLogo.tsx'

const token = (n: number, logoURI?: string): TokenCurrency => ({
  kind: 'token',
  chainId: 1,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  decimals: 18,
  symbol: `T${n}`,
  name: `Token ${n}`,
  ...(logoURI ? { logoURI } : {}),
})

const images = () => Array.from(document.querySelectorAll('img'))

afterEach(cleanup)

describe('CurrencyLogo', () => {
  it('draws native ETH with the bundled ethereum logo, loaded with no referrer', () => {
    render(<CurrencyLogo currency={nativeCurrency(1)} size={20} />)
    const logo = screen.getByTestId('ethereum-logo')
    expect(logo.tagName).toBe('IMG')
    expect(logo.getAttribute('src')).toBe(ethereumLogo)
    expect(logo.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(logo.getAttribute('width')).toBe('20')
    expect(logo.getAttribute('alt')).toBe('')
    expect(document.body.textContent).not.toContain('Ξ')
  })

  it("loads a token's logoURI with no referrer, then the assets repository, then the placeholder", () => {
    render(<CurrencyLogo currency={token(7, 'https://logos.example/t7.png')} />)
    const [first] = images()
    expect(first?.getAttribute('src')).toBe('https://logos.example/t7.png')
    expect(first?.getAttribute('referrerpolicy')).toBe('no-referrer')
    if (first) fireEvent.error(first)
    const [second] = images()
    expect(second?.getAttribute('src')).toMatch(
      /^https:\/\/raw\.githubusercontent\.com\/Uniswap\/assets\/master\/blockchains\/ethereum\/assets\/0x0{39}7\/logo\.png$/,
    )
    expect(second?.getAttribute('referrerpolicy')).toBe('no-referrer')
    if (second) fireEvent.error(second)
    expect(images()).toHaveLength(0)
    expect(document.body.textContent).toBe('?')
  })
})
