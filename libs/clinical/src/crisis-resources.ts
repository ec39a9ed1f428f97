/**
 * Crisis lines shown "one tap away on every screen" and in the assistant's crisis answer.
 * One source so the web app and the server never disagree about a number.
 */
export interface CrisisLine {
  name: string;
  description: string;
  /** Link the browser hands to the phone or messaging app (tel: or sms:). */
  href: string;
  actionLabel: string;
}

export const CRISIS_PHONE_988 = '988';
export const CRISIS_TEXT_LINE_NUMBER = '741741';
export const CRISIS_TEXT_LINE_KEYWORD = 'HOME';
export const EMERGENCY_NUMBER = '911';

/** The product's own statement, word for word where it is quoted. */
export const NOT_FOR_EMERGENCIES_NOTICE = 'Anchor is not for emergencies. In the US, call or text 988, or call 911.';

export const CrisisLines = {
  lifelineCall: {
    name: '988 Suicide & Crisis Lifeline',
    description: 'Free, confidential support 24/7.',
    href: `tel:${CRISIS_PHONE_988}`,
    actionLabel: 'Call 988',
  },
  lifelineText: {
    name: '988 Suicide & Crisis Lifeline',
    description: 'Text with a trained crisis counselor.',
    href: `sms:${CRISIS_PHONE_988}`,
    actionLabel: 'Text 988',
  },
  veterans: {
    name: 'Veterans Crisis Line',
    description: 'Dial 988 then press 1.',
    href: `tel:${CRISIS_PHONE_988}`,
    actionLabel: 'Call 988, press 1',
  },
  crisisTextLine: {
    name: 'Crisis Text Line',
    description: `Text ${CRISIS_TEXT_LINE_KEYWORD} to ${CRISIS_TEXT_LINE_NUMBER}`,
    href: `sms:${CRISIS_TEXT_LINE_NUMBER}?body=${CRISIS_TEXT_LINE_KEYWORD}`,
    actionLabel: `Text ${CRISIS_TEXT_LINE_KEYWORD} to ${CRISIS_TEXT_LINE_NUMBER}`,
  },
  emergency: {
    name: 'Emergency services',
    description: 'If you or someone else is in immediate danger.',
    href: `tel:${EMERGENCY_NUMBER}`,
    actionLabel: 'Call 911',
  },
} as const satisfies Record<string, CrisisLine>;

/** Display order: the lifeline first, emergency services last. */
export const CRISIS_LINES: readonly CrisisLine[] = [
  CrisisLines.lifelineCall,
  CrisisLines.lifelineText,
  CrisisLines.veterans,
  CrisisLines.crisisTextLine,
  CrisisLines.emergency,
];
