// forms
export {};
