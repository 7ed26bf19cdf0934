export {
  type Actor,
  createAdmin,
  eventually,
  givePlatformPlan,
  register,
  subscriptionState,
} from '../../../test/support/actors';
