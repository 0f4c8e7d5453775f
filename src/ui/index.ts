export { Button, type ButtonProps, type ButtonVariant } from './Button.tsx'
export { Card } from './Card.tsx'
export { DRAG_DISMISS_PX } from './dragOutcome.ts'
export { FallbackBoundary } from './FallbackBoundary.tsx'
export { InfoTooltip, type InfoTooltipProps, TOOLTIP_WIDTH_PX } from './InfoTooltip.tsx'
export { type LazyModule, lazyModule, useLazyModule } from './lazyModule.ts'
export { lazyScreen } from './lazyScreen.ts'
export { AUTOFOCUS_ATTRIBUTE, Modal, type ModalProps } from './Modal.tsx'
export { type ModalState, useModal, useModalStore } from './modalStore.ts'
export { nextTask } from './nextTask.ts'
export { Optional } from './Optional.tsx'
export {
  PERCENT_PRESETS,
  PercentPicker,
  type PercentPickerLabels,
  type PercentPickerProps,
} from './PercentPicker.tsx'
export { Popover, type PopoverProps } from './Popover.tsx'
export { Toggle, type ToggleProps } from './Toggle.tsx'
export { useDebounced } from './useDebounced.ts'
export { type DebouncedPercent, useDebouncedPercent } from './useDebouncedPercent.ts'
export { useTransitionStore } from './useTransitionStore.ts'
