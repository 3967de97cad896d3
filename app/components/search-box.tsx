import { Search } from "~/components/icon";
import { useId } from "react";
import { Form } from "react-router";
import { cn } from "~/lib/utils";
import { Input } from "./ui/input";
import { Label } from "./ui/label";
import { buttonVariants } from "~/components/ui/button";
import { useDiscover } from "~/lib/pages";

/**
 * A GET search form (?q=) for the page at `action`: the server filters, so it works without
 * JavaScript too. `children` adds more fields to the same form (e.g. the shop's category select);
 * the submit button's text and icon are given by the page.
 */
export function SearchBox({
  action,
  query,
  label,
  placeholder,
  submitLabel,
  submitIcon,
  children,
  className,
}: {
  action: string;
  query: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  submitIcon?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  const id = useId();
  const discover = useDiscover();
  return (
    <Form
      method="get"
      action={action}
      {...discover}
      role="search"
      className={cn("mx-auto flex w-full max-w-2xl flex-col gap-2 sm:flex-row", className)}
      data-testid="search-form"
    >
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          // A new search result page re-renders the input with the query it shows.
          key={query}
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          size="xl"
          className="pl-10 pr-3 text-base shadow-sm"
        />
      </div>
      {children}
      <button
        type="submit"
        className={cn(
          buttonVariants({ size: "lg" }),
          "px-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-white",
        )}
      >
        {submitIcon ?? <Search className="h-4 w-4" aria-hidden />}
        {submitLabel}
      </button>
    </Form>
  );
}
