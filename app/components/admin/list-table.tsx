import type * as React from "react";
import { cn } from "~/lib/utils";
import { Table, TableHeader, type TableColumn } from "~/components/ui/table";

/**
 * A back-office list as a table in a bordered card: its caption, a head row of small capitals, then the
 * rows. `stack` lays each row out as a block of its cells on a phone, so nothing scrolls sideways.
 */
export function ListTable({
  caption,
  columns,
  stack = true,
  className,
  wrapperClassName = "rounded-lg border border-border bg-card",
  children,
  ...props
}: Omit<React.ComponentProps<typeof Table>, "wrapperClassName"> & {
  columns: readonly TableColumn[];
  stack?: boolean;
  wrapperClassName?: string;
}) {
  return (
    <Table
      caption={caption}
      className={cn(stack && "stack-on-phone", className)}
      wrapperClassName={wrapperClassName}
      {...props}
    >
      <TableHeader
        className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide"
        cellClassName="px-3 py-2"
        columns={columns}
      />
      <tbody>{children}</tbody>
    </Table>
  );
}
