import { runService } from '@tessera/platform';
import { presenceService } from './presence.service-definition';

runService(presenceService);
