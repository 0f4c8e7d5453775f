// Scaffold: replaced by the screen's implementation before it lands.
export function RemoveV2Screen() {
  return null
}
