// Office (büro yönetimi): rents and their withholding.
export * from './rent';
