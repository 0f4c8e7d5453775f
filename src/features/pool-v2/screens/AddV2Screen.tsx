// Scaffold: replaced by the screen's implementation before it lands.
export function AddV2Screen() {
  return null
}
