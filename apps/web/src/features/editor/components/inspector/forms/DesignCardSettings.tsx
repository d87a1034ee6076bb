import { API } from '@plubot/contracts';
import { DESIGN_SERVICE_NAMES, type DesignPower, parseDesignImage, parseDesignLink } from '@plubot/flow';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { callApi } from '../../../../../lib/callApi';
import { getErrorMessage } from '../../../../../lib/errors/getErrorMessage';
import { TextField } from '../inspectorFields';
import type { NodeFormProps } from './nodeFormProps';

/** How long the link rests unchanged before the design is read (typing a link does not read each letter). */
const READ_DELAY_MS = 600;

/** Where each service's share links start, as the field's example. */
const PLACEHOLDERS: Readonly<Record<DesignPower, string>> = {
  figma: 'https://www.figma.com/design/…',
  canva: 'https://www.canva.com/design/…/view',
};

type ReadState = { kind: 'idle' } | { kind: 'reading' } | { kind: 'failed'; text: string };

/**
 * The settings of a Figma or Canva power (issue #31): the design's share link, the title the card
 * shows and its preview. A valid link the owner pastes is read from the service
 * (`POST /api/powers/design-card`: title and preview, no account needed) once it rests unchanged;
 * «Volver a leer» reads it again. The title may be edited; the node stores
 * `{ designUrl, designTitle, designImage }`.
 */
export function DesignCardSettings({
  data,
  onChange,
  service,
}: NodeFormProps<'power'> & { service: DesignPower }) {
  const { t } = useTranslation();
  const serviceName = DESIGN_SERVICE_NAMES[service];
  const link = data.designUrl ?? '';
  const valid = parseDesignLink(service, link);
  const [read, setRead] = useState<ReadState>({ kind: 'idle' });
  // The link last read (or stored with the node): only a new one is read by itself.
  const lastRead = useRef(valid);
  const request = useRef(0);

  const readDesign = async (url: string) => {
    const ticket = ++request.current;
    lastRead.current = url;
    setRead({ kind: 'reading' });
    try {
      const card = await callApi(API.designCard, { body: { powerId: service, url } });
      if (ticket !== request.current) return;
      onChange({ designUrl: card.url, designTitle: card.title, designImage: card.thumbnailUrl ?? undefined });
      lastRead.current = card.url;
      setRead({ kind: 'idle' });
    } catch (error) {
      if (ticket !== request.current) return;
      // What was read for another design says nothing of this one.
      onChange({ designTitle: undefined, designImage: undefined });
      setRead({ kind: 'failed', text: getErrorMessage(error, t('editor.inspector.designCard.readFailed')) });
    }
  };

  // An answer that comes after the form closed (another node opened) changes nothing.
  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link decides a read; readDesign is rebuilt each render
  useEffect(() => {
    if (!valid || valid === lastRead.current) return;
    const timer = setTimeout(() => void readDesign(valid), READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [valid]);

  const linkError =
    link.trim() !== '' && !valid
      ? t(`editor.inspector.designCard.linkInvalid.${service}`)
      : read.kind === 'failed'
        ? read.text
        : null;
  const image = parseDesignImage(data.designImage);
  const title = data.designTitle ?? '';
  return (
    <>
      <p className="inspector__note" role="status">
        {t('editor.inspector.designCard.running', { service: serviceName })}
      </p>
      <TextField
        label={t('editor.inspector.designCard.link', { service: serviceName })}
        type="url"
        mono
        value={link}
        placeholder={PLACEHOLDERS[service]}
        help={t(`editor.inspector.designCard.linkHelp.${service}`)}
        error={linkError}
        maxLength={2000}
        onChange={(designUrl) => onChange({ designUrl })}
      />
      <TextField
        label={t('editor.inspector.designCard.title')}
        value={title}
        placeholder={t('editor.inspector.designCard.titlePlaceholder', { service: serviceName })}
        help={t('editor.inspector.designCard.titleHelp')}
        maxLength={300}
        onChange={(designTitle) => onChange({ designTitle })}
      />
      {valid && (
        <section className="inspector__design" aria-live="polite" aria-busy={read.kind === 'reading'}>
          {image ? (
            <img
              className="inspector__design-image"
              src={image}
              alt={title || t('editor.inspector.designCard.titlePlaceholder', { service: serviceName })}
              referrerPolicy="no-referrer"
            />
          ) : (
            <p className="inspector__note">{t('editor.inspector.designCard.noPreview')}</p>
          )}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void readDesign(valid)}
            disabled={read.kind === 'reading'}
          >
            {read.kind === 'reading'
              ? t('editor.inspector.designCard.reading')
              : t('editor.inspector.designCard.readAgain')}
          </Button>
        </section>
      )}
    </>
  );
}
