import { malformedPostsToEveryAction } from "./fuzz-suite";

// Half 2 of the malformed posts to every action (fuzz-suite.ts says why the suite is split).
malformedPostsToEveryAction(1);
