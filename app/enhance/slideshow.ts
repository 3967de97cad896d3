// slideshow
export {};
