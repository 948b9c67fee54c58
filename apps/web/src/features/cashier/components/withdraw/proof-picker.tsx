import { UPLOAD_LIMITS } from '@playhall/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';

export type PickedProof = { key: number; file: File; previewUrl: string };

const TYPES = new Set(['image/png', 'image/jpeg']);
const EXTENSION = /\.(png|jpe?g)$/i;
const MEGABYTE = 1024 * 1024;

let nextKey = 1;

/**
 * Receipt proofs for "not received" (member-centres spec §5): png or jpg, at most 5 MB each, at most three,
 * checked here before anything is sent (the server checks the bytes again). Each picked image shows a preview
 * with a remove button.
 */
export function ProofPicker({
  proofs,
  onChange,
  error,
}: {
  proofs: readonly PickedProof[];
  onChange(proofs: PickedProof[]): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const latest = useRef(proofs);
  latest.current = proofs;

  // Previews are object URLs: released when the picker goes away (removal releases its own).
  useEffect(
    () => () => {
      for (const proof of latest.current) URL.revokeObjectURL(proof.previewUrl);
    },
    [],
  );

  const add = (files: FileList | null) => {
    if (!files) return;
    const found: string[] = [];
    const accepted: PickedProof[] = [];
    for (const file of Array.from(files)) {
      if (!TYPES.has(file.type) || !EXTENSION.test(file.name)) {
        found.push(t('withdraw.proofType', { name: file.name }));
      } else if (file.size > UPLOAD_LIMITS.maxBytes) {
        found.push(t('withdraw.proofSize', { name: file.name, size: UPLOAD_LIMITS.maxBytes / MEGABYTE }));
      } else if (proofs.length + accepted.length >= UPLOAD_LIMITS.maxFiles) {
        found.push(t('withdraw.proofCount', { limit: UPLOAD_LIMITS.maxFiles }));
        break;
      } else {
        accepted.push({ key: nextKey++, file, previewUrl: URL.createObjectURL(file) });
      }
    }
    setProblems(found);
    if (accepted.length > 0) onChange([...proofs, ...accepted]);
  };
  const remove = (key: number) => {
    const proof = proofs.find((candidate) => candidate.key === key);
    if (proof) URL.revokeObjectURL(proof.previewUrl);
    setProblems([]);
    onChange(proofs.filter((candidate) => candidate.key !== key));
  };
  const isFull = proofs.length >= UPLOAD_LIMITS.maxFiles;

  return (
    <div className="proof-picker">
      <div>
        <p className="field__label">{t('withdraw.proofs')}</p>
        <p className="field__hint">
          {t('withdraw.proofLimits', {
            limit: UPLOAD_LIMITS.maxFiles,
            size: UPLOAD_LIMITS.maxBytes / MEGABYTE,
          })}
        </p>
      </div>
      <ul className="proof-picker__list">
        {proofs.map((proof, index) => (
          <li key={proof.key} className="proof-picker__item">
            <img src={proof.previewUrl} alt={t('withdraw.proofPreview', { number: index + 1 })} />
            <button
              type="button"
              className="proof-picker__remove"
              aria-label={t('withdraw.proofRemove', { name: proof.file.name })}
              onClick={() => remove(proof.key)}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
        {isFull ? null : (
          <li>
            <label htmlFor={inputId} className="proof-picker__add">
              <Icon name="image" size={22} />
              <span>{t('withdraw.proofAdd')}</span>
            </label>
            <input
              id={inputId}
              type="file"
              className="visually-hidden"
              accept="image/png,image/jpeg"
              multiple
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
          </li>
        )}
      </ul>
      {[...problems, ...(error ? [error] : [])].map((problem) => (
        <p key={problem} className="field__error" role="alert">
          {problem}
        </p>
      ))}
    </div>
  );
}
