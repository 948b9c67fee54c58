import { ErrorCode, FieldErrorCode } from '@playhall/contracts/error-codes';
import {
  countWords,
  FEEDBACK_LIMITS,
  FEEDBACK_QUESTION_TYPES,
  type FeedbackQuestionType,
} from '@playhall/contracts/feedback';
import { hasControlCharacters, withoutBidiControls } from '@playhall/contracts/text-safety';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readImageForm, type StoredImage } from '../uploads/images';

/** What a post brings: its words, its images re-encoded, and (a new ticket's) the question type. */
export type PostUpload = {
  questionType: FeedbackQuestionType | null;
  content: string;
  images: StoredImage[];
};

const invalid = (field: string, code: FieldErrorCode, message: string, value?: Record<string, unknown>) =>
  new AppError(400, ErrorCode.VALIDATION_FAILED, message, [{ field, code, message }], value);

/** The question type: one of spec §3's. */
function readType(value: string | undefined): FeedbackQuestionType {
  if (value === undefined || value.trim() === '') {
    throw invalid('questionType', FieldErrorCode.REQUIRED, 'Choose the type of your question');
  }
  const type = FEEDBACK_QUESTION_TYPES.find((candidate) => candidate === value);
  if (!type) throw invalid('questionType', FieldErrorCode.INVALID_VALUE, 'No such question type');
  return type;
}

/** The content: plain text of `minWords` to `maxWords` words (the message names the bounds, spec §5). */
function readContent(value: string | undefined, bounds: { minWords: number; maxWords: number }): string {
  if (value === undefined) throw invalid('content', FieldErrorCode.REQUIRED, 'Input cannot be empty');
  if (hasControlCharacters(value, { multiLine: true })) {
    throw invalid('content', FieldErrorCode.CONTROL_CHARACTERS, 'Control characters are not allowed');
  }
  const content = withoutBidiControls(value).trim();
  if (content.length > FEEDBACK_LIMITS.contentMaxChars) {
    throw invalid(
      'content',
      FieldErrorCode.TOO_LONG,
      `At most ${FEEDBACK_LIMITS.contentMaxChars} characters`,
    );
  }
  const words = countWords(content);
  if (words < bounds.minWords || words > bounds.maxWords) {
    throw invalid(
      'content',
      words < bounds.minWords ? FieldErrorCode.TOO_SHORT : FieldErrorCode.TOO_LONG,
      `The content is between ${bounds.minWords} and ${bounds.maxWords} words`,
      { minWords: bounds.minWords, maxWords: bounds.maxWords, words },
    );
  }
  return content;
}

/**
 * Reads a post (multipart: `questionType` for a new ticket, `content`, up to three `files`) through the one upload
 * path (`uploads/images`' `readImageForm`: U1 to U4). Each field is checked as it arrives, so a bad one refuses the
 * post before any image is read on. Callers check the member and the ticket first.
 */
export async function readPost(
  request: FastifyRequest,
  rules: { withType: boolean; minWords: number; maxWords: number },
): Promise<PostUpload> {
  const check = (name: string, value: string | undefined) =>
    name === 'questionType' ? readType(value) : readContent(value, rules);
  const { fields, images } = await readImageForm(request, {
    fields: rules.withType ? ['questionType', 'content'] : ['content'],
    maxFiles: FEEDBACK_LIMITS.images,
    fieldSize: FEEDBACK_LIMITS.contentMaxChars * 8,
    tooLarge: 'A post takes its words and at most three images of 5 MB each.',
    notMultipart: 'Send the post as multipart/form-data.',
    onField: (name, value, truncated) => {
      if (truncated) {
        throw invalid(name, FieldErrorCode.TOO_LONG, `At most ${FEEDBACK_LIMITS.contentMaxChars} characters`);
      }
      check(name, value);
    },
  });
  return {
    questionType: rules.withType ? readType(fields.get('questionType')) : null,
    content: readContent(fields.get('content'), rules),
    images,
  };
}
