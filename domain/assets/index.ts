// Fixed assets: book value and depreciation rate of a fixed-asset card, and its depreciation per year.
export * from './fixed-asset';
export * from './depreciation';
