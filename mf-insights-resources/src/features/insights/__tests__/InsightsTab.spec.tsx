import { screen } from '@testing-library/react';
import InsightsTab from '../../../exposed/InsightsTab';
import { InsightsCopy } from '../copy';
import { renderWithApp } from '@anchor/app-runtime/testing';

describe('InsightsTab', () => {
  it('shows both views, each empty until the user has check-ins', async () => {
    const { user, container } = renderWithApp(<InsightsTab />);
    expect(container.querySelector('[data-remote="mf_insights_resources"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: InsightsCopy.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recommendations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(InsightsCopy.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Trends' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(InsightsCopy.empty);
  });
});
