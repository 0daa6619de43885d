/** Reusable dialogs (client components). They read their texts from the Dialogs messages. */

export { ConfirmDialog } from './confirm-dialog';
export { DialogButton } from './dialog-button';
export { ErrorDialog } from './error-dialog';

export { ModalFrame } from './modal-frame';

export { useModalHistory } from './use-modal-history';
