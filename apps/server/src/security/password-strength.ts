import {
  ESTIMATED_LENGTH,
  L33T_MAX_SUBSTITUTIONS,
  type StrengthEstimator,
} from '@playhall/contracts/password-strength';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

let factory: ZxcvbnFactory | undefined;

/**
 * zxcvbn-ts with the common package (about 49,000 passwords from breach corpora, keyboard layouts, diceware
 * words) and the English one (common words, names, Wikipedia). Built on first use: ranking the lists takes about
 * 0.1 s and 20 MB, which a process that never checks a password should not pay. One check then takes a few
 * milliseconds, and at most about 15 with the length and l33t bounds (measured on this machine).
 */
export const estimatePasswordStrength: StrengthEstimator = (password, userInputs) => {
  factory ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return factory.check(password, userInputs);
};
