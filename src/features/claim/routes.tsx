// The claim route the app mounts under its layout (spec 2 §2): /claim opens the address-claim dialog, which the
// header hosts, and goes on to /swap.
import { useEffect } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { useModalStore } from '../../ui/index.ts'
import { ADDRESS_CLAIM_MODAL } from './model/claimModals.ts'

function OpenAddressClaim() {
  const setOpenModal = useModalStore((s) => s.setOpenModal)
  useEffect(() => setOpenModal(ADDRESS_CLAIM_MODAL), [setOpenModal])
  return <Navigate to="/swap" replace />
}

export const claimRoutes: RouteObject[] = [
  { path: 'claim', caseSensitive: true, element: <OpenAddressClaim /> },
]
