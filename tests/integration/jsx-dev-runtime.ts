// Stands in for react/jsx-dev-runtime under vitest (see vitest.config.ts): the app's JSX is compiled
// to `jsxDEV` calls there, while React runs its production build, whose `jsxDEV` is undefined. The
// development arguments (source position, owner) are only read by the development build.
export { Fragment, jsx as jsxDEV } from "react/jsx-runtime";
