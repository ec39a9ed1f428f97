import { screen } from '@testing-library/react';
import ResourcesTab from '../../../exposed/ResourcesTab';
import { ResourcesCopy } from '../copy';
import { renderWithApp } from '@anchor/app-runtime/testing';

describe('ResourcesTab', () => {
  it('offers a 988 call, the online chat, the veterans line and the text line', () => {
    renderWithApp(<ResourcesTab />);
    expect(screen.getByRole('heading', { name: 'Crisis Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: /Chat online with 988/ })).toHaveAttribute(
      'href',
      'https://988lifeline.org/chat',
    );
    expect(screen.getByText(/Dial 988 then press 1/)).toBeInTheDocument();
    expect(screen.getByText(/Text HOME to 741741/)).toBeInTheDocument();
  });

  it('opens every external link in a new tab without an opener', () => {
    renderWithApp(<ResourcesTab />);
    const external = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('https://'));
    const expected = [
      ResourcesCopy.crisis.chatHref,
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
