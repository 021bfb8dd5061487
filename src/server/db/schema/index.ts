export * from './billing.ts';
export * from './changelog.ts';
export * from './folders.ts';
export * from './pages.ts';
export * from './security.ts';
export * from './thumbnails.ts';
export * from './usage.ts';
export * from './users.ts';
