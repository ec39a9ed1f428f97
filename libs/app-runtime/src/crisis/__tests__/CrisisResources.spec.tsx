import { CRISIS_LINES } from '@anchor/clinical';
import { CrisisResources } from '@anchor/ui';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../testing/render-with-app';

describe('CrisisResources (the crisis panel, the offline page and the entry support card)', () => {
  it('offers every line of the list as a tap-to-call, tap-to-text or chat link with a plain name', () => {
    renderWithApp(<CrisisResources />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(CRISIS_LINES.length);
    const expected: [string, string][] = [
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      ['Chat with 988 (opens a new tab)', 'https://988lifeline.org/chat'],
      ['Call 988, press 2', 'tel:988'],
      ['Text AYUDA to 988', 'sms:988?body=AYUDA'],
      ['Call 988, press 1', 'tel:988'],
      ['Text 838255', 'sms:838255'],
      ['Chat with the Veterans Crisis Line (opens a new tab)', 'https://www.veteranscrisisline.net/get-help-now/chat/'],
      ['Connect to 988 in ASL (opens a new tab)', 'https://988lifeline.org/help-yourself/for-deaf-hard-of-hearing/'],
      ['Dial 711, then 988', 'tel:711'],
      ['Text HOME to 741741', 'sms:741741?body=HOME'],
      ['Call 911', 'tel:911'],
    ];
    for (const [name, href] of expected) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('puts the ways of reaching one service (call, text, chat) on one card under its name', () => {
    renderWithApp(<CrisisResources />);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('strong')?.textContent)).toEqual([
      '988 Suicide & Crisis Lifeline',
      '988 Lifeline en español',
      'Veterans Crisis Line',
      '988 for Deaf and hard of hearing people',
      'Crisis Text Line',
      'Emergency services',
    ]);
    expect(
      within(cards[2])
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:988', 'sms:838255', 'https://www.veteranscrisisline.net/get-help-now/chat/']);
  });

  it('opens a chat in a new tab, and hands a phone number to the phone in the same one', () => {
    renderWithApp(<CrisisResources />);
    expect(screen.getByRole('link', { name: 'Chat with 988 (opens a new tab)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Call 988' })).not.toHaveAttribute('target');
  });
});
