import { CrisisLineLink } from '@anchor/ui';
import { CrisisLines } from '@anchor/clinical';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SafetyPlanUiCopy } from './copy';

/** A run of digits with the separators people type in phone numbers: "555-0100", "(212) 555 0100", "+1 212.555.0100". */
const NUMBER_LIKE = /\+?\(?\d[\d\s().-]*\d/g;
/** Numbers a person may write that are whole on their own: the lifeline, emergency services, the TTY relay. */
const SHORT_NUMBERS = new Set(['988', '911', '711']);

/** The tel: link for what the person typed, or null when it does not look like a phone number (a date, a time). */
export function phoneHref(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  const phoneLike =
    SHORT_NUMBERS.has(digits) ||
    digits.length === 7 ||
    digits.length === 10 ||
    (digits.length === 11 && digits.startsWith('1'));
  if (!phoneLike) return null;
  return `tel:${typed.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The person's own words, with every phone number in them a tap-to-call link. */
export function PlanText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER_LIKE)) {
    const href = phoneHref(match[0]);
    if (!href) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={href} aria-label={SafetyPlanUiCopy.callNumber(match[0])}>
        {match[0]}
      </a>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <p>{parts}</p>;
}

const StyledLines = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

/** Under "Professionals and agencies": the lifeline and the Veterans Crisis Line, from the one list of lines. */
export function PlanCrisisLines() {
  const lines = [CrisisLines.lifelineCall, CrisisLines.lifelineText, CrisisLines.veterans, CrisisLines.veteransText];
  return (
    <StyledLines role="group" aria-label={SafetyPlanUiCopy.crisisLines}>
      {lines.map((line) => (
        <CrisisLineLink key={line.actionLabel} line={line} calm />
      ))}
    </StyledLines>
  );
}
