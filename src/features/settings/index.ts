export { SETTINGS_MODAL, SettingsPopover, type SettingsPopoverProps } from './components/SettingsPopover.tsx'
export {
  turnOffExpertModeForVisit,
  turnOnExpertModeForVisit,
  useExpertModeFromLink,
} from './expertModeVisit.ts'
export { type TransactionSettings, useTransactionSettings } from './hooks/useTransactionSettings.ts'
export { useWriteSettings, type WriteSettings } from './hooks/useWriteSettings.ts'
export {
  DEFAULT_DEADLINE_SECONDS,
  type DeadlineInput,
  isValidDeadlineSeconds,
  L2_DEADLINE_SECONDS,
  parseDeadlineInput,
} from './model/deadline.ts'
export {
  EXPERT_MODE_CONFIRMATION,
  expertModeToggle,
  isExpertModeConfirmation,
} from './model/expertMode.ts'
export {
  FORM_AUTO_SLIPPAGE_BPS,
  parseSlippageInput,
  type SlippageForm,
  type SlippageInput,
  type SlippageSetting,
  type SlippageWarning,
  slippageWarning,
} from './model/slippage.ts'
export type { SavedPair, SavedToken, UserSettings } from './model/userSettings.ts'
export {
  createUserSettingsStore,
  USER_SETTINGS_CODEC,
  type UserSettingsActions,
  type UserSettingsState,
  useUserSettings,
} from './store.ts'
