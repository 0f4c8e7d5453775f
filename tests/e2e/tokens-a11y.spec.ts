import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { connectWallet } from './support/app.ts'
import { severeViolations } from './support/axe.ts'
import { deployment } from './support/deployment.ts'

const DAI = deployment.tokens.DAI

/** Serious and critical axe violations inside the open token selector (all of axe's rules), as "rule: targets". */
const dialogViolations = (page: Page) => severeViolations(page, { scope: 'dialog', tags: null })

async function openSelector(page: Page): Promise<Locator> {
  await page.getByTestId('currency-select-to').click()
  const dialog = page.getByRole('dialog', { name: 'Select a token' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('token selector accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`search and manage views have no serious or critical axe violation (${theme})`, async ({
      page,
      wallet,
    }) => {
      await page.goto(`/#/swap?theme=${theme}`)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await connectWallet(page, wallet)

      const dialog = await openSelector(page)
      await expect(dialog.getByTestId(`token-row-${DAI.address}`)).toBeVisible()
      await expect(dialog.getByTestId('ethereum-logo').first()).toBeVisible()
      expect(await dialogViolations(page)).toEqual([])

      await dialog.getByRole('textbox', { name: 'Search name or paste address' }).fill('zzzz')
      await expect(dialog.getByText('No results found.')).toBeVisible()
      expect(await dialogViolations(page)).toEqual([])

      await dialog.getByRole('button', { name: 'Manage' }).click()
      const manage = page.getByRole('dialog', { name: 'Manage' })
      await expect(manage.getByRole('tab', { name: 'Lists' })).toHaveAttribute('aria-selected', 'true')
      expect(await dialogViolations(page)).toEqual([])

      await manage.getByRole('tab', { name: 'Tokens' }).click()
      await expect(manage.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
      expect(await dialogViolations(page)).toEqual([])
    })
  }
})
