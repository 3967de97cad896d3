export const PERSIST_TO: string;
export const DEMO_ADMIN_EMAIL: string;
export const DEMO_ADMIN_PASSWORD: string;
export function ensureDevVars(): void;
export function readDevVar(name: string): string | undefined;
