// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProposalMarkdown } from './ProposalMarkdown.tsx'

afterEach(cleanup)

describe('ProposalMarkdown', () => {
  it('shows raw HTML as text and creates no image or script', () => {
    const { container } = render(
      <ProposalMarkdown markdown={'# T\n\nRaw: <img src=x onerror=alert(1)> <script>alert(2)</script>'} />,
    )
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
  })

  it('links only to https:, with noopener; javascript: and http: links are text', () => {
    const { container } = render(
      <ProposalMarkdown markdown={'[a](https://uniswap.org) [b](javascript:alert(1)) [c](http://x.org)'} />,
    )
    const links = [...container.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://uniswap.org'])
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(container.textContent).toContain('b')
  })

  it('loads no remote image: a markdown image becomes a link to it', () => {
    const { container } = render(<ProposalMarkdown markdown={'![logo](https://evil.example/track.png)'} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://evil.example/track.png')
  })
})
