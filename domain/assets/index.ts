// Fixed assets: book value and depreciation rate of a fixed-asset card.
export * from './fixed-asset';
