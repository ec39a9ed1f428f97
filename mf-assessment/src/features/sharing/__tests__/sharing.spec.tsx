import { AssessmentApiPath } from '@anchor/contracts';
import { screen, within } from '@testing-library/react';
import { renderWithApp, type FakeRoute } from '@anchor/app-runtime/testing';
import AssessmentTab from '../../../exposed/AssessmentTab';
import { AssessmentCopy, QuestionCopy, ResultCopy, ReviewCopy, SharingCopy } from '../../../copy';
import { installAssessmentServer } from '../../../testing/fake-assessment-server';

const sharingOn: FakeRoute = { status: 200, body: { healthcareProviderSharing: true } };

/** Answers question 1 with "Extremely", skips the rest and submits. */
async function submitOneAnswer(routes: Record<string, FakeRoute>) {
  const server = installAssessmentServer(routes);
  const { user } = renderWithApp(<AssessmentTab />);
  await user.click(await screen.findByRole('button', { name: AssessmentCopy.start }));
  await user.click(await screen.findByRole('radio', { name: /Extremely/ }));
  // Skipping straight on cancels the pending auto-advance, so nothing waits on real time.
  for (let index = 0; index < 20; index += 1) {
    await user.click(screen.getByRole('button', { name: QuestionCopy.skipQuestion }));
  }
  await user.click(await screen.findByRole('button', { name: ReviewCopy.submit }));
  await screen.findByRole('heading', { name: ResultCopy.title });
  return { server, user };
}

describe('the provider-sharing dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is not shown when the sharing preference is off', async () => {
    const { server } = await submitOneAnswer({});
    await screen.findByRole('button', { name: ResultCopy.continueToApp });
    expect(server.callsTo('GET', AssessmentApiPath.preferences)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown when the preference cannot be read, and says so in a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server } = await submitOneAnswer({
      [`GET ${AssessmentApiPath.preferences}`]: { status: 500, body: { message: 'boom' } },
    });
    await screen.findByRole('button', { name: ResultCopy.continueToApp });
    expect(server.callsTo('GET', AssessmentApiPath.preferences)).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shares the result with the provider and says so', async () => {
    const { server, user } = await submitOneAnswer({
      [`GET ${AssessmentApiPath.preferences}`]: sharingOn,
      [`POST ${AssessmentApiPath.providerSharing}`]: { status: 201, body: { id: 1 } },
    });
    const dialog = await screen.findByRole('dialog', { name: SharingCopy.title });
    // Private is the default focus, so Enter never shares by accident.
    expect(screen.getByRole('button', { name: SharingCopy.keepPrivate })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: SharingCopy.share }));

    expect(await screen.findByText(SharingCopy.sharedTitle)).toBeInTheDocument();
    expect(
      screen.getByText('Your results have been securely shared with your healthcare provider.'),
    ).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(server.callsTo('POST', AssessmentApiPath.providerSharing)[0].body).toEqual({
      assessmentId: 41,
      assessmentType: 'pcl5',
      shareWithProvider: true,
      scope: 'scores',
      assessmentScore: 4,
      clusters: { intrusion: 4, avoidance: 0, cognition: 0, arousal: 0 },
    });
  });

  it('offers scores only by default, and sends the answers too only when the patient picks that', async () => {
    const { server, user } = await submitOneAnswer({
      [`GET ${AssessmentApiPath.preferences}`]: sharingOn,
      [`POST ${AssessmentApiPath.providerSharing}`]: { status: 201, body: { id: 3 } },
    });
    const dialog = await screen.findByRole('dialog', { name: SharingCopy.title });
    expect(within(dialog).getByRole('group', { name: SharingCopy.scopeLegend })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: SharingCopy.scopeScores })).toBeChecked();
    const answers = within(dialog).getByRole('radio', { name: SharingCopy.scopeAnswers });
    expect(answers).not.toBeChecked();
    expect(answers).toHaveAccessibleDescription('Also how you answered each of the 20 questions.');
    await user.click(answers);
    await user.click(screen.getByRole('button', { name: SharingCopy.share }));

    expect(await screen.findByText(SharingCopy.sharedTitle)).toBeInTheDocument();
    expect(server.callsTo('POST', AssessmentApiPath.providerSharing)[0].body).toMatchObject({
      shareWithProvider: true,
      scope: 'scores_and_answers',
    });
  });

  it('keeps the result private with nothing but the choice sent', async () => {
    const { server, user } = await submitOneAnswer({
      [`GET ${AssessmentApiPath.preferences}`]: sharingOn,
      [`POST ${AssessmentApiPath.providerSharing}`]: { status: 201, body: { id: 2 } },
    });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: SharingCopy.keepPrivate }));

    expect(await screen.findByText('Results Kept Private')).toBeInTheDocument();
    expect(screen.getByText('Your results have not been shared.')).toBeInTheDocument();
    expect(server.callsTo('POST', AssessmentApiPath.providerSharing)[0].body).toMatchObject({
      shareWithProvider: false,
      assessmentScore: null,
      clusters: null,
    });
  });

  it("shows the server's error when sharing fails", async () => {
    const { user } = await submitOneAnswer({
      [`GET ${AssessmentApiPath.preferences}`]: sharingOn,
      [`POST ${AssessmentApiPath.providerSharing}`]: {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'No healthcare provider is assigned' },
      },
    });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: SharingCopy.share }));

    expect(await screen.findByText('Sharing Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to process sharing request: No healthcare provider is assigned.'),
    ).toBeInTheDocument();
  });

  it('tells the user when the server cannot be reached', async () => {
    const { user } = await submitOneAnswer({
      [`GET ${AssessmentApiPath.preferences}`]: sharingOn,
      [`POST ${AssessmentApiPath.providerSharing}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: SharingCopy.share }));

    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to connect to server. Please check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
