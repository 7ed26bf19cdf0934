export * from './mail-settings';
export * from './mail-layout';
export * from './mailer';
