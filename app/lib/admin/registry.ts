import type { RegisteredContentType } from "./content-type-def";
import { about } from "./types/about";
import { academyCourses } from "./types/academy";
import { blog } from "./types/blog";
import { communityFeatures } from "./types/community-features";
import { communityPosts } from "./types/community-posts";
import { communityStats } from "./types/community-stats";
import { congressSpeakers } from "./types/congress-speakers";
import { eventOrganizers } from "./types/event-organizers";
import { events } from "./types/events";
import { hero } from "./types/hero";
import { indexSections } from "./types/index-sections";
import { congress } from "./types/congress";
import { mainSections } from "./types/main-sections";
import { navigation } from "./types/navigation";
import { projects } from "./types/projects";
import { serviceDetails } from "./types/service-details";
import { services } from "./types/services";
import { shop } from "./types/shop";

/**
 * Every content type of the back office, one definition file each (app/lib/admin/types/). The
 * shared screen (/admin/:contentType), the admin bar, the dashboard, the role gate and the
 * table-driven tests all read this list; a new type is one more line here.
 */
export const CONTENT_TYPE_LIST: readonly RegisteredContentType[] = [
  services,
  serviceDetails,
  about,
  projects,
  hero,
  navigation,
  mainSections,
  indexSections,
  blog,
  shop,
  academyCourses,
  events,
  eventOrganizers,
  congress,
  congressSpeakers,
  communityFeatures,
  communityPosts,
  communityStats,
];

export type ContentTypeKey = string;

/** The registry by key (the URL segment under /admin). */
export const CONTENT_TYPES: Readonly<Record<ContentTypeKey, RegisteredContentType>> = Object.fromEntries(
  CONTENT_TYPE_LIST.map((def) => [def.key, def]),
);

export function contentTypeOf(key: string | undefined): RegisteredContentType | null {
  // Case-insensitive like the router's own static paths, so /admin/NAVIGATION is the navigation
  // screen (and is gated as such), not an unknown one.
  const name = key?.toLowerCase();
  if (!name || !Object.hasOwn(CONTENT_TYPES, name)) return null;
  return CONTENT_TYPES[name] ?? null;
}

/** The child types whose rows point at this type's rows (their foreign key deletes them along). */
export function childTypesOf(def: Pick<RegisteredContentType, "key">): RegisteredContentType[] {
  return CONTENT_TYPE_LIST.filter((child) => child.parent?.key === def.key);
}
