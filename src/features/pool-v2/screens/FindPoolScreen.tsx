// Scaffold: replaced by the screen's implementation before it lands.
export function FindPoolScreen() {
  return null
}
