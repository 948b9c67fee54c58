import { UPLOAD_LIMITS } from '@playhall/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';

export type Attachment = { id: number; file: File; url: string };

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_NAME = /\.(png|jpe?g)$/i;
const MB = 1024 * 1024;
let lastId = 0;

/**
 * The images of a post (spec §5: png or jpg, at most 5 MB each, at most three): thumbnails with a remove button and
 * an add tile while there is room. Checked here before anything is sent; the server checks the bytes again.
 */
export function PostImages({
  attachments,
  limit,
  onChange,
}: {
  attachments: readonly Attachment[];
  limit: number;
  onChange(attachments: Attachment[]): void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [notes, setNotes] = useState<string[]>([]);
  const current = useRef(attachments);
  current.current = attachments;
  // The previews are object URLs: released when the form goes away (a removal releases its own).
  useEffect(
    () => () => {
      for (const attachment of current.current) URL.revokeObjectURL(attachment.url);
    },
    [],
  );

  function add(list: FileList | null) {
    const next = [...attachments];
    const found: string[] = [];
    for (const file of Array.from(list ?? [])) {
      if (!IMAGE_TYPES.includes(file.type) || !IMAGE_NAME.test(file.name)) {
        found.push(t('feedback.imageType', { name: file.name }));
      } else if (file.size > UPLOAD_LIMITS.maxBytes) {
        found.push(t('feedback.imageSize', { name: file.name, size: UPLOAD_LIMITS.maxBytes / MB }));
      } else if (next.length >= limit) {
        found.push(t('feedback.imageCount', { limit }));
        break;
      } else {
        lastId += 1;
        next.push({ id: lastId, file, url: URL.createObjectURL(file) });
      }
    }
    setNotes(found);
    if (next.length !== attachments.length) onChange(next);
  }

  function drop(attachment: Attachment) {
    URL.revokeObjectURL(attachment.url);
    setNotes([]);
    onChange(attachments.filter((candidate) => candidate.id !== attachment.id));
  }

  return (
    <div className="feedback-images">
      <p className="field__label">
        {t('feedback.images')}
        <span className="field__optional">{t('validation.optional')}</span>
      </p>
      <ul className="feedback-images__row">
        {attachments.map((attachment, index) => (
          <li key={attachment.id} className="feedback-images__thumb">
            <img src={attachment.url} alt={t('feedback.imagePreview', { number: index + 1 })} />
            <button
              type="button"
              className="feedback-images__remove"
              aria-label={t('feedback.imageRemove', { number: index + 1 })}
              onClick={() => drop(attachment)}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
        {attachments.length < limit ? (
          <li className="feedback-images__thumb">
            <label htmlFor={inputId} className="feedback-images__add">
              <Icon name="image" size={20} />
              <span>{t('feedback.imageAdd')}</span>
            </label>
            <input
              id={inputId}
              type="file"
              multiple
              className="visually-hidden"
              accept="image/png,image/jpeg"
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
          </li>
        ) : null}
      </ul>
      <p className="field__hint">{t('feedback.imagesHint', { limit, size: UPLOAD_LIMITS.maxBytes / MB })}</p>
      {notes.map((note) => (
        <p key={note} className="field__error" role="alert">
          {note}
        </p>
      ))}
    </div>
  );
}
