import { useRef, useState, type KeyboardEvent } from "react";

/**
 * A phone menu's state: open or not, its button, and the key handler for the element around it, where
 * Escape from anywhere in the open menu closes it and puts the focus back on its button.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return { open, setOpen, button, onKeyDown };
}
