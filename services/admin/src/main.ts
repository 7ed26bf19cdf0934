import { runService } from '@tessera/platform';
import { adminService } from './admin.service-definition';

runService(adminService);
