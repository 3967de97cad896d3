import { malformedPostsToEveryAction } from "./fuzz-suite";

// Half 1 of the malformed posts to every action (fuzz-suite.ts says why the suite is split).
malformedPostsToEveryAction(0);
