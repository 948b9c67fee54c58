import {
  ESTIMATED_LENGTH,
  L33T_MAX_SUBSTITUTIONS,
  type StrengthEstimator,
} from '@playhall/contracts/password-strength';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/**
 * The estimator of the strength hint, in a chunk of its own that loads when a new password is first typed: the
 * common package (breached passwords, keyboard layouts) is about 240 kB gzipped, far over what the home route may
 * carry. The server adds the English word lists, so it may refuse a password this rates strong, never the
 * reverse.
 */
const factory = new ZxcvbnFactory({
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary },
  maxLength: ESTIMATED_LENGTH,
  l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
});

export const estimate: StrengthEstimator = (password, userInputs) => factory.check(password, userInputs);
