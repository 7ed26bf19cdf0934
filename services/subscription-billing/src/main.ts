import { runService } from '@tessera/platform';
import { billingService } from './billing.service-definition';

runService(billingService);
