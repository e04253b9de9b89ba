export function OpeningPage() {
  return null;
}
