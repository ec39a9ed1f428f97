import { ApiPath } from '@anchor/contracts';
import { currentUserApi } from '../../api/current-user.api';
import { getAppStore } from '../../providers/AppProviders';
import { installFakeFetch } from '../../testing';
import { startSessionCheck } from '../start-session-check';

describe('startSessionCheck', () => {
  it('asks the server who is signed in once, and a screen that then wants the user gets that same answer', async () => {
    const { callsTo } = installFakeFetch({
      [`GET ${ApiPath.session}`]: { status: 200, body: { user: { id: 7, username: 'sam', role: 'patient' } } },
    });

    startSessionCheck();
    expect(callsTo('GET', ApiPath.session)).toHaveLength(1);
    const screenWanting = getAppStore().dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    const { data } = await screenWanting;
    screenWanting.unsubscribe();

    expect(data).toMatchObject({ id: 7, username: 'sam' });
    expect(callsTo('GET', ApiPath.session)).toHaveLength(1);
  });
});
