/**
 * Turns a message into plain lower-case English words before the crisis patterns run, so that
 * people who type fast, disguise words or use platform slang are not missed: full-width and
 * styled letters, curly apostrophes, leetspeak, stretched or separated letters, common typos,
 * chat abbreviations and "algospeak" all become the words the patterns are written in.
 */

/** Words the patterns depend on: a disguised or misspelt token is mapped back to one of these. */
const KEY_WORDS = [
  'suicide',
  'suicidal',
  'myself',
  'kill',
  'killing',
  'die',
  'dying',
  'dead',
  'death',
  'overdose',
  'pills',
  'cutting',
  'hurt',
  'harm',
  'alive',
  'life',
  'living',
  'anymore',
  'goodbye',
  'burden',
  'better',
  'without',
  'lethal',
  'bridge',
  'gun',
  'rope',
  'hang',
  'hanging',
  'jump',
  'wrists',
  'razor',
  'blade',
  'bleed',
  'worthless',
  'hopeless',
  'ending',
  'tonight',
  'existing',
  'disappear',
  'forever',
  'want',
  'wanna',
  'end',
  'everyone',
  'nobody',
  'point',
  'live',
  'wake',
  'sleep',
  'cut',
  'shoot',
];

/** Long words worth correcting one typo in; common short words would be "corrected" into them. */
const TYPO_WORDS = [
  'suicide',
  'suicidal',
  'myself',
  'overdose',
  'goodbye',
  'worthless',
  'hopeless',
  'disappear',
  'anymore',
];

/** Chat abbreviations and slang, token for token (applied before leetspeak so "2nite" survives). */
const TOKEN_MAP: Record<string, string> = {
  kms: 'kill myself',
  ima: "i'm going to",
  imma: "i'm going to",
  kys: 'kill yourself',
  ctb: 'kill myself',
  wnat: 'want',
  wnt: 'want',
  whant: 'want',
  sewerslide: 'suicide',
  sui: 'suicide',
  'self-harm': 'self harm',
  's/h': 'self harm',
  selfharm: 'self harm',
  od: 'overdose',
  "od'd": 'overdosed',
  im: "i'm",
  ive: "i've",
  id: "i'd",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  ...Object.fromEntries(
    ['didn', 'doesn', 'isn', 'wasn', 'couldn', 'wouldn', 'shouldn', 'haven'].map((stem) => [`${stem}t`, `${stem}'t`]),
  ),
  youre: "you're",
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  u: 'you',
  ur: 'your',
  ppl: 'people',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  rn: 'right now',
  tn: 'tonight',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  '2morrow': 'tomorrow',
  idk: "i don't know",
  nvm: 'never mind',
  jk: 'just kidding',
  jkjk: 'just kidding',
  'w/o': 'without',
  b4: 'before',
  abt: 'about',
  wud: 'would',
  wld: 'would',
  bf: 'boyfriend',
  gf: 'girlfriend',
  rly: 'really',
  srsly: 'seriously',
  pls: 'please',
  plz: 'please',
  every1: 'everyone',
  some1: 'someone',
  no1: 'no one',
  any1: 'anyone',
  whats: 'what is',
  thats: 'that is',
  selfharming: 'self harming',
  selfharmed: 'self harmed',
  tbh: 'to be honest',
  ngl: 'not going to lie',
  lol: 'lol',
  lmao: 'lol',
};

