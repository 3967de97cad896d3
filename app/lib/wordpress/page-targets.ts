/** Where a WordPress page goes: the admin chooses on the preview; nothing is the default (decision 0063). */
export const PAGE_TARGETS = ["skip", "service", "about"] as const;
export type PageTarget = (typeof PAGE_TARGETS)[number];
