// What a high price impact costs the user (spec 1 §5 price impact, facts §8.1): the share of the trade's value
// lost, and that share of the input's USD value when it is known, as the warning and the prompt say it.
import { formatFiat, formatPercentBps, localizeNumber } from '../../../lib/format.ts'
import type { Severity } from './priceImpact.ts'

/**
 * '76.29%' and '$1,234.56' in en-US, '76,29 %' and '1.234,56 $' in de-DE (null when the input has no USD value,
 * or the loss is under a cent).
 */
export type ImpactLoss = { percent: string; usd: string | null }

export function impactLoss(impactBps: number, usdIn: number | null, locale = 'en-US'): ImpactLoss {
  return {
    percent: localizeNumber(formatPercentBps(impactBps), locale),
    usd: usdIn === null ? null : formatFiat((usdIn * impactBps) / 10_000, locale),
  }
}

/** From severity 3 (an impact above 5 %) the form says what would be lost and suggests a smaller amount. */
export function warnsOfImpact(severity: Severity): boolean {
  return severity >= 3
}
