/** Reusable dialogs (client components). They read their texts from the Dialogs messages. */

export { useFocusTrap } from '@/components/a11y/use-focus-trap';
export { BlockingModal, type BlockingModalProps } from './blocking-modal';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DialogButton } from './dialog-button';
export { ErrorDialog, type ErrorDialogProps } from './error-dialog';
export { ErrorIcon } from './error-icon';
export { ModalFrame, type ModalFrameProps, type ModalSize } from './modal-frame';
export { MODAL_MARKER, ModalHistory, modalHistory, withModalMarker } from './modal-history';
export { useModalHistory } from './use-modal-history';
