export function OpeningsPage() {
  return null;
}
