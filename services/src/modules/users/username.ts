import unhomoglyph from 'unhomoglyph';

/**
 * The form of a username that decides uniqueness and sign-in: NFKC-normalised, case-folded and reduced to its
 * Unicode confusables skeleton (UTS #39, with the confusables data `unhomoglyph` ships), so that `ABC`, `abc`,
 * `Ａｂｃ` and `аbc` (Cyrillic а) are one name. The display form the person typed is kept as it is.
 * Skeleton and folding run twice because each can expose work for the other (`I` → `l`, `0` → `O` → `o`).
 */
export function canonicalUsername(username: string): string {
  let form = username.trim().normalize('NFKC');
  for (let round = 0; round < 2; round += 1) form = unhomoglyph(form.normalize('NFD')).normalize('NFKC').toLowerCase();
  return form;
}
