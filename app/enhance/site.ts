// site
export {};
