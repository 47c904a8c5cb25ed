/** Yuan with two decimals (the wire's amounts are yuan numbers). */
export const yuan = (value: number | string) => Number(value).toFixed(2);
