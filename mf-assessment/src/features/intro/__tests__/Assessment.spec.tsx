import { screen } from '@testing-library/react';
import AssessmentBanner from '../../../exposed/AssessmentBanner';
import AssessmentPage from '../../../exposed/AssessmentPage';
import AssessmentTab from '../../../exposed/AssessmentTab';
import { AssessmentCopy } from '../copy';
import { LOCATION_TEST_ID, renderWithApp } from '@anchor/app-runtime/src/testing/renderWithApp';

describe('assessment intro', () => {
  it('explains the PCL-5 before anything starts', () => {
    const { container } = renderWithApp(<AssessmentTab />);
    expect(container.querySelector('[data-remote="mf_assessment"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: AssessmentCopy.title })).toBeInTheDocument();
    expect(screen.getByText(/5-10 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/drop the anchor deeper/)).toBeInTheDocument();
    expect(screen.getByText('0 Not at all')).toBeInTheDocument();
    expect(screen.getByText('4 Extremely')).toBeInTheDocument();
    expect(screen.getByText(/for screening, not diagnosis/)).toBeInTheDocument();
    const start = screen.getByRole('button', { name: AssessmentCopy.start });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(AssessmentCopy.notYet);
  });

  it('the page leads back home', async () => {
    const { user } = renderWithApp(<AssessmentPage />, { route: '/assessment' });
    await user.click(screen.getByRole('button', { name: AssessmentCopy.backHome }));
    expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/);
  });

  it('the banner shows nothing until the assessment cycle exists', () => {
    const { container } = renderWithApp(<AssessmentBanner onTakeAssessment={jest.fn()} />);
    expect(container.querySelector('[data-remote]')).not.toBeInTheDocument();
  });
});
