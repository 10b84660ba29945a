/** A number with its noun, singular for one: "1 photo", "25 photos", "5 galleries". */
export const counted = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
