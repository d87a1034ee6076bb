import { createStoredSessionMemory, type SessionMemory } from './createStoredSessionMemory';
import { createWidgetSessionMemory } from './createWidgetSessionMemory';
import { readWidgetHandoff } from './readWidgetHandoff';

/**
 * Where this page remembers the visitor's conversation with bot `publicId`: in the widget's iframe
 * the widget's script keeps it in the site's storage (it hands it over in the URL fragment); the
 * chat page itself, and an iframe pasted without the widget, use this origin's storage.
 */
export function pickSessionMemory(publicId: string, embedded: boolean): SessionMemory {
  const handoff = embedded && window.parent !== window ? readWidgetHandoff(window.location.hash) : null;
  if (!handoff) return createStoredSessionMemory(publicId);
  return createWidgetSessionMemory(publicId, handoff, {
    parent: window.parent,
    replaceFragment: (fragment) => {
      const url = `${window.location.pathname}${window.location.search}${fragment}`;
      window.history.replaceState(window.history.state, '', url);
    },
  });
}
