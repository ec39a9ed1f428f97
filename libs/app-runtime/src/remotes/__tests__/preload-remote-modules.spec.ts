import { RemoteModule } from '@anchor/contracts';
import { failPreloadOf, preloadedRemotes, resetRemoteModules } from '@anchor/app-runtime/testing';
import { preloadRemoteModules } from '../init-remotes';

describe('preloadRemoteModules', () => {
  beforeEach(() => resetRemoteModules());

  it("asks the runtime for each module's remote and exposed module, without the remote's own shared copies", () => {
    preloadRemoteModules([RemoteModule.assistantTab, RemoteModule.assessmentBanner]);

    expect(preloadedRemotes).toEqual([
      { nameOrAlias: 'mf_assistant', exposes: ['AssistantTab'], share: false },
      { nameOrAlias: 'mf_assessment', exposes: ['AssessmentBanner'], share: false },
    ]);
  });

  it('leaves a remote that cannot be fetched to its slot: nothing is thrown or logged here', async () => {
    failPreloadOf('mf_assistant');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);

    expect(() => preloadRemoteModules([RemoteModule.assistantTab])).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));

    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
