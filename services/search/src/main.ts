import { runService } from '@tessera/platform';
import { searchService } from './search.service-definition';

runService(searchService);
