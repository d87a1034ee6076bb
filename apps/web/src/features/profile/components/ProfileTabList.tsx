import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getTabIndexForKey, PROFILE_TABS, type ProfileTab } from '../helpers/profileTabs';
import './ProfileTabList.css';

/** The id of a tab's button, so its panel can name it with `aria-labelledby`. */
export const getProfileTabId = (tab: ProfileTab) => `profile-tab-${tab}`;
/** The id of a tab's panel, named by the button's `aria-controls`. */
export const getProfilePanelId = (tab: ProfileTab) => `profile-panel-${tab}`;

export interface ProfileTabListProps {
  current: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
}

/**
 * The profile's tabs as a WAI-ARIA tablist: only the current tab is in the Tab order; the arrow
 * keys, Home and End move to another tab and show it at once.
 */
export function ProfileTabList({ current, onSelect }: ProfileTabListProps) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<ProfileTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = getTabIndexForKey(event.key, PROFILE_TABS.indexOf(current), PROFILE_TABS.length);
    const tab = next === null ? undefined : PROFILE_TABS[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    <div
      className="profile-tabs"
      role="tablist"
      aria-label={t('profileTabs.tablistLabel')}
      onKeyDown={onKeyDown}
    >
      {PROFILE_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={getProfileTabId(tab)}
            className={`profile-tabs__tab${selected ? ' profile-tabs__tab--selected' : ''}`}
            aria-selected={selected}
            aria-controls={getProfilePanelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {t(`profileTabs.tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
