import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { buttonVariants } from "~/components/ui/plain";

type Icon = React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;

/**
 * A one-button form posted to the screen's action: its `intent` and the record's hidden fields, so the
 * action needs no JavaScript. `label` names the button for screen readers with the record it acts on.
 */
export function IntentButton({
  intent,
  fields,
  label,
  icon: Icon,
  variant = "outline",
  size = "sm",
  disabled,
  preventScrollReset = true,
  children,
}: {
  intent: string;
  fields: Record<string, string | number>;
  label?: string;
  icon?: Icon;
  disabled?: boolean;
  preventScrollReset?: boolean;
  children: React.ReactNode;
} & VariantProps<typeof buttonVariants>) {
  return (
    <Form method="post" preventScrollReset={preventScrollReset}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size={size} variant={variant} disabled={disabled} aria-label={label}>
        {Icon ? <Icon className="h-4 w-4" aria-hidden /> : null}
        {children}
      </Button>
    </Form>
  );
}
