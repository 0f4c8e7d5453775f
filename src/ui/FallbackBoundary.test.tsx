// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FallbackBoundary } from './FallbackBoundary.tsx'

afterEach(cleanup)

function Throws(): never {
  throw new Error('render failed')
}

describe('FallbackBoundary', () => {
  it('shows the fallback in place of a part that fails to render, says so once, and leaves the rest', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <div>
        <p>Vote For</p>
        <FallbackBoundary fallback={<p>plain text</p>} label="Description failed">
          <Throws />
        </FallbackBoundary>
      </div>,
    )
    expect(screen.getByText('Vote For')).toBeTruthy()
    expect(screen.getByText('plain text')).toBeTruthy()
    expect(logged.mock.calls.some((call) => call[0] === 'Description failed')).toBe(true)
    logged.mockRestore()
  })

  it('renders its children when they render', () => {
    render(
      <FallbackBoundary fallback={<p>plain text</p>} label="x">
        <p>parsed</p>
      </FallbackBoundary>,
    )
    expect(screen.getByText('parsed')).toBeTruthy()
    expect(screen.queryByText('plain text')).toBeNull()
  })
})
