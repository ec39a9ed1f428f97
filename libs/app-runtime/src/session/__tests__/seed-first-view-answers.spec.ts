import { ApiPath, AssessmentApiPath } from '@anchor/contracts';
import { installFakeFetch } from '../../testing';

/** Fresh modules per test: the page's store is a singleton. */
function freshRuntime() {
  let runtime!: {
    session: typeof import('../start-session-check');
    currentUserApi: typeof import('../../api/current-user.api').currentUserApi;
    assessmentStatusApi: typeof import('../../api/assessment-status.api').assessmentStatusApi;
    getAppStore: typeof import('../../providers/AppProviders').getAppStore;
  };
  jest.isolateModules(() => {
    runtime = {
      session: jest.requireActual('../start-session-check'),
      currentUserApi: jest.requireActual('../../api/current-user.api').currentUserApi,
      assessmentStatusApi: jest.requireActual('../../api/assessment-status.api').assessmentStatusApi,
      getAppStore: jest.requireActual('../../providers/AppProviders').getAppStore,
    };
  });
  return runtime;
}

describe('seedFirstViewAnswers', () => {
  it('gives screens the answers read ahead, and the session check then asks nothing again', async () => {
    const { callsTo } = installFakeFetch({});
    const { session, currentUserApi, assessmentStatusApi, getAppStore } = freshRuntime();
    const status = { isDue: true, daysUntilDue: 0 };
    await session.seedFirstViewAnswers({
      user: { id: 9, username: 'ana', role: 'patient' } as never,
      assessmentStatus: status as never,
    });
    session.startSessionCheck();

    const store = getAppStore();
    const userRead = store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    const statusRead = store.dispatch(assessmentStatusApi.endpoints.getAssessmentStatus.initiate());
    expect((await userRead).data).toMatchObject({ id: 9, username: 'ana' });
    expect((await statusRead).data).toEqual(status);
    userRead.unsubscribe();
    statusRead.unsubscribe();
    expect(callsTo('GET', ApiPath.session)).toHaveLength(0);
    expect(callsTo('GET', AssessmentApiPath.status)).toHaveLength(0);
  });

  it('"nobody signed in" read ahead is the answer screens get', async () => {
    const { callsTo } = installFakeFetch({});
    const { session, currentUserApi, getAppStore } = freshRuntime();
    await session.seedFirstViewAnswers({ user: null });
    const userRead = getAppStore().dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    expect((await userRead).data).toBeNull();
    userRead.unsubscribe();
    expect(callsTo('GET', ApiPath.session)).toHaveLength(0);
  });

  it('an answer left out is asked by the session check as before', async () => {
    const { callsTo } = installFakeFetch({ [`GET ${ApiPath.session}`]: { status: 200, body: { user: null } } });
    const { session } = freshRuntime();
    await session.seedFirstViewAnswers({});
    session.startSessionCheck();
    expect(callsTo('GET', ApiPath.session)).toHaveLength(1);
  });
});
