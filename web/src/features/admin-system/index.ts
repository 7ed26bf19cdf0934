export { SystemPage } from './system-page';
