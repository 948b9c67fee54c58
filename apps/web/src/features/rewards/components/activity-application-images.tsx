import { APPLICATION_LIMITS } from '@playhall/contracts/activity-application-constants';
import { UPLOAD_LIMITS } from '@playhall/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';

export type PickedImage = { slot: number; file: File; previewUrl: string };

const ACCEPTED = /\.(png|jpe?g)$/i;
const MEGABYTE = 1024 * 1024;
const SLOTS = Array.from({ length: APPLICATION_LIMITS.images }, (_, slot) => slot);

/** One of the three places of an image: a picker while empty, the preview with a remove button once filled. */
function ImageSlot({
  slot,
  picked,
  onPick,
  onRemove,
}: {
  slot: number;
  picked: PickedImage | undefined;
  onPick(file: File): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  if (picked) {
    return (
      <li className="application-images__slot application-images__slot--filled">
        <img src={picked.previewUrl} alt={t('activityApplications.imagePreview', { number: slot + 1 })} />
        <button
          type="button"
          className="application-images__remove"
          aria-label={t('activityApplications.imageRemove', { number: slot + 1 })}
          onClick={onRemove}
        >
          <Icon name="close" size={14} />
        </button>
      </li>
    );
  }
  return (
    <li className="application-images__slot">
      <label htmlFor={inputId} className="application-images__add">
        <Icon name="image" size={22} />
        <span>{t('activityApplications.imageAdd', { number: slot + 1 })}</span>
      </label>
      <input
        id={inputId}
        type="file"
        className="visually-hidden"
        accept="image/png,image/jpeg"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPick(file);
          event.target.value = '';
        }}
      />
    </li>
  );
}

/**
 * Up to three images of an application (spec §3), each in its own place: PNG or JPEG of at most 5 MB, checked
 * here before anything is sent (the server checks the bytes again and keeps only pixels).
 */
export function ApplicationImages({
  images,
  isRequired,
  onChange,
  error,
}: {
  images: readonly PickedImage[];
  isRequired: boolean;
  onChange(images: PickedImage[]): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(images);
  latest.current = images;
  // Previews are object URLs: released when the dialog closes (a removal releases its own).
  useEffect(
    () => () => {
      for (const image of latest.current) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );
  const pick = (slot: number, file: File) => {
    if (!ACCEPTED.test(file.name) || !['image/png', 'image/jpeg'].includes(file.type)) {
      setProblem(t('activityApplications.imageType', { name: file.name }));
      return;
    }
    if (file.size > UPLOAD_LIMITS.maxBytes) {
      setProblem(
        t('activityApplications.imageSize', { name: file.name, size: UPLOAD_LIMITS.maxBytes / MEGABYTE }),
      );
      return;
    }
    setProblem(null);
    onChange([
      ...images.filter((image) => image.slot !== slot),
      { slot, file, previewUrl: URL.createObjectURL(file) },
    ]);
  };
  const remove = (slot: number) => {
    const image = images.find((candidate) => candidate.slot === slot);
    if (image) URL.revokeObjectURL(image.previewUrl);
    setProblem(null);
    onChange(images.filter((candidate) => candidate.slot !== slot));
  };
  return (
    <div className="application-images">
      <p className="field__label">
        {t('activityApplications.images')}
        {isRequired ? null : <span className="field__optional">{t('validation.optional')}</span>}
      </p>
      <p className="field__hint">
        {t('activityApplications.imageLimits', {
          limit: APPLICATION_LIMITS.images,
          size: UPLOAD_LIMITS.maxBytes / MEGABYTE,
        })}
      </p>
      <ul className="application-images__list">
        {SLOTS.map((slot) => (
          <ImageSlot
            key={slot}
            slot={slot}
            picked={images.find((image) => image.slot === slot)}
            onPick={(file) => pick(slot, file)}
            onRemove={() => remove(slot)}
          />
        ))}
      </ul>
      {[problem, error].filter(Boolean).map((text) => (
        <p key={text} className="field__error" role="alert">
          {text}
        </p>
      ))}
    </div>
  );
}
