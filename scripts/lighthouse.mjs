// Placeholder: built in issue 9 (npm run lighthouse).
console.log("lighthouse: not built yet");
