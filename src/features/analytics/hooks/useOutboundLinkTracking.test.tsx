// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useOutboundLinkTracking } from './useOutboundLinkTracking.ts'

const tracked = vi.hoisted(() => [] as string[])
vi.mock('../analytics.ts', () => ({ trackOutboundLink: (url: string) => tracked.push(url) }))

// The test document must not follow the links it clicks.
const stay = (event: Event) => event.preventDefault()
beforeEach(() => document.addEventListener('click', stay))
afterEach(() => {
  document.removeEventListener('click', stay)
  cleanup()
  tracked.length = 0
})

function Page() {
  useOutboundLinkTracking()
  return (
    <>
      <a href="https://etherscan.io/address/0x6B175474E89094C44Da98b954EedeAC495271d0F">
        <span>View on Explorer</span>
      </a>
      <a href="https://docs.uniswap.org/">Docs</a>
      <a href="#/pool">Pool</a>
      <a href={`${window.location.origin}/other`}>Same origin</a>
      <a href="mailto:someone@example.org">Mail</a>
      <button type="button">Not a link</button>
    </>
  )
}

describe('outbound links', () => {
  it('reports a click on any link that leaves the app (also on a child of the link, and a middle click)', () => {
    render(<Page />)
    fireEvent.click(screen.getByText('View on Explorer'))
    fireEvent(screen.getByText('Docs'), new MouseEvent('auxclick', { bubbles: true, button: 1 }))
    expect(tracked).toEqual([
      'https://etherscan.io/address/0x6B175474E89094C44Da98b954EedeAC495271d0F',
      'https://docs.uniswap.org/',
    ])
  })

  it('ignores in-app links, same-origin links, other schemes and other elements', () => {
    render(<Page />)
    for (const text of ['Pool', 'Same origin', 'Mail', 'Not a link']) fireEvent.click(screen.getByText(text))
    expect(tracked).toEqual([])
  })
})
