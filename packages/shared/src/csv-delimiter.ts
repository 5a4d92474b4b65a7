/**
 * The separator of a CSV file: the one of comma, semicolon (spreadsheets in much of Europe) and
 * tab that its first line holds most often, outside quotes; a comma when none. The server and
 * the import screen (which reads the header row) use the same rule.
 */
export const detectCsvDelimiter = (text: string): string => {
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ",";
  for (const [char, count] of counts) if (count > (counts.get(best) ?? 0)) best = char;
  return best;
};
