export { Button, type ButtonProps, type ButtonVariant } from './Button.tsx'
export { Card } from './Card.tsx'
export { Modal, type ModalProps } from './Modal.tsx'
