import type { z } from 'zod';

/**
 * Characters no name may hold: controls, format characters (bidi embeddings, overrides, isolates and marks,
 * the Arabic letter mark, zero-width space and joiners, word joiner, invisible operators, byte-order mark,
 * soft hyphen, tag characters), other default-ignorables (Hangul fillers, variation selectors), private-use
 * and unassigned code points, and line separators. They are invisible or change how the rest is shown: a
 * right-to-left override makes a patient's name read backwards in the portal, and a zero-width character
 * makes two names look the same. Letters and marks of every script stay allowed, Arabic and Hebrew included:
 * their direction comes from the letters themselves.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/**
 * A zero-width non-joiner or joiner between two letters of one word: part of the spelling in Persian, Kurdish and
 * the Indic scripts (a Persian compound name such as فاطمه‌سادات is written with one). People's names keep it there;
 * usernames, which must never look like another account's, do not.
 */
const JOINER_INSIDE_WORD = /(?<=[\p{L}\p{M}])[\u200c\u200d](?=[\p{L}\p{M}])/gu;

/** True when a person's name holds a character the name rule refuses (forms check a field as it is typed). */
export const hasHiddenCharacters = (text: string): boolean =>
  HIDDEN_CHARACTER.test(text.replace(JOINER_INSIDE_WORD, ''));

/** The stricter rule of usernames: no hidden character at all, joiners included. */
const hasHiddenCharactersInHandle = (text: string): boolean => HIDDEN_CHARACTER.test(text);

/** The 400's sentence, naming the field the way the form labels it ("First name", "Username"). */
export const hiddenCharactersMessage = (label: string) =>
  `${label} must not contain invisible, formatting or control characters`;

/**
 * The one text rule of every name field (people's names, usernames, a provider's or a medication's name):
 * `schema` with the hidden characters refused, answering a 400 that names the field and says why.
 */
export function visibleName<S extends z.ZodString>(schema: S, label: string): S {
  return schema.refine((text) => !hasHiddenCharacters(text), { error: hiddenCharactersMessage(label) });
}

/** The same rule for usernames, where a joiner inside a word is refused too (it would make a lookalike account). */
export function visibleUsername<S extends z.ZodString>(schema: S, label = 'Username'): S {
  return schema.refine((text) => !hasHiddenCharactersInHandle(text), { error: hiddenCharactersMessage(label) });
}
