import { waitFor } from '@testing-library/react';
import { getAppStore } from '../../providers/AppProviders';
import { installFakeFetch } from '../../testing';
import { api } from '../api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    readProbe: build.query<{ n: number }, void>({ query: () => '/api/probe' }),
    writeProbe: build.mutation<{ n: number }, void>({ query: () => ({ url: '/api/probe', method: 'PUT', body: {} }) }),
  }),
});

describe('when the api sends a request', () => {
  it("sends a read in a task of its own, not in the one that asked for it (a first render's effects)", async () => {
    const { callsTo } = installFakeFetch({ 'GET /api/probe': { status: 200, body: { n: 1 } } });

    const read = getAppStore().dispatch(probe.endpoints.readProbe.initiate());
    expect(callsTo('GET', '/api/probe')).toHaveLength(0);

    await waitFor(() => expect(callsTo('GET', '/api/probe')).toHaveLength(1));
    expect((await read).data).toEqual({ n: 1 });
    read.unsubscribe();
  });

  it('sends a write at once, so that one made as the page closes leaves before it does', async () => {
    const { callsTo } = installFakeFetch({ 'PUT /api/probe': { status: 200, body: { n: 2 } } });

    const write = getAppStore().dispatch(probe.endpoints.writeProbe.initiate());
    await Promise.resolve();
    expect(callsTo('PUT', '/api/probe')).toHaveLength(1);

    expect((await write).data).toEqual({ n: 2 });
  });
});
