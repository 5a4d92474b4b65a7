/** The rows of a raw statement's answer: both drivers carry `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
