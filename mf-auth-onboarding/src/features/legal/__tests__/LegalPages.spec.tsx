import { screen } from '@testing-library/react';
import CancelPage from '../../../exposed/CancelPage';
import TermsPage from '../../../exposed/TermsPage';
import { renderWithApp } from '@anchor/app-runtime/testing';

describe('legal pages', () => {
  it('Terms: title, effective date, 15 numbered sections, contact and a way home', () => {
    renderWithApp(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Effective June 24, 2025')).toBeInTheDocument();
    const numbered = screen.getAllByRole('heading', { level: 2, name: /^\d+\. / });
    expect(numbered).toHaveLength(15);
    expect(screen.getByRole('heading', { name: 'Contact information' })).toBeInTheDocument();
    expect(screen.getByText(/call or text 988 \(Suicide & Crisis Lifeline\), or call 911/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Anchor' })).toHaveAttribute('href', '/');
  });

  it('Cancel: the five topics and both plans', () => {
    renderWithApp(<CancelPage />, { route: '/cancel' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel Anytime' })).toBeInTheDocument();
    for (const topic of ['How to cancel', 'What happens when you cancel', 'Billing', 'Refunds', 'Support']) {
      expect(screen.getByRole('heading', { name: topic })).toBeInTheDocument();
    }
    expect(screen.getByText('$12.99 per month')).toBeInTheDocument();
    expect(screen.getByText('$69.99 per year (about $5.83 per month)')).toBeInTheDocument();
    expect(screen.getByText('Save 55%')).toBeInTheDocument();
    expect(screen.getByText(/pause your subscription for up to 6 months/)).toBeInTheDocument();
    expect(screen.getByText(/Mon-Fri 9 AM-6 PM PST/)).toBeInTheDocument();
  });
});
