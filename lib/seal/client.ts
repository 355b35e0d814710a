/**
 * The browser side of the sealed members' area: fetches a sealed file of this build and opens it
 * with the content key of the member's session. (Interface first; the implementation follows.)
 */

/** A sealed file's name: 'search', 'outline', 'member', 'onboarding-softwareB1-1_1', … */
export type SealedName = string;

/** The decrypted JSON of `/sealed/{name}.bin`; rejects when the session has no usable key. */
export async function openSealed<T>(name: SealedName): Promise<T> {
  throw new Error(`openSealed(${name}): not implemented yet`);
}
