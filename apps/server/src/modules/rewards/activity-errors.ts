import { ErrorCode } from '@playhall/contracts/error-codes';
import { AppError } from '../../http/app-error';

export const activityNotFound = () => new AppError(404, ErrorCode.ACTIVITY_NOT_FOUND, 'No such activity.');
export const activityNotAvailable = () =>
  new AppError(409, ErrorCode.ACTIVITY_NOT_AVAILABLE, 'The activity does not offer this now.');
export const rewardAlreadyClaimed = () =>
  new AppError(409, ErrorCode.REWARD_ALREADY_CLAIMED, 'This reward was claimed already.');
