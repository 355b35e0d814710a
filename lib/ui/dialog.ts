/**
 * sweetalert2, loaded only when a dialog is shown, in the site's colours: its default purple button
 * matches nothing here. Every sweetalert2 dialog of the site opens through `loadDialog`. The native
 * `<dialog>`s (reset progress, the video modal, the progress import, the lightbox) do not: they are
 * components/ui/Modal, the one component that calls `showModal()`.
 */
import type { SweetAlertOptions } from 'sweetalert2';

/**
 * Classes styled in app/globals.css (the dialog lives outside every CSS module): the popup takes the
 * theme's page and text colours, so it follows the dark theme as the page does.
 */
export const DIALOG_CLASSES = {
  popup: 'dialog-popup',
  confirmButton: 'dialog-button',
  denyButton: 'dialog-button dialog-button-secondary',
  cancelButton: 'dialog-button dialog-button-secondary',
} satisfies SweetAlertOptions['customClass'];

export async function loadDialog() {
  const Swal = (await import('sweetalert2')).default;
  return Swal.mixin({ buttonsStyling: false, customClass: DIALOG_CLASSES });
}
