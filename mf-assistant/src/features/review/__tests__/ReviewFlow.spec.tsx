import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, renderWithApp, type FakeAnswer } from '@anchor/app-runtime/testing';
import { AssessmentApiPath, AssistantApiPath, type Pcl5Answer } from '@anchor/contracts';
import AssistantTab from '../../../exposed/AssistantTab';
import { ChatCopy } from '../../chat/copy';
import { ReviewCopy } from '../copy';

const OFFER = `GET ${AssistantApiPath.reviewOffer}`;
const ANSWER_OFFER = `POST ${AssistantApiPath.reviewOffer}`;
const LATEST = `GET ${AssessmentApiPath.latest}`;
const SAVE = `PUT ${AssessmentApiPath.latest}`;

// Items 2 and 5 "Extremely", item 3 "Quite a bit", the rest "A little bit": total 4+4+3+17 = 28.
const ANSWERS: Pcl5Answer[] = Array.from({ length: 20 }, (_, i) => (i === 1 || i === 4 ? 4 : i === 2 ? 3 : 1));
const offered: FakeAnswer = { status: 200, body: { offer: true } };

describe('assessment review in the chat', () => {
  it('hides quick questions while the prompt shows, reviews the answers and saves them as a new version', async () => {
    const { callsTo } = installFakeFetch({
      [OFFER]: offered,
      [ANSWER_OFFER]: { status: 204 },
      [LATEST]: { status: 200, body: { responses: ANSWERS, totalScore: 28 } },
      [SAVE]: { status: 201, body: { totalScore: 27 } },
    });
    const { user } = renderWithApp(<AssistantTab />);
    expect(await screen.findByText(ReviewCopy.promptTitle)).toBeInTheDocument();
    expect(screen.getByText(ReviewCopy.promptHint)).toBeInTheDocument();
    expect(screen.queryByText(ChatCopy.quickQuestionsTitle)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ReviewCopy.yes }));
    expect(await screen.findByText(ReviewCopy.cardTitle)).toBeInTheDocument();
    expect(screen.queryByText(ReviewCopy.promptTitle)).not.toBeInTheDocument();
    expect(screen.getByText('Question 1 of 20')).toBeInTheDocument();
    expect(screen.getByText('5% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: ReviewCopy.progressLabel })).toHaveAttribute(
      'aria-valuetext',
      'Question 1 of 20',
    );
    expect(screen.getByText('Your current answer: A little bit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ReviewCopy.previous })).toBeDisabled();
    expect(callsTo('POST', AssistantApiPath.reviewOffer)[0].body).toEqual({ choice: 'review' });

    await user.click(screen.getByRole('button', { name: '0 - Not at all' }));
    expect(screen.getByText('Your current answer: Not at all')).toBeInTheDocument();
    for (let i = 1; i < 20; i += 1) await user.click(screen.getByRole('button', { name: ReviewCopy.next }));
    expect(screen.getByText('Question 20 of 20')).toBeInTheDocument();
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ReviewCopy.finish }));

    expect(await screen.findByText(ReviewCopy.updatedToastTitle)).toBeInTheDocument();
    expect(screen.getByText(ReviewCopy.updatedToastDescription)).toBeInTheDocument();
    expect(callsTo('PUT', AssessmentApiPath.latest)[0].body).toEqual({ responses: [0, ...ANSWERS.slice(1)] });
    const log = screen.getByRole('log');
    expect(within(log).getByText(ReviewCopy.updated(27))).toBeInTheDocument();
    expect(within(log).getByText(/Your total is 27 of 80/)).toBeInTheDocument();
    expect(within(log).getByText(ReviewCopy.walkOffer(3))).toBeInTheDocument();
    expect(screen.queryByText(ReviewCopy.cardTitle)).not.toBeInTheDocument();
    expect(screen.getByText(ChatCopy.quickQuestionsTitle)).toBeInTheDocument();

    // The walk: highest first (items 2 and 5 at 4, then item 3 at 3), then the close.
    await user.click(within(log).getByRole('button', { name: ReviewCopy.walkStart }));
    expect(within(log).getByText(/^1 of 3: Disturbing dreams\./)).toBeInTheDocument();
    await user.click(within(log).getAllByRole('button', { name: ReviewCopy.walkNext }).at(-1)!);
    expect(within(log).getByText(/^2 of 3: Physical reactions to reminders\./)).toBeInTheDocument();
    await user.click(within(log).getAllByRole('button', { name: ReviewCopy.walkNext }).at(-1)!);
    expect(within(log).getByText(/^3 of 3: Flashbacks\./)).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: ReviewCopy.finishWalk }));
    expect(within(log).getByText(ReviewCopy.walkEnd)).toBeInTheDocument();
    expect(within(log).queryByText(ReviewCopy.welcome)).not.toBeInTheDocument();
    expect(callsTo('POST', AssistantApiPath.chat)).toHaveLength(0);
  });

  it('continues with the analysis by band and offers the walk in the same message', async () => {
    const { callsTo } = installFakeFetch({
      [OFFER]: offered,
      [ANSWER_OFFER]: { status: 204 },
      [LATEST]: { status: 200, body: { responses: ANSWERS, totalScore: 28 } },
    });
    const { user } = renderWithApp(<AssistantTab />);
    await user.click(await screen.findByRole('button', { name: ReviewCopy.no }));
    const analysis = await within(screen.getByRole('log')).findByText(/Your total is 28 of 80/);
    expect(analysis).toHaveTextContent(ReviewCopy.walkOfferLine);
    expect(screen.queryByText(ReviewCopy.promptTitle)).not.toBeInTheDocument();
    expect(callsTo('POST', AssistantApiPath.reviewOffer)[0].body).toEqual({ choice: 'analysis' });
    await user.click(screen.getByRole('button', { name: ReviewCopy.walkLater }));
    expect(screen.getByText(ReviewCopy.walkPaused)).toBeInTheDocument();
    // The welcome thanks the person for trusting me with their answers: after the analysis it is suppressed.
    expect(ReviewCopy.welcome).toContain('Thank you for trusting me');
    expect(screen.queryByText(ReviewCopy.welcome)).not.toBeInTheDocument();
  });

  it('shows the welcome that thanks for the answers when no analysis could be given', async () => {
    installFakeFetch({ [OFFER]: offered, [ANSWER_OFFER]: { status: 204 }, [LATEST]: { status: 500, body: {} } });
    const { user } = renderWithApp(<AssistantTab />);
    await user.click(await screen.findByRole('button', { name: ReviewCopy.no }));
    const log = screen.getByRole('log');
    expect(await within(log).findByText(ReviewCopy.welcome)).toBeInTheDocument();
    expect(within(log).getByText(ReviewCopy.fetchFailed)).toBeInTheDocument();
    expect(within(log).queryByText(/Your total is/)).not.toBeInTheDocument();
  });

  it.each([
    ['Yes with no assessment', ReviewCopy.yes, { status: 404, body: { message: 'No assessment' } }, ReviewCopy.noData],
    [
      'No with no assessment',
      ReviewCopy.no,
      { status: 404, body: { message: 'No assessment' } },
      ReviewCopy.noDataAnalysis,
    ],
    ['Yes when the server fails', ReviewCopy.yes, { status: 500, body: {} }, ReviewCopy.fetchFailed],
    ['No when the server fails', ReviewCopy.no, { status: 500, body: {} }, ReviewCopy.fetchFailed],
  ])('%s: closes the prompt and says so', async (_case, button, latest, text) => {
    installFakeFetch({ [OFFER]: offered, [ANSWER_OFFER]: { status: 204 }, [LATEST]: latest as FakeAnswer });
    const { user } = renderWithApp(<AssistantTab />);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await within(screen.getByRole('log')).findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(ReviewCopy.promptTitle)).not.toBeInTheDocument());
  });

  it('shows no prompt when the server offers no review', async () => {
    installFakeFetch({ [OFFER]: { status: 200, body: { offer: false } } });
    renderWithApp(<AssistantTab />);
    expect(await screen.findByText(ChatCopy.quickQuestionsTitle)).toBeInTheDocument();
    expect(screen.queryByText(ReviewCopy.promptTitle)).not.toBeInTheDocument();
  });
});
