import { createContext } from "react-router";

/** What the Worker hands every loader and action: bindings, the execution context and the CSP nonce. */
export type CloudflareContext = { env: Env; ctx: ExecutionContext; nonce: string };

export const cloudflareContext = createContext<CloudflareContext>();