/** Phrases that stand for self-harm or suicide on platforms that hide those words. */
const PHRASE_MAP: Array<[RegExp, string]> = [
  [/\bcommit (?:sudoku|toaster bath|die)\b/g, 'commit suicide'],
  [/\b(?:sewer slide|toaster bath|self delete|self deletion|game end myself)\b/g, 'suicide'],
  [/\bmy self\b/g, 'myself'],
  [/\b(?:delete|off|end|unalive|unaliving|yeet) myself\b/g, 'kill myself'],
  [/\bcatch(?:ing)? the bus\b/g, 'kill myself'],
  [/\bk\s?m\s?s\b/g, 'kill myself'],
  [/\b2 (?=(?:die|kill|end|be|hurt|live|cut|do|sleep|wake|go|disappear|commit|od)\b)/g, 'to '],
];

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bi'm\b/g, 'i am'],
  [/\bi've\b/g, 'i have'],
  [/\bi'd\b/g, 'i would'],
  [/\bi'll\b/g, 'i will'],
  [/\bcan't\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\bn't\b/g, ' not'],
  [/(\w)n't\b/g, '$1 not'],
  [/\b(it|that|there|what|he|she|who)'s\b/g, '$1 is'],
  [/\byou're\b/g, 'you are'],
  [/\bthey're\b/g, 'they are'],
  [/\bwe're\b/g, 'we are'],
  [/\b(they|we|you)'ll\b/g, '$1 will'],
  [/\b(they|we|you)'d\b/g, '$1 would'],
];

/** Verbs typed without their final g ("killin", "cuttin"). */
const G_DROPPED = new Set([
  'killin',
  'cuttin',
  'hurtin',
  'savin',
  'burnin',
  'thinkin',
  'goin',
  'feelin',
  'tryin',
  'plannin',
  'doin',
  'nothin',
  'bleedin',
  'dyin',
  'livin',
  'endin',
  'hangin',
  'shootin',
  'takin',
  'givin',
  'stockpilin',
  'collectin',
  'harmin',
  'wantin',
]);

const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

const SEPARATED_TOKEN = /^(?:[a-z0-9@$][.\-_*·]){2,}[a-z0-9@$]$/;

/** Collapses every run of one letter to a single letter: "kiiilll" and "kill" both become "kil". */
function squeeze(word: string): string {
  return word.replace(/(.)\1+/g, '$1');
}

const SQUEEZED_KEY_WORDS = new Map(KEY_WORDS.map((word) => [squeeze(word), word]));

/** Damerau-Levenshtein distance of at most one (one insert, delete, change or swap). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (i === a.length && i === b.length) return true;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swapped || a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

function matchKeyWord(token: string): string | undefined {
  if (KEY_WORDS.includes(token)) return token;
  const squeezed = SQUEEZED_KEY_WORDS.get(squeeze(token));
  if (squeezed && (token.length > squeezed.length || /(.)\1\1/.test(token) || squeeze(token) === token)) {
    return squeezed;
  }
  if (token.length < 5) return undefined;
  return TYPO_WORDS.find((word) => withinOneEdit(token, word));
}

function deLeet(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9@$!]/.test(token)) return token;
  const core = token.replace(/[!?.,]+$/, '');
  const asI = core.replace(/[03457@$!]/g, (c) => LEET[c] ?? c).replace(/1/g, 'i');
  const asL = asI.replace(/i/g, (c, index: number) => (core[index] === '1' ? 'l' : c));
  return matchKeyWord(asI) ? asI : matchKeyWord(asL) ? asL : asI;
}

function normaliseToken(raw: string): string {
  if (/^[a-z]{2,}(?:\.[a-z]+)+$/.test(raw)) return raw.split('.').map(normaliseToken).join(' ');
  const joined = SEPARATED_TOKEN.test(raw) ? raw.replace(/[.\-_*·]/g, '') : raw;
  if (TOKEN_MAP[joined] !== undefined) return TOKEN_MAP[joined];
  if (G_DROPPED.has(joined)) return `${joined}g`;
  const plain = deLeet(joined);
  const match = matchKeyWord(plain) ?? matchKeyWord(plain.replace(/[^a-z']/g, ''));
  if (match) return match;
  return plain.replace(/(.)\1{2,}/g, '$1$1');
}

/** Joins runs of three or more single characters separated by spaces: "k i l l" -> "kill". */
function joinSpacedLetters(tokens: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) out.push(run.join(''));
    else out.push(...run);
    run = [];
  };
  for (const token of tokens) {
    if (token.length === 1 && /[a-z0-9@$]/.test(token)) run.push(token);
    else {
      flush();
      out.push(token);
    }
  }
  flush();
  return out;
}

export function normaliseMessage(text: string): string {
  const base = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[\u2018\u2019\u201b\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
  const tokens = joinSpacedLetters(base.split(/\s+/).filter(Boolean))
    .join(' ')
    // Chat keyboards that drop the apostrophe leave a space: "can t", "i ve" (after "s u i c i d a l" is joined).
    .replace(/\b(can|don|won|didn|doesn|isn|wasn|couldn|wouldn|shouldn|haven|hasn|ain) t\b/g, "$1't")
    .replace(/\bi (m|ve|ll|d)\b/g, "i'$1")
    .split(' ');
  let text2 = tokens
    .map((token) => {
      const [, lead, core, trail] = /^([("'[]*)(.*?)([)"'\],.;:?]*)$/.exec(token) ?? ['', '', token, ''];
      return lead + normaliseToken(core) + trail;
    })
    .join(' ');
  for (const [pattern, replacement] of [...CONTRACTIONS, ...PHRASE_MAP]) {
    text2 = text2.replace(pattern, replacement);
  }
  return text2.replace(/\s+/g, ' ').trim();
}
