import {
  BookOpen,
  Calendar,
  GraduationCap,
  MessageCircle,
  Settings,
  ShoppingBag,
  Users,
  type LucideIcon,
} from "lucide-react";

/** The icon names staff can choose for main sections; anything else falls back to Users. */
const SECTION_ICONS = { Users, BookOpen, ShoppingBag, MessageCircle, GraduationCap, Calendar, Settings } as const;
export type SectionIconName = keyof typeof SECTION_ICONS;
export const SECTION_ICON_NAMES = Object.keys(SECTION_ICONS) as SectionIconName[];

export function sectionIcon(name: string | null | undefined): LucideIcon {
  return (name && SECTION_ICONS[name as SectionIconName]) || Users;
}
