/** The site shell's rules: which part shows where, and what it shows. Pure; no React, no I/O. */
export * from './contact';
export * from './links';
export * from './mobile-logo';
export * from './model';
export * from './modes';
export * from './path-rules';
export * from './routes';
export * from './social';
