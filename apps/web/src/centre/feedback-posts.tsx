import type { FeedbackPost, FeedbackStatus } from '@playhall/contracts/feedback';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { ProtectedImage } from '@/components/ui/protected-image';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import './feedback-posts.css';

const TONES = { OPEN: 'warning', ANSWERED: 'success', CLOSED: 'neutral' } as const;

/** A ticket's status as a chip: waiting for the team, answered, or closed. */
export function StatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return <StatusChip tone={TONES[status]}>{t(`feedback.statuses.${status}`)}</StatusChip>;
}

/** A post's images as thumbnails; a click shows one large. */
function PostImageRow({ post, token }: { post: FeedbackPost; token: string | null | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (post.images.length === 0) return null;
  const shown = open === null ? undefined : post.images[open];
  return (
    <>
      <ul className="feedback-post__images" aria-label={t('feedback.images')}>
        {post.images.map((path, index) => (
          <li key={path}>
            <button
              type="button"
              className="feedback-post__image"
              aria-label={t('feedback.imageOpen', { number: index + 1 })}
              onClick={() => setOpen(index)}
            >
              <ProtectedImage
                src={path}
                token={token}
                alt={t('feedback.imagePreview', { number: index + 1 })}
              />
            </button>
          </li>
        ))}
      </ul>
      {shown && open !== null ? (
        <Modal
          title={t('feedback.imagePreview', { number: open + 1 })}
          closeLabel={t('modal.close')}
          onClose={() => setOpen(null)}
          width={720}
        >
          <ProtectedImage
            src={shown}
            token={token}
            alt={t('feedback.imagePreview', { number: open + 1 })}
            className="feedback-post__large"
          />
        </Modal>
      ) : null}
    </>
  );
}

/**
 * A support ticket's thread as a conversation (the member centre's and the console's): the member's posts on one
 * side, the support team's on the other, images as thumbnails fetched with `token` (the console's) or the member's.
 */
export function ThreadPosts({
  posts,
  ownLabel,
  token,
}: {
  posts: readonly FeedbackPost[];
  /** What the member's posts are signed with: "You" in the member centre, the account in the console. */
  ownLabel: string;
  token?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <ol className="feedback-thread">
      {posts.map((post) => (
        <li key={post.id} className={`feedback-post feedback-post--${post.author.toLowerCase()}`}>
          <p className="feedback-post__meta">
            <strong>{post.author === 'MEMBER' ? ownLabel : t('feedback.support')}</strong>
            <TimeText iso={post.createdAt} />
          </p>
          <p className="feedback-post__text">{post.content}</p>
          <PostImageRow post={post} token={token} />
        </li>
      ))}
    </ol>
  );
}
