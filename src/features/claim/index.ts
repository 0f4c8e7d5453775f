// The airdrop claim and the UNI balance (spec 2 §2 "Airdrop claim"): the header's slot, the menu's item and the
// /claim route (routes.tsx) are what the app mounts.
export { ADDRESS_CLAIM_MODAL } from './model/claimModals.ts'
export { ClaimHeader } from './screens/ClaimHeader.tsx'
export { ClaimMenuItem, type ClaimMenuItemProps } from './screens/ClaimMenuItem.tsx'
