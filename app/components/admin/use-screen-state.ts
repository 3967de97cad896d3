import { useEffect } from "react";
import { useNavigation } from "react-router";
import { useToast } from "~/components/toaster";
import type { Toast } from "~/lib/toast";

/**
 * What a back-office screen with its own action shows while it works: its toast, once per answer, and
 * whether the screen at `path` itself is loading again (a plain navigation to it, not a post).
 */
export function useScreenState(path: string, answer: { toast?: Toast | null } | null | undefined) {
  const navigation = useNavigation();
  const { toast } = useToast();
  useEffect(() => {
    if (answer?.toast) toast(answer.toast);
  }, [answer, toast]);
  return navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname === path;
}
