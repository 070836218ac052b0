import type { ReactNode } from 'react';

const boxTab = (active: boolean) => `tab flex-1 sm:flex-none ${active ? 'tab-active' : ''}`;

/**
 * A row of tabs, one per value, the current one selected. `tabId` and `panelId` tie a tab to the
 * panel it shows, where the screen has them.
 */
export function TabBar<T extends string>({
  tabs,
  current,
  onChoose,
  tabLabel,
  label,
  className = 'tabs tabs-box w-full sm:w-fit',
  tabClass = boxTab,
  tabId,
  panelId,
}: {
  tabs: readonly T[];
  current: T;
  onChoose: (tab: T) => void;
  tabLabel: (tab: T) => ReactNode;
  /** The tab list's accessible name. */
  label?: string;
  className?: string;
  tabClass?: (active: boolean) => string;
  tabId?: (tab: T) => string;
  panelId?: (tab: T) => string;
}) {
  return (
    <div role="tablist" className={className} aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId?.(tab)}
          aria-selected={tab === current}
          aria-controls={panelId?.(tab)}
          className={tabClass(tab === current)}
          onClick={() => onChoose(tab)}
        >
          {tabLabel(tab)}
        </button>
      ))}
    </div>
  );
}
