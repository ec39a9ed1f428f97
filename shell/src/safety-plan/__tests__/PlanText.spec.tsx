import { EMPTY_SAFETY_PLAN, SafetyPlanApiPath, type SafetyPlan } from '@anchor/contracts';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import { SafetyPlanUiCopy } from '../copy';
import { phoneHref } from '../PlanText';
import { SafetyPlanSection } from '../SafetyPlanSection';

const plan: SafetyPlan = {
  ...EMPTY_SAFETY_PLAN,
  warningSigns: 'Not sleeping since 2026-11-01',
  helpers: 'Sam 555-0100, or my sister on (212) 555-0199',
  professionals: 'Dr Lee +1 212.555.0123',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the safety plan’s phone numbers', () => {
  it('makes every number the person wrote a tap-to-call link, and leaves dates as text', async () => {
    installFakeFetch({ [`GET ${SafetyPlanApiPath.plan}`]: { status: 200, body: plan } });
    renderWithApp(<SafetyPlanSection />);
    expect(await screen.findByRole('link', { name: 'Call 555-0100' })).toHaveAttribute('href', 'tel:5550100');
    expect(screen.getByRole('link', { name: 'Call (212) 555-0199' })).toHaveAttribute('href', 'tel:2125550199');
    expect(screen.getByRole('link', { name: 'Call +1 212.555.0123' })).toHaveAttribute('href', 'tel:+12125550123');
    expect(screen.getByText(/Not sleeping since 2026-11-01/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /2026/ })).toBeNull();
  });

  it('offers the lifeline and the Veterans Crisis Line as call and text links under professionals', async () => {
    installFakeFetch({ [`GET ${SafetyPlanApiPath.plan}`]: { status: 200, body: plan } });
    renderWithApp(<SafetyPlanSection />);
    const lines = await screen.findByRole('group', { name: SafetyPlanUiCopy.crisisLines });
    expect(within(lines).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(lines).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(lines).getByRole('link', { name: 'Call 988, press 1' })).toHaveAttribute('href', 'tel:988');
    expect(within(lines).getByRole('link', { name: 'Text 838255' })).toHaveAttribute('href', 'sms:838255');
  });

  it('knows a phone number from a date, a time or a count', () => {
    expect(phoneHref('988')).toBe('tel:988');
    expect(phoneHref('1-800-273-8255')).toBe('tel:18002738255');
    expect(phoneHref('2026-11-01')).toBeNull();
    expect(phoneHref('10.30')).toBeNull();
    expect(phoneHref('12345')).toBeNull();
  });
});
