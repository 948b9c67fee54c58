import { useState } from 'react';
import { useI18n } from '../i18n/i18n';

/** Copies a seed or hash; players paste them into other tools to check the maths themselves. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard
      ?.writeText(text)
      .then(() => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 1500);
      })
      .catch(() => {});
  };
  return (
    <button type="button" className="chip-button" onClick={copy} aria-label={`${t('common.copy')}: ${label}`}>
      {copied ? t('common.copied') : t('common.copy')}
    </button>
  );
}
