export function IssuesPage() {
  return null;
}
