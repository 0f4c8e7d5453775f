import { slippageWarning, useTransactionSettings } from '../../settings/index.ts'
import { type SettingsChips, settingsChips } from '../model/settingsChips.ts'

/** The swap card's reminders of risky settings, from the user's settings (and a link's `?ape`). */
export function useSettingsChips(chainId: number): SettingsChips {
  const { expertMode, slippageSetting } = useTransactionSettings(chainId)
  return settingsChips(expertMode, slippageSetting, slippageWarning(slippageSetting))
}
