export function ApplicationPage() {
  return null;
}
