// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Optional } from './Optional.tsx'

afterEach(cleanup)

const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))

describe('Optional', () => {
  it('shows its children', () => {
    render(
      <Optional name="Block status">
        <p>block 12</p>
      </Optional>,
    )
    expect(screen.getByText('block 12')).toBeTruthy()
  })

  it('shows nothing where a lazily loaded part fails to load, and leaves the rest of the page alone', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <main>
        <p>swap</p>
        <Optional name="Popups">
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </Optional>
      </main>,
    )
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Popups could not be shown', expect.any(Error)))
    expect(screen.getByText('swap')).toBeTruthy()
    log.mockRestore()
  })
})
