export const fine = true;
