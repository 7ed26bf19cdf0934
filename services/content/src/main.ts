import { runService } from '@tessera/platform';
import { contentService } from './content.service-definition';

runService(contentService);
