import { describe, expect, it } from 'vitest';
import { firstScreenOf } from './first-screen-pages';

describe("a hub screen's data drawn by the server", () => {
  const runs = firstScreenOf('/hub/runs');

  it("asks for the one hub's work and riders once its hubs are known", () => {
    expect(runs?.data).toEqual(['/api/network/my-hubs']);
    expect(runs?.more?.({ '/api/network/my-hubs': [{ id: 'a/b' }] })).toEqual([
      '/api/network/hubs/a%2Fb/work',
      '/api/network/hubs/a%2Fb/riders-today',
    ]);
  });

  it('leaves a person of several hubs, or none, to the app: the hub chosen is on the phone', () => {
    expect(runs?.more?.({ '/api/network/my-hubs': [{ id: 'a' }, { id: 'b' }] })).toEqual([]);
    expect(runs?.more?.({ '/api/network/my-hubs': [] })).toEqual([]);
  });
});
