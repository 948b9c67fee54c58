import { useEffect, useState } from 'react';
import { apiBlob } from '@/lib/api-client';
import { Icon } from './icon';
import { Skeleton } from './skeleton';

/**
 * An image behind the API's bearer token (a receipt proof): an <img src> cannot send the Authorization header,
 * so it is fetched as a blob and shown through an object URL, released when the image leaves the screen.
 */
export function ProtectedImage({
  src,
  alt,
  token,
  headers,
  className = '',
}: {
  src: string;
  alt: string;
  /** The operator console passes its own token; left out, the member's goes. */
  token?: string | null;
  /** Headers of the call's own (a chat visitor names their conversation in one). */
  headers?: Record<string, string>;
  className?: string;
}) {
  // The effect fetches again only when what the headers say changes, not when a caller builds them anew.
  const headerKey = JSON.stringify(headers ?? {});
  const [url, setUrl] = useState<string | null>(null);
  const [hasFailed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setUrl(null);
    setFailed(false);
    apiBlob(src, { token, headers: JSON.parse(headerKey), signal: controller.signal }).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, token, headerKey]);
  if (hasFailed) {
    return (
      <span
        className={`protected-image protected-image--failed ${className}`.trim()}
        role="img"
        aria-label={alt}
      >
        <Icon name="image" size={22} />
      </span>
    );
  }
  if (!url) return <Skeleton className={`protected-image ${className}`.trim()} />;
  return <img className={`protected-image ${className}`.trim()} src={url} alt={alt} />;
}
