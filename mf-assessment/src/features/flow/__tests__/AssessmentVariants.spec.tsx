import { ASSESSMENT_COMPLETED_EVENT, AssessmentApiPath } from '@anchor/contracts';
import { screen } from '@testing-library/react';
import { LOCATION_TEST_ID, renderWithApp } from '@anchor/app-runtime/testing';
import AssessmentPage from '../../../exposed/AssessmentPage';
import AssessmentTab from '../../../exposed/AssessmentTab';
import { AssessmentCopy, CompleteCopy, MonthlyPromptCopy } from '../../../copy';
import { installAssessmentServer, statusAfter } from '../../../testing/fake-assessment-server';

const recentlyCompleted = { [`GET ${AssessmentApiPath.status}`]: { status: 200, body: statusAfter(2, 'current', 28) } };

describe('assessment variants and endings', () => {
  it('shows the monthly-due prompt when the server says a repeat is due, then the assessment', async () => {
    const server = installAssessmentServer({
      [`GET ${AssessmentApiPath.status}`]: { status: 200, body: statusAfter(31, 'overdue', 1) },
      [`GET ${AssessmentApiPath.shouldPromptMonthly}`]: { status: 200, body: { shouldPrompt: true } },
    });
    const { user } = renderWithApp(<AssessmentTab />);

    expect(await screen.findByRole('heading', { name: MonthlyPromptCopy.title })).toBeInTheDocument();
    expect(server.callsTo('GET', AssessmentApiPath.shouldPromptMonthly)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: MonthlyPromptCopy.start }));
    expect(await screen.findByRole('button', { name: AssessmentCopy.start })).toBeInTheDocument();
  });

  it('confirms an answer with a 300 ms vibration where the device has one', async () => {
    const vibrate = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    installAssessmentServer();
    const { user } = renderWithApp(<AssessmentTab />);
    await user.click(await screen.findByRole('button', { name: AssessmentCopy.start }));
    await user.click(screen.getByRole('radio', { name: /Moderately/ }));

    expect(vibrate).toHaveBeenCalledWith(300);
  });

  it('shows the complete panel when the last assessment was under 7 days ago, and lets the user retake it', async () => {
    installAssessmentServer(recentlyCompleted);
    const { user } = renderWithApp(<AssessmentTab />);

    expect(await screen.findByRole('heading', { name: CompleteCopy.title })).toBeInTheDocument();
    expect(screen.getByText(CompleteCopy.description(2))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: AssessmentCopy.start })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CompleteCopy.retake }));
    expect(screen.getByRole('button', { name: AssessmentCopy.start })).toBeInTheDocument();
  });

  it('during registration has its own title, no complete panel, and calls onComplete when skipped', async () => {
    const server = installAssessmentServer(recentlyCompleted);
    const onComplete = jest.fn();
    const { user } = renderWithApp(<AssessmentTab variant="registration" onComplete={onComplete} />);

    expect(await screen.findByRole('heading', { name: 'Complete Your Registration' })).toBeInTheDocument();
    expect(screen.getByText('This assessment helps us provide personalized mental health support')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CompleteCopy.title })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: AssessmentCopy.skipAssessment }));

    await screen.findByRole('button', { name: AssessmentCopy.start });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(server.callsTo('GET', AssessmentApiPath.status)).toHaveLength(0);
  });

  it('Skip Assessment records a skipped completion, tells the banner and returns home from the page', async () => {
    const server = installAssessmentServer();
    const completed = jest.fn();
    window.addEventListener(ASSESSMENT_COMPLETED_EVENT, completed);
    const { user } = renderWithApp(<AssessmentPage />, { route: '/assessment' });
    await user.click(await screen.findByRole('button', { name: AssessmentCopy.skipAssessment }));

    await screen.findByText(/^\/$/);
    expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/);
    expect(server.callsTo('POST', AssessmentApiPath.markCompleted)[0].body).toMatchObject({
      assessmentType: 'pcl5',
      score: 0,
      clusters: { intrusion: 0, avoidance: 0, cognition: 0, arousal: 0 },
      skipped: true,
    });
    expect(completed).toHaveBeenCalledTimes(1);
    window.removeEventListener(ASSESSMENT_COMPLETED_EVENT, completed);
  });

  it('the page leads back home', async () => {
    installAssessmentServer();
    const { user } = renderWithApp(<AssessmentPage />, { route: '/assessment' });
    await user.click(screen.getByRole('button', { name: AssessmentCopy.backHome }));
    expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/);
  });
});
