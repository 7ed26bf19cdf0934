import { runService } from '@tessera/platform';
import { messagingService } from './messaging.service-definition';

runService(messagingService);
