export * from './brands';
export * from './creators';
export * from './campaigns';
export * from './participation';
export * from './notifications';
export * from './auth';
export * from './collaborations';
export * from './invitations';
