// Scaffold: replaced by the screen's implementation before it lands.
export function PoolV2Screen() {
  return null
}
