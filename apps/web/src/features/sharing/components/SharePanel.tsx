import type { EmbedConfig } from '@plubot/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/DialogFrame';
import { Spinner } from '../../../components/Spinner';
import { PRODUCT_NAME } from '../../../config/product';
import { DoctorShareGate } from '../../doctor';
import { buildEmbedSnippets } from '../helpers/buildEmbedSnippets';
import { loadShareResources } from '../helpers/sharingApi';
import { useShareAchievements } from '../hooks/useShareAchievements';
import { useToasts } from '../hooks/useToasts';
import { ChannelsTab } from './ChannelsTab';
import { CustomizeTab } from './CustomizeTab';
import { DirectLinkTab } from './DirectLinkTab';
import { EmbedCodeTab } from './EmbedCodeTab';
import { ExportTab } from './ExportTab';
import { QrCodeTab } from './QrCodeTab';
import { UnpublishedNotice } from './UnpublishedNotice';
import { WhatsAppTab } from './WhatsAppTab';
import './SharePanel.css';

/** The tabs with a button (spec §4); 'export' exists without one. */
const TABS = ['link', 'embed', 'customize', 'qr', 'whatsapp', 'channels'] as const;
type ShareTab = (typeof TABS)[number] | 'export';

export interface SharePanelProps {
  props: { plubotId?: string; plubotName?: string; initialTab?: ShareTab };
  onClose: () => void;
}

/**
 * The share panel (global modal `embed`, props `{ plubotId, plubotName, initialTab? }`): the public
 * link, the code for a website, the widget's look with a live preview, the QR code and WhatsApp.
 * Bot Doctor checks the bot first: its health sits on top, and blocking findings ask for confirmation.
 */
export function SharePanel({ props, onClose }: SharePanelProps) {
  const { t } = useTranslation();
  const plubotId = props.plubotId ?? '';
  const botName = props.plubotName || PRODUCT_NAME;
  const title = t('sharing.title', { name: props.plubotName ?? '' }).trim();

  if (!plubotId) {
    return (
      <DialogFrame title={title} closeLabel={t('sharing.close')} onClose={onClose} size="md">
        <p className="share-panel__alert" role="alert">
          {t('sharing.missingId')}
        </p>
      </DialogFrame>
    );
  }
  return (
    <DialogFrame title={title} closeLabel={t('sharing.close')} onClose={onClose} className="share-panel">
      <DoctorShareGate plubotId={plubotId} onLeave={onClose}>
        <SharePanelBody
          plubotId={plubotId}
          botName={botName}
          initialTab={props.initialTab ?? 'link'}
          onClose={onClose}
        />
      </DoctorShareGate>
    </DialogFrame>
  );
}

interface SharePanelBodyProps {
  plubotId: string;
  botName: string;
  initialTab: ShareTab;
  onClose: () => void;
}

function SharePanelBody({ plubotId, botName, initialTab, onClose }: SharePanelBodyProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<ShareTab>(initialTab);
  const [draft, setDraft] = useState<EmbedConfig | null>(null);
  const { toasts, show } = useToasts();
  const achievements = useShareAchievements(plubotId, (text) => show('achievement', text));
  const tabRefs = useRef(new Map<ShareTab, HTMLButtonElement>());
  const resources = useQuery({
    queryKey: ['share-resources', plubotId],
    queryFn: ({ signal }) => loadShareResources(plubotId, signal),
    staleTime: 0,
  });

  useEffect(() => {
    if (resources.data && draft === null) setDraft(resources.data.embed);
  }, [resources.data, draft]);

  const origin = window.location.origin;
  const data = resources.data;
  const embed = draft ?? data?.embed;
  const snippets = useMemo(
    () => (data && embed ? buildEmbedSnippets(origin, data.publicId, embed, botName) : null),
    [origin, data, embed, botName],
  );

  if (resources.isPending || !data || !embed || !snippets) {
    return <Spinner label={t('sharing.loading')} />;
  }

  const chatUrl = `${origin}/chat/${encodeURIComponent(data.publicId)}`;
  const copyFailed = (thing: string) => show('error', t('sharing.copyError', { thing }));

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next =
      event.key === 'Home'
        ? TABS[0]
        : event.key === 'End'
          ? TABS.at(-1)
          : step
            ? TABS.at((index + step) % TABS.length)
            : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div className="share-panel__body">
      <UnpublishedNotice plubotId={plubotId} />
      {data.fallback && (
        <p className="share-panel__notice" role="status">
          {t('sharing.fallbackNotice')}
        </p>
      )}
      <div className="share-panel__tabs" role="tablist" aria-label={t('sharing.tabsLabel')}>
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={`share-panel__tab${tab === name ? ' share-panel__tab--active' : ''}`}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {t(`sharing.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        className="share-panel__panel"
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={tab === 'export' ? undefined : `${idPrefix}-tab-${tab}`}
        aria-label={tab === 'export' ? t('sharing.tabs.export') : undefined}
      >
        {tab === 'link' && (
          <DirectLinkTab
            plubotId={plubotId}
            chatUrl={chatUrl}
            onCopied={() => achievements.onCopied('link')}
            onCopyFailed={copyFailed}
            onNavigate={onClose}
          />
        )}
        {tab === 'embed' && (
          <EmbedCodeTab
            snippets={snippets}
            onCopied={() => achievements.onCopied('embed')}
            onCopyFailed={copyFailed}
          />
        )}
        {tab === 'customize' && (
          <CustomizeTab
            plubotId={plubotId}
            botName={botName}
            draft={embed}
            onChange={setDraft}
            disabled={data.fallback}
            botColor={data.color}
            greeting={data.greeting}
            onSaved={(saved, unlocked) => {
              achievements.onCustomized(unlocked);
              setDraft(saved);
              queryClient.setQueryData(['share-resources', plubotId], { ...data, embed: saved });
              void queryClient.invalidateQueries({ queryKey: ['public-plubot', data.publicId] });
            }}
          />
        )}
        {tab === 'qr' && (
          <QrCodeTab
            publicId={data.publicId}
            botName={botName}
            onError={(text) => show('error', text)}
            onDownloaded={() => achievements.onCopied('qr')}
          />
        )}
        {tab === 'whatsapp' && <WhatsAppTab plubotId={plubotId} />}
        {tab === 'channels' && <ChannelsTab plubotId={plubotId} />}
        {tab === 'export' && (
          <ExportTab
            data={{
              publicId: data.publicId,
              chatUrl,
              qrCodeUrl: `${origin}/api/qr/${data.publicId}.png`,
              widget: snippets.script,
              embed,
            }}
            onCopied={() => achievements.onCopied('widget')}
            onCopyFailed={copyFailed}
          />
        )}
      </div>
      <div className="share-panel__toasts" aria-live="polite">
        {toasts.map((toast) => (
          <p
            key={toast.id}
            className={`share-panel__toast share-panel__toast--${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
          >
            {toast.text}
          </p>
        ))}
      </div>
    </div>
  );
}
