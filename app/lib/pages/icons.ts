/**
 * The icon names staff can choose for main sections (app/components/icon.tsx draws them; anything
 * else falls back to Users).
 */
export const SECTION_ICON_NAMES = [
  "Users",
  "BookOpen",
  "ShoppingBag",
  "MessageCircle",
  "GraduationCap",
  "Calendar",
  "Settings",
] as const;
export type SectionIconName = (typeof SECTION_ICON_NAMES)[number];
