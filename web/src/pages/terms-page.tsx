/** Placeholder until this page is built. */
import { Container } from '../components/ui/section';

export default function Page() {
  return (
    <Container className="py-20">
      <h1 className="text-4xl font-extrabold">terms</h1>
    </Container>
  );
}
