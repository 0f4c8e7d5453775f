// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function Crash(): never {
  throw new Error('boom')
}

describe('RouteErrorBoundary', () => {
  it('shows the crash screen in place of a failed route until the location changes', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const router = createMemoryRouter(
      [
        {
          path: '/crash',
          element: (
            <RouteErrorBoundary>
              <Crash />
            </RouteErrorBoundary>
          ),
        },
        {
          path: '/fine',
          element: (
            <RouteErrorBoundary>
              <p>fine</p>
            </RouteErrorBoundary>
          ),
        },
      ],
      { initialEntries: ['/crash'] },
    )
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByText('Error: boom')).toBeTruthy()
    expect(consoleError).toHaveBeenCalledWith(
      'React Router caught the following error during render',
      expect.any(Error),
    )
    await act(() => router.navigate('/fine'))
    expect(screen.getByText('fine')).toBeTruthy()
    consoleError.mockRestore()
  })
})
