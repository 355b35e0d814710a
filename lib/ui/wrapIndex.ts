/** Moves through a list that wraps around: after the last item comes the first, before the first the last. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
