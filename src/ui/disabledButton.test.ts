import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Read as text: the unit project does not process CSS (a `?raw` import of a stylesheet comes back empty).
const themeCss = readFileSync(new URL('./theme.css', import.meta.url), 'utf8')
const buttonCss = readFileSync(new URL('./Button.module.css', import.meta.url), 'utf8')

// The disabled look lives in CSS only; these read the stylesheets the app ships, so a change that brings back
// the faded primary or an unreadable grey fails here before the browser suites run.

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

/** Each theme block's value of a custom property, in the order the blocks appear (light, system dark, dark). */
function valuesOf(name: string): string[] {
  return [...themeCss.matchAll(new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`, 'g'))].map((m) => m[1] ?? '')
}

describe('disabled buttons', () => {
  it('are grey with text of at least 4.5:1 in the light theme and both dark blocks', () => {
    const backgrounds = valuesOf('--color-disabled')
    const texts = valuesOf('--color-disabled-text')
    expect(backgrounds).toHaveLength(3)
    expect(texts).toHaveLength(3)
    backgrounds.forEach((background, i) => {
      expect(contrast(background, texts[i] ?? '')).toBeGreaterThanOrEqual(4.5)
      expect(background).not.toBe(valuesOf('--color-primary')[i])
    })
  })

  it('take the disabled colours at full opacity, whatever the variant', () => {
    const rule = /\.button:disabled\s*\{([^}]*)\}/.exec(buttonCss)?.[1] ?? ''
    expect(rule).toMatch(/background:\s*var\(--color-disabled\)/)
    expect(rule).toMatch(/color:\s*var\(--color-disabled-text\)/)
    expect(rule).toMatch(/opacity:\s*1\s*;/)
  })
})
