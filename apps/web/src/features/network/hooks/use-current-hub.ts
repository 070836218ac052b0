import { useCallback, useEffect, useState } from 'react';
import { type MyHub, useMyHubs } from '../api/get-my-hubs';

const storageKey = 'hub';

function remembered(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The hub this screen works at: the one chosen last time on this phone (kept in localStorage), else
 * the person's only or first hub. Every hub screen shares the choice.
 */
export function useCurrentHub() {
  const hubs = useMyHubs();
  const [chosenId, setChosenId] = useState<string | null>(null);
  useEffect(() => setChosenId(remembered()), []);
  const list = hubs.data ?? [];
  const hub: MyHub | undefined = list.find((each) => each.id === chosenId) ?? list[0];
  const choose = useCallback((id: string) => {
    setChosenId(id);
    try {
      localStorage.setItem(storageKey, id);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  return { hubs, hub, choose };
}
