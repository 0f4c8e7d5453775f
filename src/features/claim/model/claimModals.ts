// The claim feature's modals, as `useModal` ids (spec 1 §2 modal kinds: self claim, address claim, claim popup).
export const ADDRESS_CLAIM_MODAL = 'addressClaim'
export const SELF_CLAIM_MODAL = 'selfClaim'
export const UNI_BALANCE_MODAL = 'claimPopup'
export const CLAIM_MODALS: readonly string[] = [ADDRESS_CLAIM_MODAL, SELF_CLAIM_MODAL, UNI_BALANCE_MODAL]
