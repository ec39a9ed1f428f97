import { ASSESSMENT_COMPLETED_EVENT, AssessmentApiPath, type AssessmentStatus } from '@anchor/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@anchor/app-runtime/testing';
import AssessmentBanner from '../../../exposed/AssessmentBanner';
import { BannerCopy } from '../../../copy';
import { assessmentCompleted } from '../../flow/assessment.slice';
import { installAssessmentServer, overdueStatus, statusAfter } from '../../../testing/fake-assessment-server';

const withStatus = (status: AssessmentStatus) =>
  installAssessmentServer({ [`GET ${AssessmentApiPath.status}`]: { status: 200, body: status } });

const renderBanner = (onTakeAssessment = jest.fn(), onSettled = jest.fn()) => ({
  ...renderWithApp(<AssessmentBanner onTakeAssessment={onTakeAssessment} onSettled={onSettled} />),
  onTakeAssessment,
  onSettled,
});

/** Lets the status request settle before asserting the banner is absent. */
const statusLoaded = (server: ReturnType<typeof installAssessmentServer>) =>
  act(async () => {
    while (server.callsTo('GET', AssessmentApiPath.status).length === 0) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('the monthly assessment banner', () => {
  afterEach(() => jest.useRealTimers());

  it('asks an overdue user to complete the assessment, with the status message and a warning icon', async () => {
    withStatus(overdueStatus);
    const { user, onTakeAssessment } = renderBanner();

    expect(await screen.findByRole('heading', { name: 'Complete Your Monthly Assessment' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You haven't taken your first monthly assessment yet. This will help with more accurate personalized care and better mental health support.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: BannerCopy.warningIconLabel })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Assessment' }));
    expect(onTakeAssessment).toHaveBeenCalledTimes(1);
  });

  it('says "due soon" without a warning icon when the assessment is due soon', async () => {
    withStatus(statusAfter(25, 'due_soon', 5));
    renderBanner();
    expect(await screen.findByRole('heading', { name: 'Monthly Assessment Due Soon' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: BannerCopy.warningIconLabel })).not.toBeInTheDocument();
  });

  it('shows for a current status with 7 days or fewer left', async () => {
    withStatus(statusAfter(22, 'current', 7));
    renderBanner();
    expect(await screen.findByRole('heading', { name: 'Monthly Assessment Due Soon' })).toBeInTheDocument();
  });

  it.each([
    ['the last assessment was under 7 days ago', statusAfter(3, 'current', 27)],
    ['the status is current with more than 7 days left', statusAfter(10, 'current', 20)],
  ])('is hidden when %s', async (_case, status) => {
    const server = withStatus(status);
    renderBanner();
    await statusLoaded(server);
    expect(screen.queryByRole('button', { name: 'Take Assessment' })).not.toBeInTheDocument();
  });

  it('hides at once on the assessmentCompleted window event', async () => {
    withStatus(overdueStatus);
    renderBanner();
    await screen.findByRole('heading', { name: 'Complete Your Monthly Assessment' });
    act(() => {
      window.dispatchEvent(new Event(ASSESSMENT_COMPLETED_EVENT));
    });
    expect(screen.queryByRole('heading', { name: 'Complete Your Monthly Assessment' })).not.toBeInTheDocument();
  });

  it('hides at once when an assessment is completed in the same app', async () => {
    withStatus(overdueStatus);
    const { store } = renderBanner();
    await screen.findByRole('heading', { name: 'Complete Your Monthly Assessment' });
    act(() => {
      store.dispatch(assessmentCompleted());
    });
    expect(screen.queryByRole('heading', { name: 'Complete Your Monthly Assessment' })).not.toBeInTheDocument();
  });

  it('says once that it is in place: when shown, only after its heading is there', async () => {
    withStatus(overdueStatus);
    let headingWhenSettled: HTMLElement | null = null;
    const onSettled = jest.fn(() => {
      headingWhenSettled = screen.queryByRole('heading', { name: 'Complete Your Monthly Assessment' });
    });
    renderBanner(jest.fn(), onSettled);
    expect(onSettled).not.toHaveBeenCalled();

    await screen.findByRole('heading', { name: 'Complete Your Monthly Assessment' });

    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(headingWhenSettled).not.toBeNull();
  });

  it('says it is in place when it stays hidden, and when the status check fails', async () => {
    const hidden = withStatus(statusAfter(3, 'current', 27));
    const first = renderBanner();
    await statusLoaded(hidden);
    // The answer is handled some ticks after the request: wait for the call itself, then check it came once.
    await waitFor(() => expect(first.onSettled).toHaveBeenCalled(), { timeout: 5_000 });
    expect(first.onSettled).toHaveBeenCalledTimes(1);
    first.unmount();

    const failing = installAssessmentServer({ [`GET ${AssessmentApiPath.status}`]: { status: 500, body: {} } });
    const second = renderBanner();
    await statusLoaded(failing);
    await waitFor(() => expect(second.onSettled).toHaveBeenCalled(), { timeout: 5_000 });
    expect(second.onSettled).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Take Assessment' })).not.toBeInTheDocument();
  });

  it('checks the status again every 30 seconds', async () => {
    jest.useFakeTimers();
    const server = withStatus(statusAfter(10, 'current', 20));
    renderBanner();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(server.callsTo('GET', AssessmentApiPath.status)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(server.callsTo('GET', AssessmentApiPath.status)).toHaveLength(2);
  });
});
