export function IssuePage() {
  return null;
}
