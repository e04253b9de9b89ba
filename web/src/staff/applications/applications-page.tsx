export function ApplicationsPage() {
  return null;
}
