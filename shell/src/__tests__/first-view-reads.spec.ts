import { installFakeFetch } from '@anchor/app-runtime/testing';
import { ApiPath, AssessmentApiPath, PageDataBlock } from '@anchor/contracts';

const user = { id: 7, username: 'sam', role: 'patient', onboardingCompleted: true };
const status = { isDue: false, daysUntilDue: 12 };

/** A fresh copy of the module per test: it asks once per page. */
function freshReads(): typeof import('../first-view-reads') {
  let module!: typeof import('../first-view-reads');
  jest.isolateModules(() => {
    module = jest.requireActual('../first-view-reads');
  });
  return module;
}

describe('readFirstViewAnswers', () => {
  afterEach(() => document.getElementById(PageDataBlock.firstViewAnswers)?.remove());

  function pageCarries(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PageDataBlock.firstViewAnswers;
    block.textContent = text;
    document.head.append(block);
  }

  it('takes the answers the page carries and asks for nothing', async () => {
    const { callsTo } = installFakeFetch({ [`GET ${ApiPath.session}`]: { status: 200, body: { user } } });
    pageCarries(JSON.stringify({ user, assessmentStatus: status }));
    await expect(freshReads().readFirstViewAnswers('/')).resolves.toEqual({ user, assessmentStatus: status });
    expect(callsTo('GET', ApiPath.session)).toHaveLength(0);
  });

  it('asks when the page carries no answers, or a block it cannot read', async () => {
    const { callsTo } = installFakeFetch({ [`GET ${ApiPath.session}`]: { status: 200, body: { user } } });
    pageCarries('{ half');
    await expect(freshReads().readFirstViewAnswers('/auth')).resolves.toEqual({ user });
    expect(callsTo('GET', ApiPath.session)).toHaveLength(1);
  });

  it('on home, signed in: reads who is signed in, then the assessment status the banner needs', async () => {
    const { callsTo } = installFakeFetch({
      [`GET ${ApiPath.session}`]: { status: 200, body: { user } },
      [`GET ${AssessmentApiPath.status}`]: { status: 200, body: status },
    });
    await expect(freshReads().readFirstViewAnswers('/')).resolves.toEqual({ user, assessmentStatus: status });
    // The very request the server's preload hint makes, or the browser would not hand over the preloaded answer.
    expect(callsTo('GET', ApiPath.session)[0].headers).toEqual({});
    expect(callsTo('GET', AssessmentApiPath.status)).toHaveLength(1);
  });

  it('signed out: the answer is "nobody" and the status is not asked for', async () => {
    const { callsTo } = installFakeFetch({ [`GET ${ApiPath.session}`]: { status: 200, body: { user: null } } });
    await expect(freshReads().readFirstViewAnswers('/')).resolves.toEqual({ user: null });
    expect(callsTo('GET', AssessmentApiPath.status)).toHaveLength(0);
  });

  it('on another page: only who is signed in, asked once however often the page asks', async () => {
    const { callsTo } = installFakeFetch({ [`GET ${ApiPath.session}`]: { status: 200, body: { user } } });
    const reads = freshReads();
    await expect(reads.readFirstViewAnswers('/auth')).resolves.toEqual({ user });
    await reads.readFirstViewAnswers('/auth');
    expect(callsTo('GET', ApiPath.session)).toHaveLength(1);
    expect(callsTo('GET', AssessmentApiPath.status)).toHaveLength(0);
  });

  it('an error or a failed network leaves the answer out, for the store to ask again', async () => {
    installFakeFetch({
      [`GET ${ApiPath.session}`]: { status: 200, body: { user } },
      [`GET ${AssessmentApiPath.status}`]: { status: 503, body: { message: 'busy' } },
    });
    await expect(freshReads().readFirstViewAnswers('/')).resolves.toEqual({ user, assessmentStatus: undefined });
    installFakeFetch({});
    await expect(freshReads().readFirstViewAnswers('/')).resolves.toEqual({ user: undefined });
  });
});
