import { describe, expect, it } from 'vitest';
import { readTelegramUpdate } from './readTelegramUpdate';
import {
  readCallbackData,
  renderTelegramMessage,
  TELEGRAM_MAX_TEXT,
  toCallbackData,
  toTelegramHtml,
} from './renderTelegramMessage';

const message = (fields: Partial<Parameters<typeof renderTelegramMessage>[0]>) => ({ text: '', ...fields });

describe('renderTelegramMessage', () => {
  it('sends plain text as it is, with no parse mode, and nothing for an empty message', () => {
    expect(renderTelegramMessage(message({ text: '  Hola <b>&  ' }))).toEqual([{ text: 'Hola <b>&' }]);
    expect(renderTelegramMessage(message({ text: '   ' }))).toEqual([]);
  });

  it('turns buttons into an inline keyboard answering with the option ids', () => {
    expect(
      renderTelegramMessage(
        message({
          text: '¿Qué necesitas?',
          buttons: [
            { id: 'a', label: 'Precios' },
            { id: 'b', label: 'Soporte' },
          ],
        }),
      ),
    ).toEqual([
      {
        text: '¿Qué necesitas?',
        reply_markup: {
          inline_keyboard: [
            [{ text: 'Precios', callback_data: 'a' }],
            [{ text: 'Soporte', callback_data: 'b' }],
          ],
        },
      },
    ]);
    const [onlyButtons] = renderTelegramMessage(message({ buttons: [{ id: 'a', label: 'Sí' }] }));
    expect(onlyButtons?.text).not.toBe('');
  });

  it('writes Markdown as Telegram HTML with everything escaped', () => {
    expect(toTelegramHtml('**Hola** <tú> & _todos_ [web](https://a.com/?x="1"&y=2)\n- uno')).toBe(
      '<b>Hola</b> &lt;tú&gt; &amp; <i>todos</i> <a href="https://a.com/?x=&quot;1&quot;&amp;y=2">web</a>\n• uno',
    );
    expect(renderTelegramMessage(message({ text: '**Hola**', format: 'markdown' }))).toEqual([
      { text: '<b>Hola</b>', parse_mode: 'HTML' },
    ]);
  });

  it('shows a card as its title with an https link button, and an http one as text', () => {
    const card = { title: 'Menú', subtitle: '10 €', url: 'https://www.canva.com/d/1', linkLabel: 'Abrir' };
    expect(renderTelegramMessage(message({ text: 'Menú\nhttps://www.canva.com/d/1', card }))).toEqual([
      {
        text: 'Menú\n10 €',
        reply_markup: { inline_keyboard: [[{ text: 'Abrir', url: 'https://www.canva.com/d/1' }]] },
      },
    ]);
    expect(
      renderTelegramMessage(
        message({ text: 'Menú\nhttp://x.test', card: { ...card, url: 'http://x.test' } }),
      ),
    ).toEqual([{ text: 'Menú\nhttp://x.test' }]);
  });

  it("cuts a text longer than Telegram's limit, the keyboard under the last piece", () => {
    const pieces = renderTelegramMessage(
      message({ text: 'a'.repeat(TELEGRAM_MAX_TEXT + 10), buttons: [{ id: 'x', label: 'X' }] }),
    );
    expect(pieces.map((piece) => piece.text.length)).toEqual([TELEGRAM_MAX_TEXT, 10]);
    expect(pieces[0]?.reply_markup).toBeUndefined();
    expect(pieces[1]?.reply_markup).toBeDefined();
  });

  it('maps an option id over 64 bytes through a short hash and back', () => {
    const long = `opción-${'ñ'.repeat(40)}`;
    const data = toCallbackData(long);
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    expect(readCallbackData(data, [{ id: 'otra' }, { id: long }])).toBe(long);
    expect(toCallbackData('menu-cond-1')).toBe('menu-cond-1');
    expect(readCallbackData('menu-cond-1', [])).toBe('menu-cond-1');
  });
});

describe('readTelegramUpdate', () => {
  const chat = { id: 42, type: 'private' };
  it('reads texts, /start and button presses of private chats', () => {
    expect(readTelegramUpdate({ update_id: 1, message: { chat, text: ' Hola ' } })).toEqual({
      kind: 'text',
      updateId: 1,
      chatId: '42',
      text: 'Hola',
    });
    expect(readTelegramUpdate({ update_id: 2, message: { chat, text: '/start promo' } })).toMatchObject({
      kind: 'start',
    });
    expect(readTelegramUpdate({ update_id: 3, message: { chat, text: '/started' } })).toMatchObject({
      kind: 'text',
    });
    expect(
      readTelegramUpdate({ update_id: 4, callback_query: { id: 'q', data: 'a', message: { chat } } }),
    ).toEqual({ kind: 'button', updateId: 4, chatId: '42', data: 'a', callbackId: 'q' });
  });

  it('ignores groups and messages without text, and refuses what is not an update', () => {
    expect(
      readTelegramUpdate({ update_id: 5, message: { chat: { id: -1, type: 'group' }, text: 'Hola' } }),
    ).toEqual({ kind: 'ignored', updateId: 5 });
    expect(readTelegramUpdate({ update_id: 6, message: { chat, sticker: {} } })).toEqual({
      kind: 'ignored',
      updateId: 6,
    });
    expect(readTelegramUpdate({ message: { chat, text: 'Hola' } })).toBeNull();
    expect(readTelegramUpdate('nada')).toBeNull();
  });
});
