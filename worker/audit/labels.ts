/** How a stored value reads in an audit summary: `walkthrough_booked` → "Walkthrough booked". */
export function stageLabel(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : value;
}
