export { ReportAccountMenu } from './report-account-menu';
export { ReportTargetDialog } from './report-target-dialog';
