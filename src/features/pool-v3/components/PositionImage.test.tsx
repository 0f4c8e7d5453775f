// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { decodeTokenUri } from '../model/tokenUri.ts'
import { PositionImage } from './PositionImage.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(() => {
  cleanup()
  delete (window as { pwned?: boolean }).pwned
})

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
const tokenUri = (value: unknown) => `data:application/json;base64,${base64(JSON.stringify(value))}`
const svgUri = (svg: string) => `data:image/svg+xml;base64,${base64(svg)}`

function show(uri: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <PositionImage metadata={decodeTokenUri(uri)} />
    </I18nProvider>,
  )
}

describe('the position image from a tokenURI', () => {
  it('is an <img> of the data URI, never the SVG inlined', () => {
    const image = svgUri('<svg xmlns="http://www.w3.org/2000/svg" width="290" height="500"><rect/></svg>')
    const { container } = show(tokenUri({ name: 'Uniswap - 0.3% - DAI/ETH', image }))
    const img = screen.getByTestId('position-image')
    expect(img.tagName).toBe('IMG')
    expect(img.getAttribute('src')).toBe(image)
    expect(img.getAttribute('alt')).toBe('Uniswap - 0.3% - DAI/ETH')
    expect(container.querySelector('svg, rect, script, iframe, object')).toBeNull()
  })

  it.each([
    [
      'an SVG with a script',
      tokenUri({ name: 'x', image: svgUri('<svg><script>window.pwned=true</script></svg>') }),
    ],
    [
      'an SVG with an event handler',
      tokenUri({ name: 'x', image: svgUri('<svg onload="window.pwned=true"/>') }),
    ],
    ['an image that is not a data URI', tokenUri({ name: 'x', image: 'https://evil.example/x.svg' })],
    [
      'an HTML data URI',
      tokenUri({ name: 'x', image: `data:text/html;base64,${base64('<script>1</script>')}` }),
    ],
    ['JSON that is not base64', 'data:application/json,{"image":"data:image/png;base64,AAAA"}'],
    ['base64 that is not JSON', `data:application/json;base64,${base64('<svg onload=alert(1)>')}`],
    ['a JSON string with markup', tokenUri('<img src=x onerror="window.pwned=true">')],
  ])('shows nothing for %s, and nothing runs', (_what, uri) => {
    const { container } = show(uri)
    expect(container.innerHTML).toBe('')
    expect((window as { pwned?: boolean }).pwned).toBeUndefined()
  })
})
