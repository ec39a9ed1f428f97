/**
 * Crisis lines shown "one tap away on every screen", in the safety plan, in Resources, on the offline page and in
 * the assistant's crisis answer. One source so no screen and no server reply disagrees about a number;
 * docs/crisis-resources.md lists every entry with the page it was checked against, and a test holds the two equal.
 */
export interface CrisisLine {
  /** Who answers: the same name on every way of reaching them. */
  name: string;
  description: string;
  /** What the link does; the link's accessible name (web links add "(opens a new tab)"). */
  actionLabel: string;
  /** tel: or sms: for the phone or messaging app; https: for a chat or a page that opens in a new tab. */
  href: string;
  /** The published page this entry was checked against. */
  source: string;
}

export const CRISIS_PHONE_988 = '988';
export const CRISIS_TEXT_LINE_NUMBER = '741741';
export const CRISIS_TEXT_LINE_KEYWORD = 'HOME';
export const VETERANS_TEXT_NUMBER = '838255';
export const SPANISH_TEXT_KEYWORD = 'AYUDA';
export const TTY_RELAY_NUMBER = '711';
export const EMERGENCY_NUMBER = '911';

/** The product's own statement, word for word where it is quoted. */
export const NOT_FOR_EMERGENCIES_NOTICE = 'Anchor is not for emergencies. In the US, call or text 988, or call 911.';

/** Added to the accessible name of a line that opens a web page. */
export const OPENS_NEW_TAB = '(opens a new tab)';

const LIFELINE = '988 Suicide & Crisis Lifeline';
const LIFELINE_SOURCE = 'https://988lifeline.org/get-help/';
const SPANISH = '988 Lifeline en español';
const SPANISH_SOURCE = 'https://988lifeline.org/help-yourself/en-espanol/';
const VETERANS = 'Veterans Crisis Line';
const VETERANS_SOURCE = 'https://www.veteranscrisisline.net/';
const DEAF = '988 for Deaf and hard of hearing people';
const DEAF_PAGE = 'https://988lifeline.org/help-yourself/for-deaf-hard-of-hearing/';

export const CrisisLines = {
  lifelineCall: {
    name: LIFELINE,
    description: 'Free, confidential support 24/7.',
    actionLabel: `Call ${CRISIS_PHONE_988}`,
    href: `tel:${CRISIS_PHONE_988}`,
    source: LIFELINE_SOURCE,
  },
  lifelineText: {
    name: LIFELINE,
    description: 'Text with a trained crisis counselor.',
    actionLabel: `Text ${CRISIS_PHONE_988}`,
    href: `sms:${CRISIS_PHONE_988}`,
    source: LIFELINE_SOURCE,
  },
  lifelineChat: {
    name: LIFELINE,
    description: 'Chat online with a trained crisis counselor.',
    actionLabel: `Chat with ${CRISIS_PHONE_988}`,
    href: 'https://988lifeline.org/chat',
    source: 'https://988lifeline.org/chat/',
  },
  spanishCall: {
    name: SPANISH,
    description: 'Llame al 988 y oprima el 2 para hablar en español.',
    actionLabel: `Call ${CRISIS_PHONE_988}, press 2`,
    href: `tel:${CRISIS_PHONE_988}`,
    source: SPANISH_SOURCE,
  },
  spanishText: {
    name: SPANISH,
    description: `Envíe ${SPANISH_TEXT_KEYWORD} por mensaje de texto al 988.`,
    actionLabel: `Text ${SPANISH_TEXT_KEYWORD} to ${CRISIS_PHONE_988}`,
    href: `sms:${CRISIS_PHONE_988}?body=${SPANISH_TEXT_KEYWORD}`,
    source: SPANISH_SOURCE,
  },
  veterans: {
    name: VETERANS,
    description: 'Dial 988 then press 1.',
    actionLabel: `Call ${CRISIS_PHONE_988}, press 1`,
    href: `tel:${CRISIS_PHONE_988}`,
    source: VETERANS_SOURCE,
  },
  veteransText: {
    name: VETERANS,
    description: `Text ${VETERANS_TEXT_NUMBER} to reach a Veterans Crisis Line responder.`,
    actionLabel: `Text ${VETERANS_TEXT_NUMBER}`,
    href: `sms:${VETERANS_TEXT_NUMBER}`,
    source: VETERANS_SOURCE,
  },
  veteransChat: {
    name: VETERANS,
    description: 'Chat online with a Veterans Crisis Line responder.',
    actionLabel: 'Chat with the Veterans Crisis Line',
    href: 'https://www.veteranscrisisline.net/get-help-now/chat/',
    source: 'https://www.veteranscrisisline.net/get-help-now/chat/',
  },
  deafVideophone: {
    name: DEAF,
    description: 'Dial 988 from your videophone, or use ASL Now online, to talk with a counselor in ASL.',
    actionLabel: `Connect to ${CRISIS_PHONE_988} in ASL`,
    href: DEAF_PAGE,
    source: DEAF_PAGE,
  },
  deafTty: {
    name: DEAF,
    description: 'By TTY: dial 711, then 988.',
    actionLabel: `Dial ${TTY_RELAY_NUMBER}, then ${CRISIS_PHONE_988}`,
    href: `tel:${TTY_RELAY_NUMBER}`,
    source: DEAF_PAGE,
  },
  crisisTextLine: {
    name: 'Crisis Text Line',
    description: `Text ${CRISIS_TEXT_LINE_KEYWORD} to ${CRISIS_TEXT_LINE_NUMBER}`,
    actionLabel: `Text ${CRISIS_TEXT_LINE_KEYWORD} to ${CRISIS_TEXT_LINE_NUMBER}`,
    href: `sms:${CRISIS_TEXT_LINE_NUMBER}?body=${CRISIS_TEXT_LINE_KEYWORD}`,
    source: 'https://www.crisistextline.org/',
  },
  emergency: {
    name: 'Emergency services',
    description: 'If you or someone else is in immediate danger.',
    actionLabel: `Call ${EMERGENCY_NUMBER}`,
    href: `tel:${EMERGENCY_NUMBER}`,
    source: 'https://www.911.gov/',
  },
} as const satisfies Record<string, CrisisLine>;

/** Display order: the lifeline first, emergency services last. */
export const CRISIS_LINES: readonly CrisisLine[] = [
  CrisisLines.lifelineCall,
  CrisisLines.lifelineText,
  CrisisLines.lifelineChat,
  CrisisLines.spanishCall,
  CrisisLines.spanishText,
  CrisisLines.veterans,
  CrisisLines.veteransText,
  CrisisLines.veteransChat,
  CrisisLines.deafVideophone,
  CrisisLines.deafTty,
  CrisisLines.crisisTextLine,
  CrisisLines.emergency,
];

/** True for a chat or a page, which opens in a new tab; false for a tel: or sms: link. */
export function opensWebPage(line: Pick<CrisisLine, 'href'>): boolean {
  return line.href.startsWith('https://');
}

/** The link's accessible name: what it does, and that a web page opens in a new tab. */
export function crisisLinkName(line: Pick<CrisisLine, 'href' | 'actionLabel'>): string {
  return opensWebPage(line) ? `${line.actionLabel} ${OPENS_NEW_TAB}` : line.actionLabel;
}
