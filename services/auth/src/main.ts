import { runService } from '@tessera/platform';
import { authService } from './auth.service-definition';

runService(authService);
