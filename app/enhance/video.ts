// video
export {};
