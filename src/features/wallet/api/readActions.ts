// Only ever imported lazily: the two actions every contract read goes through (the multicall engine's `call`,
// token metadata's `readContract`), apart from the rest of viem's public actions so that a screen whose first
// paint waits on a read (the add page's pool) does not wait on all of them.
export { call, readContract } from 'viem/actions'
