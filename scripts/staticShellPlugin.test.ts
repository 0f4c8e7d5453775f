import { describe, expect, it } from 'vitest'
import { injectStaticShell } from './staticShellPlugin.ts'

const PAGE =
  '<html><body><noscript>…</noscript><div id="root"></div><script type="module" src="./a.js"></script></body></html>'

describe('the static shell in index.html', () => {
  it('goes inside the empty #root, as is (a $ in it is not a replacement pattern)', () => {
    const html = injectStaticShell(PAGE, '<header inert>Swap $&</header>')
    expect(html).toContain('<div id="root"><header inert>Swap $&</header></div>')
    expect(html).toContain('<script type="module" src="./a.js"></script>')
  })

  it('refuses a page without an empty #root, and a shell that carries a script', () => {
    expect(() => injectStaticShell('<div id="root">x</div>', '<p></p>')).toThrow(/no empty/)
    expect(() => injectStaticShell(PAGE, '<p><script>alert(1)</script></p>')).toThrow(/script/)
  })
})
