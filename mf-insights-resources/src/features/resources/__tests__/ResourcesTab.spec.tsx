import { CRISIS_LINES, opensWebPage } from '@anchor/clinical';
import { screen, within } from '@testing-library/react';
import ResourcesTab from '../../../exposed/ResourcesTab';
import { ResourcesCopy } from '../copy';
import { renderWithApp } from '@anchor/app-runtime/testing';

describe('ResourcesTab', () => {
  it('offers a 988 call, the online chat, the veterans line, the text line and every other crisis line', () => {
    renderWithApp(<ResourcesTab />);
    const card = screen.getByRole('heading', { name: 'Crisis Support' }).closest('div')!.parentElement!;
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Chat with 988 (opens a new tab)' })).toHaveAttribute(
      'href',
      'https://988lifeline.org/chat',
    );
    expect(screen.getByText(/Dial 988 then press 1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 988, press 1' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Text 838255' })).toHaveAttribute('href', 'sms:838255');
    expect(screen.getByRole('link', { name: 'Text AYUDA to 988' })).toHaveAttribute('href', 'sms:988?body=AYUDA');
    expect(screen.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?body=HOME');
    const hrefs = within(card)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(CRISIS_LINES.map((line) => line.href));
  });

  it('opens every external link in a new tab without an opener', () => {
    renderWithApp(<ResourcesTab />);
    const external = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('https://'));
    const expected = [
      ...CRISIS_LINES.filter(opensWebPage).map((line) => line.href),
      ...[...ResourcesCopy.education.links, ...ResourcesCopy.community.links].map((link) => link.href),
    ];
    expect(external.map((link) => link.getAttribute('href')).sort()).toEqual([...expected].sort());
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('heading', { name: 'Education' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Community' })).toBeInTheDocument();
  });
});
