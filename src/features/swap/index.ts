export { SwapScreen } from './screens/SwapScreen.tsx'
