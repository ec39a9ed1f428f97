import { z } from 'zod';
import { hiddenCharactersMessage, visibleName, visibleUsername } from '../display-text';

const name = visibleName(z.string().trim().max(200), 'First name');
const username = visibleUsername(z.string().trim().max(50));

const JOINERS = { 'zero-width non-joiner U+200C': '\u200c', 'zero-width joiner U+200D': '\u200d' };

/** Each hidden character the review named, placed inside a name where trimming cannot remove it. */
const HIDDEN = {
  'left-to-right embedding U+202A': '\u202a',
  'right-to-left embedding U+202B': '\u202b',
  'pop directional formatting U+202C': '\u202c',
  'left-to-right override U+202D': '\u202d',
  'right-to-left override U+202E': '\u202e',
  'left-to-right isolate U+2066': '\u2066',
  'right-to-left isolate U+2067': '\u2067',
  'first strong isolate U+2068': '\u2068',
  'pop directional isolate U+2069': '\u2069',
  'left-to-right mark U+200E': '\u200e',
  'right-to-left mark U+200F': '\u200f',
  'Arabic letter mark U+061C': '\u061c',
  'zero-width space U+200B': '\u200b',
  'word joiner U+2060': '\u2060',
  'function application U+2061': '\u2061',
  'invisible times U+2062': '\u2062',
  'invisible separator U+2063': '\u2063',
  'invisible plus U+2064': '\u2064',
  'byte-order mark U+FEFF': '\ufeff',
  'Mongolian vowel separator U+180E': '\u180e',
  'soft hyphen U+00AD': '\u00ad',
  'tag latin small a U+E0061': '\u{e0061}',
  'cancel tag U+E007F': '\u{e007f}',
  'Hangul filler U+3164': '\u3164',
  'line separator U+2028': '\u2028',
  'null U+0000': '\u0000',
  'private use U+E000': '\ue000',
};

describe('the text rule of every name field', () => {
  it.each(Object.entries(HIDDEN))('refuses the %s, with a sentence naming the field', (_label, character) => {
    const result = name.safeParse(`Ali${character}ce`);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([hiddenCharactersMessage('First name')]);
  });

  it.each(Object.entries(JOINERS))(
    'refuses the %s outside a word: alone, at an edge or beside a space',
    (_l, joiner) => {
      for (const text of [joiner, `${joiner}Alice`, `Alice${joiner}`, `Ali ${joiner}ce`, `Ali${joiner} ce`]) {
        expect(name.safeParse(text).success).toBe(false);
      }
    },
  );

  it.each(Object.entries(JOINERS))(
    'refuses the %s anywhere in a username, where it would make a lookalike',
    (_l, joiner) => {
      const result = username.safeParse(`ali${joiner}ce`);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([hiddenCharactersMessage('Username')]);
    },
  );

  it('refuses a name made only of an invisible character, which would display as nothing', () => {
    expect(name.safeParse('\u00ad').success).toBe(false);
    expect(name.safeParse('\u3164').success).toBe(false);
  });

  it.each([
    ['Polish and Vietnamese with a hyphen and a Chinese name', 'Łucja Nguyễn-Wąsik 李'],
    ['Arabic letters', 'ليلى عبد الله'],
    ['Hebrew letters', 'נועה כהן'],
    ['combining accents (decomposed é)', 'Rene\u0301e'],
    ['Devanagari with its vowel signs and virama', 'अर्जुन'],
    ['Greek, Cyrillic and Korean', 'Ελένη Жанна 민준'],
    ['an apostrophe and a period', "Dr. O'Brien"],
    ['a Persian compound name written with a zero-width non-joiner', 'فاطمه\u200cسادات'],
    ['Devanagari with a zero-width joiner shaping a conjunct', 'क्\u200dष'],
  ])('keeps names in every script: %s', (_label, text) => {
    expect(name.parse(text)).toBe(text);
  });
});
