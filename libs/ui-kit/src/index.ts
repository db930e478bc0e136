// Public API of @casino/ui-kit. Export only what other projects may use.
// Styles: import '@casino/ui-kit/styles.css' once in the app (tokens + base).

// Tokens and layout
export { breakpoints, breakpointOf, mediaUp, mediaOnly, type Breakpoint } from './styles/breakpoints';
export { useBreakpoint } from './lib/layout/use-breakpoint';
export { WhenNearViewport, type WhenNearViewportProps } from './lib/layout/when-near-viewport';

// Scripts the app adds (the page's CSP nonce)
export { allowScript, cspNonce } from './lib/utils/csp-nonce';
export { keepForAWhile, takeRecent, type Timestamped } from './lib/utils/expiring-storage';
export { loadScript, SCRIPT_TIMEOUT_MS, type LoadScriptOptions } from './lib/utils/load-script';
export { useHydrated } from './lib/utils/use-hydrated';
export { useChangedBeforeHydration } from './lib/fields/use-changed-before-hydration';

// Icons
export { Icon, type IconProps } from './lib/icon/icon';
export { IconsPage } from './lib/icon/icons-page';
export { iconNames, type IconName } from './lib/icon/icon-names';

// Actions
export { Button, type ButtonProps } from './lib/actions/button';
export { usePrimaryAction, useCurrentPrimaryAction, type PrimaryAction } from './lib/actions/primary-action';
export { DeclarePrimaryAction } from './lib/actions/declare-primary-action';
export { IconButton, type IconButtonProps } from './lib/actions/icon-button';
export { Link, type LinkProps } from './lib/actions/link';
export { ButtonLink, type ButtonLinkProps } from './lib/actions/button-link';

// Fields
export { TextField, type TextFieldProps } from './lib/fields/text-field';
export { TextArea, type TextAreaProps } from './lib/fields/text-area';
export { PasswordField, type PasswordFieldProps } from './lib/fields/password-field';
export { PhoneField, type PhoneFieldProps, type PhoneValue } from './lib/fields/phone-field';
export { defaultPhoneCountries, type PhoneCountry } from './lib/fields/phone-countries';
export { AmountField, type AmountFieldProps } from './lib/fields/amount-field';
export { DateField, type DateFieldProps } from './lib/fields/date-field';
export { Select, type SelectProps, type SelectOption } from './lib/fields/select';
export { Checkbox, type CheckboxProps } from './lib/fields/checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './lib/fields/radio-group';
export { Switch, type SwitchProps } from './lib/fields/switch';
export { applyMask, unmask, isMaskComplete } from './lib/fields/mask';

// Form adapters (react-final-form)
export { type FieldError, type FormFieldOptions } from './lib/form/use-form-field';
export { FormTextField, type FormTextFieldProps } from './lib/form/form-text-field';
export { FormTextArea, type FormTextAreaProps } from './lib/form/form-text-area';
export { FormPasswordField, type FormPasswordFieldProps } from './lib/form/form-password-field';
export { FormPhoneField, type FormPhoneFieldProps } from './lib/form/form-phone-field';
export { FormAmountField, type FormAmountFieldProps } from './lib/form/form-amount-field';
export { FormDateField, type FormDateFieldProps } from './lib/form/form-date-field';
export { FormSelect, type FormSelectProps } from './lib/form/form-select';
export { FormCheckbox, type FormCheckboxProps } from './lib/form/form-checkbox';
export { FormRadioGroup, type FormRadioGroupProps } from './lib/form/form-radio-group';
export { FormSwitch, type FormSwitchProps } from './lib/form/form-switch';
export { FormSubmitError } from './lib/form/form-submit-error';

// Display
export { Badge, type BadgeProps, type BadgeTone } from './lib/display/badge';
export { Avatar, type AvatarProps } from './lib/display/avatar';
export { Card, type CardProps } from './lib/display/card';
export { EmptyState, type EmptyStateProps } from './lib/display/empty-state';
export { SystemPage, type SystemPageProps } from './lib/display/system-page';
export { ItemNotFound, type ItemNotFoundProps } from './lib/display/item-not-found';
export { PageIntro, type PageIntroProps } from './lib/display/page-intro';
export { QuestionList, type QuestionListProps, type QuestionAndAnswer } from './lib/display/question-list';
export { SectionHeading, type SectionHeadingProps } from './lib/display/section-heading';
export { Table, type TableProps, type TableColumn } from './lib/display/table';

// Feedback
export { Loader, type LoaderProps } from './lib/feedback/loader';
export { Spinner, type SpinnerProps } from './lib/feedback/spinner';
export { Skeleton, type SkeletonProps } from './lib/feedback/skeleton';
export { ProgressBar, type ProgressBarProps } from './lib/feedback/progress-bar';
export { Countdown, type CountdownProps } from './lib/feedback/countdown';
export { LoadFailed, type LoadFailedProps } from './lib/feedback/load-failed';
export { ErrorNote } from './lib/feedback/error-note';
export { Note, type NoteProps, type NoteTone } from './lib/feedback/note';
export { LoadedSection, type LoadedSectionProps } from './lib/feedback/loaded-section';

// Navigation
export { Tabs, type TabsProps, type TabItem } from './lib/navigation/tabs';
export { SectionNav, type SectionNavProps, type SectionNavItem } from './lib/navigation/section-nav';
export { LoadMore, type LoadMoreProps } from './lib/navigation/load-more';
export { Carousel, type CarouselProps } from './lib/navigation/carousel';

// Games
export { GameTile, type GameTileProps, type GameTileBadge } from './lib/games/game-tile';
export { GameTileSkeleton } from './lib/games/game-tile-skeleton';
export { VirtualGrid, VIRTUAL_LIST_LIMIT, defaultGridColumns, type VirtualGridProps } from './lib/games/virtual-grid';

// Overlays
export { Tooltip, type TooltipProps } from './lib/overlays/tooltip';
export { Menu, type MenuProps, type MenuItem } from './lib/overlays/menu';
export { Drawer, type DrawerProps } from './lib/overlays/drawer';
export { DialogStack, type DialogStackProps } from './lib/overlays/dialog-stack';
export { DialogHost, type DialogHostProps } from './lib/overlays/dialog-host';
export { OpenDialog } from './lib/overlays/open-dialog';
export { lazyDialog, preloadDialogs, type LazyDialogComponent } from './lib/overlays/lazy-dialog';
export type { DialogEntry, DialogType, DialogComponentProps, DialogRegistry, DialogCloseOptions } from './lib/overlays/dialog-types';
export { Dialog, type DialogProps } from './lib/overlays/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './lib/overlays/confirm-dialog';
export { Curtain, type CurtainProps } from './lib/overlays/curtain';
export { ToastList, type ToastListProps } from './lib/overlays/toast-list';
export { ToastHost } from './lib/overlays/toast-host';
export { useToast } from './lib/overlays/use-toast';
export { DEFAULT_TOAST_DURATION, type Toast, type ToastKind } from './lib/overlays/toast-types';

// Dialogs and toasts as state (SPEC.md 2.7): any lib opens a dialog by id or shows a toast
export {
  overlaysSlice,
  openDialog,
  closeDialog,
  closeDialogsById,
  showToast,
  dismissToast,
  selectDialogs,
  selectToasts,
  selectHasOpenDialog,
  type OpenDialogPayload,
  type OverlaysState,
  type ShowToastPayload,
  type ToastEntry,
} from './lib/overlays/overlays-slice';

// What a feature adds to the site (its manifest)
export type { Feature, FeatureEffect } from './lib/feature/feature';

// Translations
export { uiKitMessages } from './ui-kit-messages';
