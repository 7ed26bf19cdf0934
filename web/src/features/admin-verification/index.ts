export { VerificationQueuePage } from './verification-queue-page';
