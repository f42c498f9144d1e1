import { useRef } from 'react';
import type { SubscriberTab, SubscriberTabId } from '#client/features/admin/subscribers/tabs.ts';

export const tabId = (id: SubscriberTabId) => `subscribers-tab-${id}`;
export const panelId = (id: SubscriberTabId) => `subscribers-panel-${id}`;

/**
 * The tab list (WAI-ARIA tabs pattern): one tab stop; arrow keys, Home and End move between tabs
 * and select them.
 */
export function SubscriberTabs({
  tabs,
  selected,
  onSelect,
}: {
  /** The tabs the signed-in person's roles open. */
  tabs: readonly SubscriberTab[];
  selected: SubscriberTabId;
  onSelect: (id: SubscriberTabId) => void;
}) {
  const refs = useRef(new Map<SubscriberTabId, HTMLButtonElement>());

  function onKeyDown(event: React.KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const id = tabs[next]!.id;
    onSelect(id);
    refs.current.get(id)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Subscriber lists"
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-x-1 border-b border-slate-300"
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={active}
            aria-controls={panelId(tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ${
              active
                ? 'border-indigo-700 text-indigo-800'
                : 'border-transparent text-slate-700 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
