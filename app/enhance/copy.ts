// copy
export {};
