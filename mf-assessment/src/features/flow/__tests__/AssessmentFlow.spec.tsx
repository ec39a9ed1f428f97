import { PCL5_ITEMS, pcl5PartialLabel, pcl5Prompt } from '@anchor/clinical';
import { ASSESSMENT_COMPLETED_EVENT, AssessmentApiPath } from '@anchor/contracts';
import { act, screen, within } from '@testing-library/react';
import { LOCATION_TEST_ID, renderWithApp } from '@anchor/app-runtime/testing';
import AssessmentTab from '../../../exposed/AssessmentTab';
import { AssessmentCopy, QuestionCopy, ResultCopy, ReviewCopy } from '../../../copy';
import { installAssessmentServer } from '../../../testing/fake-assessment-server';

const question = (index: number) => screen.findByRole('heading', { name: pcl5Prompt(PCL5_ITEMS[index]) });
const answerButton = (label: RegExp) => screen.getByRole('radio', { name: label });
const advance = () => act(() => jest.advanceTimersByTime(500));

async function start(options: { fakeTimers?: boolean } = {}) {
  const rendered = renderWithApp(<AssessmentTab />, options);
  await rendered.user.click(await screen.findByRole('button', { name: AssessmentCopy.start }));
  await question(0);
  return rendered;
}

describe('the PCL-5 question flow', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('explains the checklist on the intro: time, the deeper note and the screening disclaimer', async () => {
    installAssessmentServer();
    renderWithApp(<AssessmentTab />);
    expect(await screen.findByRole('button', { name: AssessmentCopy.start })).toBeEnabled();
    expect(screen.getByRole('heading', { name: AssessmentCopy.title })).toBeInTheDocument();
    expect(screen.getByText(/5-10 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/drop the anchor deeper/)).toBeInTheDocument();
    expect(screen.getByText(/for screening, not diagnosis/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AssessmentCopy.skipAssessment })).toBeInTheDocument();
  });

  it('moves to the next question 500 ms after an answer, not before', async () => {
    jest.useFakeTimers();
    installAssessmentServer();
    const { user } = await start({ fakeTimers: true });
    expect(screen.getByText(QuestionCopy.progress(1, 20))).toBeInTheDocument();

    await user.click(answerButton(/Moderately/));
    expect(answerButton(/Moderately/)).toHaveAttribute('aria-checked', 'true');
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByText(QuestionCopy.progress(1, 20))).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await question(1)).toBeInTheDocument();
    expect(screen.getByText(QuestionCopy.progress(2, 20))).toBeInTheDocument();
    expect(screen.getByText(QuestionCopy.answeredCount(1, 20))).toBeInTheDocument();
    // Focus follows to the new question's answers for keyboard users.
    expect(answerButton(/Not at all/)).toHaveFocus();
  });

  it('answers the current question with the 0-4 keys and ignores other digits', async () => {
    jest.useFakeTimers();
    installAssessmentServer();
    const { user } = await start({ fakeTimers: true });

    await user.keyboard('7');
    expect(screen.getAllByRole('radio').every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
    await user.keyboard('3');
    expect(answerButton(/Quite a bit/)).toHaveAttribute('aria-checked', 'true');
    advance();
    await question(1);
    await user.keyboard('0');
    expect(answerButton(/Not at all/)).toHaveAttribute('aria-checked', 'true');
  });

  it('lets arrow keys move between answers and Enter or Space choose one', async () => {
    jest.useFakeTimers();
    installAssessmentServer();
    const { user } = await start({ fakeTimers: true });

    expect(answerButton(/Not at all/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(answerButton(/Moderately/)).toHaveFocus();
    expect(answerButton(/Moderately/)).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(answerButton(/Moderately/)).toHaveAttribute('aria-checked', 'true');
    advance();
    await question(1);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}[Space]');
    expect(answerButton(/Extremely/)).toHaveAttribute('aria-checked', 'true');
  });

  it('skips, goes back one, and jumps back to the nearest earlier answered question', async () => {
    jest.useFakeTimers();
    installAssessmentServer();
    const { user } = await start({ fakeTimers: true });
    const goBack = () => screen.getByRole('button', { name: QuestionCopy.goBackToLastAnswered });

    expect(goBack()).toBeDisabled();
    await user.keyboard('2');
    advance();
    await question(1);
    await user.click(screen.getByRole('button', { name: QuestionCopy.skipQuestion }));
    await question(2);
    await user.click(screen.getByRole('button', { name: QuestionCopy.skipQuestion }));
    await question(3);
    await user.click(goBack());
    expect(await question(0)).toBeInTheDocument();
    expect(answerButton(/Moderately/)).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: QuestionCopy.skipQuestion }));
    await user.click(screen.getByRole('button', { name: QuestionCopy.previous }));
    expect(await question(0)).toBeInTheDocument();
  });

  it('restarts only after the spec confirmation, clearing every answer', async () => {
    jest.useFakeTimers();
    installAssessmentServer();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = await start({ fakeTimers: true });
    await user.keyboard('4');
    advance();
    await question(1);
    await user.keyboard('3');

    await user.click(screen.getByRole('button', { name: QuestionCopy.restart }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Are you sure you want to restart the assessment? All your current answers will be lost.',
    );
    expect(screen.getByText(QuestionCopy.answeredCount(2, 20))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: QuestionCopy.restart }));
    expect(await question(0)).toBeInTheDocument();
    expect(screen.getByText(QuestionCopy.answeredCount(0, 20))).toBeInTheDocument();
    expect(screen.getAllByRole('radio').every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('refuses to submit with no answers, with the spec alert', async () => {
    const server = installAssessmentServer();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = await start();
    for (let index = 0; index < 19; index += 1) {
      await user.click(screen.getByRole('button', { name: QuestionCopy.skipQuestion }));
    }
    await user.click(await screen.findByRole('button', { name: QuestionCopy.reviewAndSubmit }));
    await user.click(await screen.findByRole('button', { name: ReviewCopy.submit }));
    expect(alert).toHaveBeenCalledWith(
      "Please answer at least 1 question or use the 'Skip Assessment' button to continue.",
    );
    expect(server.callsTo('POST', AssessmentApiPath.assessments)).toHaveLength(0);
  });
});

