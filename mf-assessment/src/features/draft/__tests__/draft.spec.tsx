import { PCL5_ITEMS, pcl5Prompt } from '@anchor/clinical';
import { AssessmentApiPath } from '@anchor/contracts';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '@anchor/app-runtime/testing';
import AssessmentTab from '../../../exposed/AssessmentTab';
import { AssessmentCopy, QuestionCopy } from '../../../copy';
import { answers, installAssessmentServer } from '../../../testing/fake-assessment-server';

const question = (index: number) => screen.findByRole('heading', { name: pcl5Prompt(PCL5_ITEMS[index]) });

describe('the server draft of an assessment in progress', () => {
  afterEach(() => jest.useRealTimers());

  it('saves the answers with PUT half a second after the last change, not on every key', async () => {
    jest.useFakeTimers();
    const server = installAssessmentServer();
    const { user } = renderWithApp(<AssessmentTab />, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: AssessmentCopy.start }));
    await question(0);

    await user.keyboard('1');
    await user.keyboard('3');
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(server.callsTo('PUT', AssessmentApiPath.draft)).toHaveLength(0);
    // At 500 ms the view also moves on to question 2; that move is saved too, so a reload resumes there.
    await act(() => jest.advanceTimersByTimeAsync(501));
    await question(1);
    await act(() => jest.advanceTimersByTimeAsync(500));

    const puts = server.callsTo('PUT', AssessmentApiPath.draft);
    expect(puts.length).toBeGreaterThanOrEqual(1);
    expect(puts.length).toBeLessThanOrEqual(2);
    expect(puts.at(-1)?.body).toEqual({ responses: answers(3), currentIndex: 1 });
  });

  it('resumes a saved draft at its question with its answers', async () => {
    installAssessmentServer({
      [`GET ${AssessmentApiPath.draft}`]: {
        status: 200,
        body: { responses: answers(2, 4, null, 1), currentIndex: 4, updatedAt: '2026-03-01T00:00:00.000Z' },
      },
    });
    const { user } = renderWithApp(<AssessmentTab />);

    expect(await question(4)).toBeInTheDocument();
    expect(screen.getByText(QuestionCopy.answeredCount(3, 20))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: QuestionCopy.goBackToLastAnswered }));
    await question(3);
    expect(screen.getByRole('radio', { name: /A little bit/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the answers when the tab is left and reopened, and sends a pending save on leaving', async () => {
    jest.useFakeTimers();
    const server = installAssessmentServer();
    const { user, unmount, store } = renderWithApp(<AssessmentTab />, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: AssessmentCopy.start }));
    await question(0);
    await user.keyboard('4');
    unmount();
    await act(async () => undefined);

    expect(server.callsTo('PUT', AssessmentApiPath.draft)[0]?.body).toEqual({
      responses: answers(4),
      currentIndex: 0,
    });
    expect(store.getState().assessmentFlow?.responses[0]).toBe(4);
  });

  it('starts fresh when there is no draft (the server answers 204, no body)', async () => {
    installAssessmentServer();
    renderWithApp(<AssessmentTab />);
    expect(await screen.findByRole('button', { name: AssessmentCopy.start })).toBeInTheDocument();
  });
});
