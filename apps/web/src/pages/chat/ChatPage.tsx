import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { PRODUCT_NAME } from '../../config/product';
import {
  ChatWindow,
  createServerDriver,
  pickChatPageTheme,
  readEmbedParams,
  useConversation,
  useEmbeddedPage,
  usePrefersDark,
  usePublicPlubot,
} from '../../features/chat';
import { ApiError } from '../../lib/apiClient';
import './ChatPage.css';

/**
 * `/chat/:publicId` — anyone with the link talks to the bot. With `?embed=1` (the widget's
 * iframe) it is the bare window in the colour the query asks for and the theme the server decides
 * from the query's (a premium theme only if the bot's owner unlocked it).
 */
export function ChatPage() {
  const { t } = useTranslation();
  const { publicId = '' } = useParams();
  const [search] = useSearchParams();
  const params = useMemo(() => readEmbedParams(search), [search]);
  const prefersDark = usePrefersDark();
  // The widget's theme is only a wish: the server answers the theme the bot's owner unlocked.
  const plubot = usePublicPlubot(publicId, params.embedded ? params.theme : undefined);
  const driver = useMemo(
    () => createServerDriver(publicId, params.embedded ? 'widget' : 'web'),
    [publicId, params.embedded],
  );
  const { view, send, choose, restart, typing } = useConversation(driver);
  useEmbeddedPage(params.embedded);

  const name = plubot.data?.name;
  useEffect(() => {
    if (name) document.title = `${name} · ${PRODUCT_NAME}`;
  }, [name]);

  if (plubot.isPending) {
    return (
      <div className="chat-page chat-page--center">
        <Spinner size="lg" label={t('chat.page.loading')} />
      </div>
    );
  }

  if (plubot.isError) {
    const notFound = plubot.error instanceof ApiError && plubot.error.status === 404;
    return (
      <div className="chat-page chat-page--center">
        <Card className="chat-page__notice" role="alert">
          <h1 className="chat-page__notice-title">
            {notFound ? t('chat.page.notFoundTitle') : t('chat.page.failedTitle')}
          </h1>
          <p>{plubot.error.message || t('chat.errors.network')}</p>
          {!params.embedded && (
            <ButtonLink to="/public-chat" variant="secondary">
              {t('chat.page.openAnother')}
            </ButtonLink>
          )}
        </Card>
      </div>
    );
  }

  const embed = plubot.data.embed;
  const theme = pickChatPageTheme(params.embedded, embed.theme, prefersDark);

  return (
    <div className={`chat-page${params.embedded ? ' chat-page--embedded' : ''}`}>
      <ChatWindow
        botName={plubot.data.name}
        botColor={plubot.data.color}
        primaryColor={params.primaryColor ?? embed.primaryColor}
        theme={theme}
        variant={params.embedded ? 'embed' : 'page'}
        headingLevel={1}
        conversation={view}
        onSend={send}
        onTyping={typing}
        onChoose={choose}
        onRestart={() => void restart()}
        autoFocus={hasFinePointer() && (!params.embedded || document.hasFocus())}
        footer={
          <a href="/" target={params.embedded ? '_blank' : undefined} rel="noopener">
            {t('chat.page.poweredBy')}
          </a>
        }
      />
    </div>
  );
}

/** A mouse or trackpad: focusing the reply box does not pop a keyboard over the conversation. */
function hasFinePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;
}