describe('submitting and the result', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  async function answerAll(user: ReturnType<typeof renderWithApp>['user'], key: string) {
    for (let index = 0; index < 20; index += 1) {
      await question(index);
      await user.keyboard(key);
      advance();
    }
  }

  it('shows cluster scores but no total when not all 20 are answered; unanswered items are sent as null', async () => {
    const server = installAssessmentServer();
    const { user } = await start({ fakeTimers: true });
    await user.keyboard('3');
    advance();
    await question(1);
    await user.click(screen.getByRole('button', { name: QuestionCopy.goBackToLastAnswered }));
    for (let index = 0; index < 19; index += 1) {
      await user.click(screen.getByRole('button', { name: QuestionCopy.skipQuestion }));
    }
    await user.click(screen.getByRole('button', { name: QuestionCopy.reviewAndSubmit }));
    await user.click(await screen.findByRole('button', { name: ReviewCopy.submit }));

    expect(await screen.findByRole('heading', { name: ResultCopy.title })).toBeInTheDocument();
    expect(screen.getByText(ResultCopy.partial(1, 20))).toBeInTheDocument();
    expect(screen.queryByText(/Total score:/)).not.toBeInTheDocument();
    // One answer of 20 draws no screening conclusion and no change.
    expect(screen.getByText(pcl5PartialLabel(1))).toBeInTheDocument();
    expect(screen.queryByText(/^Screens (positive|negative)/)).not.toBeInTheDocument();
    expect(screen.getByText(ResultCopy.partialNotCompared)).toBeInTheDocument();
    expect(screen.getByText('Intrusion')).toBeInTheDocument();
    expect(screen.getByText('3 of 20')).toBeInTheDocument();
    const [submitted] = server.callsTo('POST', AssessmentApiPath.assessments);
    expect((submitted.body as { responses: unknown[] }).responses).toEqual([3, ...Array(19).fill(null)]);
  });

  it('shows the total, the screening wording and the clusters when all 20 are answered, then tells the app', async () => {
    const server = installAssessmentServer();
    const completed = jest.fn();
    window.addEventListener(ASSESSMENT_COMPLETED_EVENT, completed);
    const rendered = renderWithApp(<AssessmentTab onComplete={jest.fn()} />, { fakeTimers: true });
    await rendered.user.click(await screen.findByRole('button', { name: AssessmentCopy.start }));
    await answerAll(rendered.user, '2');
    await rendered.user.click(screen.getByRole('button', { name: QuestionCopy.reviewAndSubmit }));
    const review = await screen.findByRole('list');
    expect(within(review).getAllByText('2 Moderately')).toHaveLength(20);
    await rendered.user.click(screen.getByRole('button', { name: ReviewCopy.submit }));

    expect(await screen.findByText(ResultCopy.total(40, 80))).toBeInTheDocument();
    expect(screen.getByText(ResultCopy.screenPositive)).toBeInTheDocument();
    expect(screen.getByText(ResultCopy.screeningNotDiagnosis)).toBeInTheDocument();
    expect(screen.getByText(/31-33 or higher/)).toBeInTheDocument();
    for (const name of ['Intrusion', 'Avoidance', 'Negative thoughts and mood', 'Arousal and reactivity']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Crisis help' })).toBeInTheDocument();
    expect(completed).toHaveBeenCalledTimes(1);
    window.removeEventListener(ASSESSMENT_COMPLETED_EVENT, completed);
    await screen.findByRole('button', { name: ResultCopy.continueToApp });
    expect(server.callsTo('POST', AssessmentApiPath.markCompleted)[0]?.body).toEqual({
      assessmentType: 'pcl5',
      score: 40,
      clusters: { intrusion: 10, avoidance: 4, cognition: 14, arousal: 12 },
      completedAt: '2026-03-04T10:00:00.000Z',
      skipped: false,
    });
  });

  it('edits an answer from the review list and comes back to it', async () => {
    installAssessmentServer();
    const { user } = await start({ fakeTimers: true });
    await answerAll(user, '1');
    await user.click(screen.getByRole('button', { name: QuestionCopy.reviewAndSubmit }));
    await user.click(await screen.findByRole('button', { name: new RegExp(`^5\\. ${escape(PCL5_ITEMS[4])}`) }));
    await question(4);
    await user.keyboard('4');
    advance();
    expect(await screen.findByRole('heading', { name: ReviewCopy.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^5\./ })).toHaveTextContent('4 Extremely');
  });

  it('Continue to App goes home from the page, and to onComplete from the tab', async () => {
    installAssessmentServer();
    const onComplete = jest.fn();
    const { user } = renderWithApp(<AssessmentTab onComplete={onComplete} />, {
      route: '/somewhere',
      fakeTimers: true,
    });
    await user.click(await screen.findByRole('button', { name: AssessmentCopy.start }));
    await user.keyboard('1');
    advance();
    await question(1);
    for (let index = 1; index < 20; index += 1) {
      await user.click(screen.getByRole('button', { name: QuestionCopy.skipQuestion }));
    }
    await user.click(await screen.findByRole('button', { name: ReviewCopy.submit }));
    await user.click(await screen.findByRole('button', { name: ResultCopy.continueToApp }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent('/somewhere');
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
