// Category, actions and label of the Liquidity analytics events (facts §13), shared by the liquidity screens and
// their tests so the reported texts never drift from the table.
export const LIQUIDITY_EVENT_CATEGORY = 'Liquidity'

export type LiquidityEventAction = 'Add' | 'Remove' | 'RemoveV3' | 'CollectV3' | 'Full Range Clicked'

/** `<symbol0>/<symbol1>`: the pair's symbols in the order the event names them. */
export function pairEventLabel(symbol0: string | undefined, symbol1: string | undefined): string {
  return `${symbol0 ?? ''}/${symbol1 ?? ''}`
}
