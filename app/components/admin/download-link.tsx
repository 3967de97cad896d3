import { Download } from "lucide-react";
import type * as React from "react";
import { buttonVariants } from "~/components/ui/button";

type Icon = React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;

/** A file of the back office (CSV, QR code) as an outlined button: a plain link the router does not intercept. */
export function DownloadLink({
  href,
  icon: Icon = Download,
  title,
  children,
}: {
  href: string;
  /** null: no icon. */
  icon?: Icon | null;
  title?: string;
  children: React.ReactNode;
}) {
  return (
    <a href={href} download title={title} className={buttonVariants({ variant: "outline" })}>
      {Icon ? <Icon className="h-4 w-4" aria-hidden /> : null}
      {children}
    </a>
  );
}
