import { cva, type VariantProps } from "class-variance-authority";
import { Tabs as RadixTabs } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** The strip around the tabs; also for a strip of links that is a `nav` rather than a tab list. */
export const tabsListVariants = cva("inline-flex bg-muted p-1", {
  variants: {
    variant: {
      // A screen's views (events / organizers).
      boxed: "rounded-lg border border-border",
      // A switch of language inside a form.
      segmented: "rounded-md",
    },
  },
  defaultVariants: { variant: "boxed" },
});

/**
 * One look for every tab, whatever drives it: Radix state (`data-state`), a link to ?tab=
 * (`aria-current="page"`) or a button with `aria-selected`.
 */
export const tabVariants = cva("text-sm font-medium", {
  variants: {
    variant: {
      boxed:
        "rounded-md px-4 py-1.5 focus-visible:ring-2 focus-visible:ring-primary data-[state=active]:bg-background data-[state=active]:shadow aria-[current=page]:bg-background aria-[current=page]:shadow",
      segmented: "rounded px-4 py-1.5 data-[state=active]:bg-background data-[state=active]:shadow-sm",
      underline:
        "rounded-t-md border-b-2 border-transparent px-3 py-1.5 text-muted-foreground hover:text-foreground aria-selected:border-primary aria-selected:text-foreground",
    },
  },
  defaultVariants: { variant: "boxed" },
});

export const Tabs = RadixTabs.Root;

export function TabsList({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof RadixTabs.List> & VariantProps<typeof tabsListVariants>) {
  return <RadixTabs.List className={cn(tabsListVariants({ variant }), className)} {...props} />;
}

export function TabsTrigger({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof RadixTabs.Trigger> & VariantProps<typeof tabVariants>) {
  // A link as the tab (asChild) gets no type="button" from Radix: on <a>, `type` names a media type.
  const linkType = props.asChild ? { type: undefined } : {};
  return <RadixTabs.Trigger className={cn(tabVariants({ variant }), className)} {...props} {...linkType} />;
}

export const TabsContent = RadixTabs.Content;
