import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A table that scrolls sideways inside its box on a narrow screen, named by a caption that screen
 * readers announce (tables of the back office show their heading above them already), or shown.
 */
export function Table({
  caption,
  className,
  wrapperClassName,
  captionClassName = "sr-only",
  children,
  ...props
}: React.ComponentProps<"table"> & { caption: React.ReactNode; wrapperClassName?: string; captionClassName?: string }) {
  return (
    <div data-slot="table-wrapper" className={cn("overflow-x-auto", wrapperClassName)}>
      <table data-slot="table" className={cn("w-full text-left text-sm", className)} {...props}>
        <caption className={captionClassName}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A column heading; `hidden` ones (an actions column) are named for screen readers only. */
export type TableColumn = { label: React.ReactNode; hidden?: boolean; className?: string };

/** The head row of a table: one heading per column, in order. */
export function TableHeader({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly TableColumn[];
  className?: string;
  /** Classes of every heading cell (its padding), before a column's own. */
  cellClassName?: string;
}) {
  return (
    <thead data-slot="table-header" className={cn("text-muted-foreground", className)}>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={cn(cellClassName, column.className)}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
