// The settings that change what a swap risks stay in sight on the swap card once the settings close: expert mode
// (no review, high impact allowed) and a custom slippage the settings warn about.

export type SlippageRisk = 'may-fail' | 'may-be-frontrun'

export type SettingsChips = {
  expertMode: boolean
  /** A custom slippage the settings warn about, as a percentage ('3%'); null for auto or a usual value. */
  slippage: { percent: string; risk: SlippageRisk } | null
}

/** Basis points as a percentage without trailing zeros: 300 → '3%', 5 → '0.05%', 150 → '1.5%'. */
export function formatSlippagePercent(bps: number): string {
  const whole = Math.trunc(bps / 100)
  const hundredths = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return hundredths === '' ? `${whole}%` : `${whole}.${hundredths}%`
}

export function settingsChips(
  expertMode: boolean,
  slippageSetting: 'auto' | number,
  risk: SlippageRisk | null,
): SettingsChips {
  return {
    expertMode,
    slippage:
      slippageSetting === 'auto' || risk === null
        ? null
        : { percent: formatSlippagePercent(slippageSetting), risk },
  }
}
