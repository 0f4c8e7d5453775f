// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { InfoTooltip } from './InfoTooltip.tsx'

afterEach(cleanup)

function renderTooltip() {
  render(
    <InfoTooltip label="Trade details">
      <p>Minimum received 994 DAI</p>
    </InfoTooltip>,
  )
  return {
    button: screen.getByRole('button', { name: 'Trade details' }),
    tooltip: screen.getByRole('tooltip', { hidden: true }),
  }
}

describe('InfoTooltip', () => {
  it('is 256 px wide, hidden until the pointer is over its button, and describes the button', () => {
    const { button, tooltip } = renderTooltip()
    expect(tooltip.style.width).toBe('256px')
    expect(tooltip.hidden).toBe(true)
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id)
    fireEvent.pointerEnter(button)
    expect(tooltip.hidden).toBe(false)
    fireEvent.pointerLeave(button)
    expect(tooltip.hidden).toBe(true)
  })

  it('shows while its button has the keyboard focus, and Escape hides it', () => {
    const { button, tooltip } = renderTooltip()
    fireEvent.focus(button)
    expect(tooltip.hidden).toBe(false)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(tooltip.hidden).toBe(true)
    fireEvent.focus(button)
    fireEvent.blur(button)
    expect(tooltip.hidden).toBe(true)
  })
})
