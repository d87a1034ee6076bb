import { buildChatUrl, buildSettingsUrl, mergeConfig, textColorOn, type WidgetConfig } from './config';
import {
  buildChatFragment,
  readSessionMessage,
  readStoredSession,
  type SessionStorage,
  storeSession,
} from './session';
import { STYLES } from './styles';

/**
 * The Plubot widget loader, served as `/widget.js`. Each
 * `<script src="{origin}/widget.js" data-plubot="{publicId}" async></script>` adds a chat bubble
 * that opens the bot's chat page in an iframe; with `data-mode="inline" data-target="#id"` the chat
 * is drawn inside that element instead. Framework-free and kept under 5 KB gzipped.
 */

const CLOSE_MESSAGE = 'plubot:close';
const english = /^en/i.test(navigator.language);
const TEXT = english
  ? { open: 'Open chat with ', close: 'Close chat', dismiss: 'Dismiss greeting', chat: 'Chat with ' }
  : { open: 'Abrir chat con ', close: 'Cerrar chat', dismiss: 'Cerrar saludo', chat: 'Chat con ' };
const CHAT_ICON =
  '<svg class="o" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z"/></svg>' +
  '<svg class="s" viewBox="0 0 24 24" aria-hidden="true"><path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"/></svg>';

function boot(): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[data-plubot]')) {
    if (script.dataset.plubotReady) continue;
    script.dataset.plubotReady = '1';
    void mount(script);
  }
}

async function mount(script: HTMLScriptElement): Promise<void> {
  const origin = new URL(script.src, location.href).origin;
  const publicId = (script.dataset.plubot ?? '').trim();
  if (!publicId) return;
  let remote: unknown;
  try {
    const response = await fetch(buildSettingsUrl(origin, publicId, script.dataset.theme));
    if (response.status === 404) {
      warn(`no bot with public id "${publicId}"`);
      return;
    }
    if (response.ok) remote = ((await response.json()) as { plubot?: unknown }).plubot;
  } catch {
    // The settings could not be read: the widget still works with its defaults.
  }
  const d = script.dataset;
  const config = mergeConfig(remote, {
    theme: d.theme,
    position: d.position,
    width: d.width,
    height: d.height,
    color: d.color,
    welcome: d.welcome,
  });
  const chat: Chat = { url: buildChatUrl(origin, publicId, config), origin, publicId };
  if (d.mode === 'inline') mountInline(d.target, chat, config);
  else mountBubble(chat, config);
}

/** The bot's chat page: its URL, its origin (the only sender trusted) and the bot's public id. */
interface Chat {
  url: string;
  origin: string;
  publicId: string;
}

/** A shadow root on a new element: the widget's own styles stay inside, the page's stay out. */
function createRoot(parent: Element, config: WidgetConfig): ShadowRoot {
  const host = document.createElement('plubot-widget');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${STYLES}</style>`;
  root.host.setAttribute(
    'style',
    `--c:${config.color};--fg:${textColorOn(config.color)};--w:${config.width};--h:${config.height}`,
  );
  parent.append(host);
  return root;
}

/**
 * The chat page in an iframe. The visitor's conversation is remembered here, in the site's storage
 * (the iframe's own may be blocked as third-party): the iframe gets it in its URL fragment and
 * sends every change back (session.ts).
 */
function createFrame(chat: Chat, config: WidgetConfig): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  const storage = siteStorage();
  frame.src =
    chat.url + buildChatFragment(location.origin, readStoredSession(storage, chat.publicId, Date.now()));
  frame.title = TEXT.chat + config.name;
  frame.allow = 'clipboard-write';
  window.addEventListener('message', (event) => {
    const session = readSessionMessage(event, chat.origin, frame.contentWindow, chat.publicId);
    if (session !== undefined) storeSession(storage, chat.publicId, session, Date.now());
  });
  return frame;
}

/** The site's `localStorage`, or null where reading it throws (blocked, sandboxed). */
function siteStorage(): SessionStorage {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function mountInline(selector: string | undefined, chat: Chat, config: WidgetConfig): void {
  let target: Element | null = null;
  try {
    target = selector ? document.querySelector(selector) : null;
  } catch {
    // an invalid selector: reported below
  }
  if (!target) {
    warn(`inline target "${selector ?? ''}" not found`);
    return;
  }
  const root = createRoot(target, config);
  const box = el('div', `in ${config.theme}`);
  const frame = createFrame(chat, config);
  frame.loading = 'lazy';
  box.append(frame);
  root.append(box);
}

function mountBubble(chat: Chat, config: WidgetConfig): void {
  const root = createRoot(document.body, config);
  const wrap = el('div', `w ${config.position} ${config.theme}`);
  const panel = el('div', 'panel');
  panel.id = 'panel';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', TEXT.chat + config.name);
  const row = el('div', 'row');
  const greet = el('div', 'greet');
  const greetText = el('button', 'g');
  greetText.textContent = config.welcome;
  const dismiss = el('button', 'x');
  dismiss.textContent = '×';
  dismiss.setAttribute('aria-label', TEXT.dismiss);
  greet.append(greetText, dismiss);
  greet.hidden = !config.welcome;
  const bubble = el('button', 'b');
  bubble.innerHTML = CHAT_ICON;
  bubble.setAttribute('aria-controls', 'panel');
  row.append(greet, bubble);
  wrap.append(panel, row);
  root.append(wrap);

  let frame: HTMLIFrameElement | undefined;
  const isOpen = () => wrap.classList.contains('open');
  const render = () => {
    const open = isOpen();
    bubble.setAttribute('aria-expanded', String(open));
    bubble.setAttribute('aria-label', open ? TEXT.close : TEXT.open + config.name);
  };
  const open = () => {
    // The chat page starts a conversation when it loads, so it loads on the first open only.
    if (!frame) {
      frame = createFrame(chat, config);
      panel.append(frame);
    }
    greet.hidden = true;
    wrap.classList.add('open');
    render();
    frame.focus();
  };
  const close = () => {
    if (!isOpen()) return;
    wrap.classList.remove('open');
    render();
    bubble.focus();
  };
  render();
  bubble.addEventListener('click', () => (isOpen() ? close() : open()));
  greetText.addEventListener('click', open);
  dismiss.addEventListener('click', () => {
    greet.hidden = true;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  // Escape pressed inside the chat (another origin) arrives as a message from its page.
  window.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (
      event.origin === chat.origin &&
      frame &&
      event.source === frame.contentWindow &&
      data?.type === CLOSE_MESSAGE
    ) {
      close();
    }
  });
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (node instanceof HTMLButtonElement) node.type = 'button';
  return node;
}

function warn(message: string): void {
  console.warn(`[Plubot] ${message}`);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot);
else boot();
