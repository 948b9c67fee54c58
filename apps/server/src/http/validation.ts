import type { FieldError } from '@playhall/contracts/envelope';
import { FieldErrorCode } from '@playhall/contracts/error-codes';
import { hasControlCharacters, MULTI_LINE_FIELDS } from '@playhall/contracts/text-safety';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Thrown by the validator: carries the per-field errors of ARCHITECTURE.md §3. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'VALIDATION_FAILED';
  constructor(readonly errors: FieldError[]) {
    super('The request is not valid.');
    this.name = 'RequestValidationError';
  }
}

function fieldCode(issue: z.core.$ZodIssue): FieldErrorCode {
  // With reportInput on, a missing field is an issue whose input is undefined, whatever its schema.
  if (issue.input === undefined) return FieldErrorCode.REQUIRED;
  switch (issue.code) {
    case 'invalid_type':
      return FieldErrorCode.INVALID_TYPE;
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? FieldErrorCode.TOO_SHORT
        : FieldErrorCode.TOO_SMALL;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? FieldErrorCode.TOO_LONG
        : FieldErrorCode.TOO_BIG;
    case 'invalid_format':
      return FieldErrorCode.INVALID_FORMAT;
    case 'unrecognized_keys':
      return FieldErrorCode.UNKNOWN_FIELD;
    default:
      return FieldErrorCode.INVALID_VALUE;
  }
}

export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: path ? `${path}.${key}` : key,
        code: FieldErrorCode.UNKNOWN_FIELD,
        message: 'Unknown field',
      }));
    }
    return [{ field: path, code: fieldCode(issue), message: issue.message }];
  });
}

/** Strings nested this deep are not looked at: no request of ours nests so far, and the schema refuses them. */
const MAX_DEPTH = 6;

/**
 * Every string of a body, query or path, wherever it sits: control characters are refused in all of them
 * (issue 11.12; PostgreSQL refuses NUL in text, so one used to surface as a 500), line breaks in one-line fields.
 */
function controlCharacterErrors(data: unknown, path: string[] = [], depth = 0): FieldError[] {
  if (typeof data === 'string') {
    const field = path.at(-1) ?? '';
    return hasControlCharacters(data, { multiLine: MULTI_LINE_FIELDS.has(field) })
      ? [
          {
            field: path.join('.'),
            code: FieldErrorCode.CONTROL_CHARACTERS,
            message: 'Control characters are not allowed',
          },
        ]
      : [];
  }
  if (depth >= MAX_DEPTH || typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) =>
    controlCharacterErrors(value, [...path, key], depth + 1),
  );
}

/** Validates with the route's zod schema; failures become one 400 with every field's error. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unreadable = controlCharacterErrors(data);
    if (unreadable.length > 0) return { error: new RequestValidationError(unreadable) };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(toFieldErrors(result.error.issues)) };
  };
