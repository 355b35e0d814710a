/**
 * The sign-in outcome dialogs: success, a wrong access code, any other error. sweetalert2 is
 * loaded only when a dialog is needed, so it weighs nothing on the first load of /login and nothing
 * at all on other pages. The error dialogs do not hand focus back to the (disabled) submit button:
 * the form puts it in the password.
 */
import { loadDialog as swal } from '@/lib/ui/dialog';

export const AUTH_SUCCESS_MS = 1500;

export async function showSignInSuccess(): Promise<void> {
  const Swal = await swal();
  await Swal.fire({ icon: 'success', title: 'Success!', text: 'You are authorized', showConfirmButton: false, timer: AUTH_SUCCESS_MS });
}

export async function showSignInRejected(): Promise<void> {
  const Swal = await swal();
  await Swal.fire({ icon: 'error', title: 'Authentication Failed', text: 'Invalid password', returnFocus: false });
}

export async function showSignInFailure(error: unknown): Promise<void> {
  const Swal = await swal();
  const message = error instanceof Error && error.message ? error.message : 'An error occurred during authentication';
  await Swal.fire({ icon: 'error', title: 'Error', text: message, returnFocus: false });
}
