import type { QueryKey } from '@tanstack/react-query';
import { api } from './api-client';
import { useRefreshingMutation } from './mutation-flow';

/**
 * Create (POST `path`), change (PATCH `path/<id>`) and delete (DELETE `path/<id>`) one record of a list
 * the server keeps at `path`; each refreshes the list's queries under `listKey`.
 */
export function useRecordMutations<Item, CreateInput, UpdateInput>(path: string, listKey: QueryKey) {
  const recordPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const create = useRefreshingMutation(
    (input: CreateInput) => api<Item>(path, { method: 'POST', body: input }),
    listKey,
  );
  const update = useRefreshingMutation(
    ({ id, input }: { id: string; input: UpdateInput }) =>
      api<Item>(recordPath(id), { method: 'PATCH', body: input }),
    listKey,
  );
  const remove = useRefreshingMutation(
    (id: string) => api<void>(recordPath(id), { method: 'DELETE' }),
    listKey,
  );
  return { create, update, remove };
}
