export { Button, type ButtonProps, type ButtonVariant } from './Button.tsx'
export { Card } from './Card.tsx'
export { DRAG_DISMISS_PX, Modal, type ModalProps, shouldDismissDrag } from './Modal.tsx'
export { Popover, type PopoverProps } from './Popover.tsx'
